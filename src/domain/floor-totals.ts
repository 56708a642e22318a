/**
 * Totals across every supervised business process, for the strip above the information
 * center's cards: how many agents are ready, busy or on a break, how much waits, what was
 * answered, the longest wait anywhere, and how many business processes are in each health.
 */

/** What one business process contributes (its live statistics and health status). */
export interface FloorTotalsInput {
  totalReadyAgents: number;
  totalBusyAgents: number;
  totalBreakAgents: number;
  /** KPI values by id; missing when not reported yet. */
  kpis: Partial<Record<string, number>>;
  /** Danger 1, Warning 2, Good 3 (supervisor-dashboards §3); null while unknown. */
  status: 1 | 2 | 3 | null;
}

export interface FloorTotals {
  businessProcesses: number;
  ready: number;
  busy: number;
  onBreak: number;
  waiting: number;
  answered: number;
  /** Seconds; the longest of all, not a sum. */
  longestWaiting: number;
  danger: number;
  warning: number;
  good: number;
}

const num = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const FIELDS = [
  'businessProcesses',
  'ready',
  'busy',
  'onBreak',
  'waiting',
  'answered',
  'longestWaiting',
  'danger',
  'warning',
  'good',
] as const satisfies readonly (keyof FloorTotals)[];

export function emptyFloorTotals(): FloorTotals {
  return {
    businessProcesses: 0,
    ready: 0,
    busy: 0,
    onBreak: 0,
    waiting: 0,
    answered: 0,
    longestWaiting: 0,
    danger: 0,
    warning: 0,
    good: 0,
  };
}

/**
 * Adds one business process to `totals` in place: the strip sums a thousand of them on every
 * applied patch, so without a row object made for each.
 */
export function addToFloorTotals(
  totals: FloorTotals,
  row: Omit<FloorTotalsInput, 'status'>,
  status: FloorTotalsInput['status'],
): void {
  totals.businessProcesses += 1;
  totals.ready += num(row.totalReadyAgents);
  totals.busy += num(row.totalBusyAgents);
  totals.onBreak += num(row.totalBreakAgents);
  totals.waiting += num(row.kpis['businessProcessWaitingInteractions']);
  totals.answered += num(row.kpis['businessProcessAnsweredInteractions']);
  totals.longestWaiting = Math.max(
    totals.longestWaiting,
    num(row.kpis['businessProcessLongestWaitingTime']),
  );
  if (status === 1) totals.danger += 1;
  else if (status === 2) totals.warning += 1;
  else if (status === 3) totals.good += 1;
}

export function sameFloorTotals(a: FloorTotals, b: FloorTotals): boolean {
  return FIELDS.every((field) => a[field] === b[field]);
}

/** Sums the counts, takes the longest wait, and counts business processes per health status. */
export function floorTotals(rows: readonly FloorTotalsInput[]): FloorTotals {
  const totals = emptyFloorTotals();
  for (const row of rows) addToFloorTotals(totals, row, row.status);
  return totals;
}
