/**
 * End-of-break alert (agent-desktop §3 alertEndOfBreak, §5 options 0, 10, 30, 60, 300 s):
 * 0 is off (the default); N > 0 alerts N seconds before the planned end of the break, the
 * planned end being the break's start plus its type's breakDuration (minutes).
 */

/** What the rule reads of the agent's state and settings. */
export interface BreakAlertInput {
  /** The agent's state id; only 'break' has a planned end. */
  stateId: string;
  breakTypeId: string | null;
  /** When the agent entered the state (ms). */
  since: number;
  /** Planned minutes of the agent's break type; null or 0 when the type has none. */
  breakDurationMinutes: number | null;
  /** preferencesSettings.alertEndOfBreak, seconds; 0 = off. */
  alertSeconds: number;
}

/**
 * When the alert is due (ms), or null when there is nothing to alert: the setting is off, the
 * agent is not on a break, or the break type has no planned length. A break shorter than the
 * lead time alerts at its start.
 */
export function endOfBreakAlertAt(input: BreakAlertInput): number | null {
  const { stateId, breakTypeId, since, breakDurationMinutes, alertSeconds } = input;
  if (alertSeconds <= 0 || stateId !== 'break' || breakTypeId === null) return null;
  if (breakDurationMinutes === null || breakDurationMinutes <= 0) return null;
  const plannedEnd = since + breakDurationMinutes * 60_000;
  return Math.max(since, plannedEnd - alertSeconds * 1_000);
}

/** The planned end of the break (ms), or null without a planned length. */
export function plannedBreakEnd(since: number, breakDurationMinutes: number | null): number | null {
  return breakDurationMinutes === null || breakDurationMinutes <= 0
    ? null
    : since + breakDurationMinutes * 60_000;
}

/**
 * Identity of one break's alert: a dismissed alert stays dismissed for that break, and a new
 * break (another start time or type) alerts again.
 */
export function breakAlertKey(input: Pick<BreakAlertInput, 'breakTypeId' | 'since'>): string {
  return `${input.breakTypeId ?? ''}@${input.since}`;
}

/** Whether the alert shows now: due, and not dismissed for this break. */
export function endOfBreakAlertShown(
  input: BreakAlertInput,
  now: number,
  dismissedKey: string | null,
): boolean {
  const at = endOfBreakAlertAt(input);
  return at !== null && now >= at && dismissedKey !== breakAlertKey(input);
}
