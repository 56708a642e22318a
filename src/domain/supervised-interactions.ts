/**
 * The supervisor area's live interactions (supervisor-dashboards §1 "monitor an agent's
 * call", §4 monitoring): which rows show for a medium filter, in which order, how long each
 * has run, and which can be monitored.
 */

export type SupervisedPhase = 'ringing' | 'handling' | 'wrapUp';

/** The fields of a supervised interaction the list reads. */
export interface SupervisedRow {
  interactionId: string;
  agentId: string;
  mediaType: string;
  phase: SupervisedPhase;
  arrivedAt: number;
  offeredAt: number;
  answeredAt: number | null;
}

export type SupervisedMediaFilter = 'all' | 'telephony' | 'chat' | 'email' | 'sms';

const PHASE_RANK: Record<SupervisedPhase, number> = { handling: 0, ringing: 1, wrapUp: 2 };

/**
 * Rows of one medium (or all), in handling, ringing, wrap-up order and, within a phase,
 * the longest running first: the calls a supervisor most likely wants to join come first.
 */
export function visibleSupervisedRows<R extends SupervisedRow>(
  rows: readonly R[],
  media: SupervisedMediaFilter,
): R[] {
  return rows
    .filter((r) => media === 'all' || r.mediaType === media)
    .sort(
      (a, b) =>
        PHASE_RANK[a.phase] - PHASE_RANK[b.phase] ||
        startOf(a) - startOf(b) ||
        a.interactionId.localeCompare(b.interactionId),
    );
}

function startOf(row: SupervisedRow): number {
  return row.answeredAt ?? row.offeredAt;
}

/** Seconds in the current phase's clock: talk time once answered, ringing time before. */
export function supervisedDurationSeconds(row: SupervisedRow, now: number): number {
  return Math.max(0, Math.floor((now - startOf(row)) / 1000));
}

/**
 * Monitoring joins a live call (supervisor-dashboards §4): a telephony interaction being
 * handled, of another agent than the supervisor himself.
 */
export function canMonitorInteraction(row: SupervisedRow, supervisorId: string): boolean {
  return row.mediaType === 'telephony' && row.phase === 'handling' && row.agentId !== supervisorId;
}
