/**
 * Interaction timers (agent-desktop §2 pending tile, §4, §9): the pending countdown, the wrap-up
 * countdown and its ring, the call duration. Instants are ms since the epoch; timeouts and
 * results are seconds. One shared 1 s tick calls these; they never keep time themselves.
 */

/** Shown for a pending consult, which has no timeout. */
export const UNLIMITED = 'unlimited';

/**
 * Seconds left before an offer times out: noAnswerTimeout after the state start, minus now,
 * never below 0. Rounded up so the first tick shows the full timeout and 0 means expired.
 */
export function pendingCountdownSeconds(
  interaction: { noAnswerTimeout: number; lastStateStartTime: number; isPendingConsult: boolean },
  now: number,
): number | typeof UNLIMITED {
  if (interaction.isPendingConsult) return UNLIMITED;
  const endsAt = interaction.lastStateStartTime + interaction.noAnswerTimeout * 1000;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export interface WrapUpTiming {
  lastStateStartTime?: number | null;
  timestamp?: number | null;
  /** Seconds; preferred when set. */
  wrapUpTimeout?: number | null;
  /** Seconds; used when there is no timeout. */
  wrapUpTime?: number | null;
}

export interface WrapUpCountdown {
  /** Seconds left, ending at 0. */
  remainingSeconds: number;
  totalSeconds: number;
  /** Share of the wrap-up left, in whole percent (the ring moves in 1 % steps). */
  remainingPercent: number;
}

/**
 * Wrap-up countdown: from the last state start (or the timestamp) for the wrap-up timeout, else
 * the wrap-up time, ending at 0. Null when there is no start or no positive duration.
 */
export function wrapUpCountdown(timing: WrapUpTiming, now: number): WrapUpCountdown | null {
  const start = timing.lastStateStartTime ?? timing.timestamp ?? null;
  const total = positive(timing.wrapUpTimeout) ?? positive(timing.wrapUpTime);
  if (start === null || total === null) return null;
  const remainingMs = Math.max(0, start + total * 1000 - now);
  return {
    remainingSeconds: Math.ceil(remainingMs / 1000),
    totalSeconds: total,
    remainingPercent: Math.min(100, Math.ceil((remainingMs / (total * 1000)) * 100)),
  };
}

const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && n > 0 ? n : null;

/**
 * Call duration in whole seconds from the answer time; it stops when the main element ends.
 * Null before the call is answered.
 */
export function callDurationSeconds(
  answeredAt: number | null | undefined,
  now: number,
  endedAt?: number | null,
): number | null {
  if (answeredAt === null || answeredAt === undefined) return null;
  const until = endedAt === null || endedAt === undefined ? now : Math.min(now, endedAt);
  return Math.max(0, Math.floor((until - answeredAt) / 1000));
}
