/**
 * Breach clocks from the server's data (issue 24 §5): for each KPI the server keeps two
 * monotonic stacks of its value changes, with server times, so any hub can tell since when
 * the KPI has been past any threshold without having watched it. The same time in every
 * browser, after a reload and after a new login.
 *
 * `low` answers "since when has the value been at or above T" (higher-is-worse KPIs): it
 * holds the changes that no later change undercut, lowest and oldest first. `high` is the
 * mirror for lower-is-worse KPIs (service level). Each step is [value, until]: the value
 * and the time the next change came (null for the current value). A run of values all past
 * T began when the last value on the good side of T ended; every such value is on the stack
 * because a later value that popped it is lower (or higher) still.
 */

/** [value, until]: until is the time of the change after this one, null for the current value. */
export type KpiStep = [value: number, until: number | null];

export interface KpiStairs {
  /** When the history starts: a KPI past T for all of it has been past T at least since then. */
  from: number;
  low: KpiStep[];
  high: KpiStep[];
}

/**
 * Stairs packed for a hub that keeps them for a thousand business processes: each side's steps
 * as [value, until] pairs in one Float64Array, until NaN for the current value. A step as an
 * array of two numbers costs about 100 bytes of heap; packed, 16.
 */
export interface PackedKpiStairs {
  from: number;
  low: Float64Array;
  high: Float64Array;
}

export function packKpiStairs(stairs: KpiStairs): PackedKpiStairs {
  const pack = (steps: readonly KpiStep[]): Float64Array => {
    const packed = new Float64Array(steps.length * 2);
    steps.forEach(([value, until], i) => {
      packed[i * 2] = value;
      packed[i * 2 + 1] = until ?? Number.NaN;
    });
    return packed;
  };
  return { from: stairs.from, low: pack(stairs.low), high: pack(stairs.high) };
}

type StairSide = readonly KpiStep[] | Float64Array;

function stepCount(side: StairSide): number {
  return side instanceof Float64Array ? side.length / 2 : side.length;
}

/**
 * A step's value and end, read apart: the health check reads them for every breached KPI of
 * every patch, and a tuple made for each read was garbage.
 */
function stepValue(side: StairSide, i: number): number {
  return side instanceof Float64Array ? (side[i * 2] as number) : (side[i] as KpiStep)[0];
}

function stepUntil(side: StairSide, i: number): number | null {
  if (!(side instanceof Float64Array)) return (side[i] as KpiStep)[1];
  const until = side[i * 2 + 1] as number;
  return Number.isNaN(until) ? null : until;
}

/**
 * Enough steps for any real floor. Past it two neighbouring steps become one (see `mergeClosest`),
 * so `from` never moves and the oldest good value (often the 0 before anything was handled)
 * keeps dating every breach above it.
 */
export const MAX_KPI_STEPS = 48;

export function createKpiStairs(value: number, at: number): KpiStairs {
  return { from: at, low: [[value, null]], high: [[value, null]] };
}

/**
 * Which step to give up when a side is full: the one whose value is closest to the one below
 * it; the step below then lasts until it ended. Only thresholds between those two values get
 * a later (never an earlier) start, so a breach's clock stays where it is unless its threshold
 * falls in the narrowest gap; dropping the oldest step instead moved the start of every breach
 * older than the history at once. The bottom step and the current one stay.
 */
function closestToBelow(count: number, valueAt: (i: number) => number): number {
  let closest = 1;
  let gap = Number.POSITIVE_INFINITY;
  for (let i = 1; i < count - 1; i += 1) {
    const d = Math.abs(valueAt(i) - valueAt(i - 1));
    if (d < gap) {
      gap = d;
      closest = i;
    }
  }
  return closest;
}

function mergeClosest(steps: KpiStep[]): void {
  const closest = closestToBelow(steps.length, (i) => (steps[i] as KpiStep)[0]);
  const [value] = steps[closest - 1] as KpiStep;
  steps.splice(closest - 1, 2, [value, (steps[closest] as KpiStep)[1]]);
}

/** The stairs after the KPI changed to `value` at `at`; the same object when nothing changed. */
export function recordKpiValue(stairs: KpiStairs, value: number, at: number): KpiStairs {
  const current = stairs.low[stairs.low.length - 1];
  if (current !== undefined && current[0] === value) return stairs;
  const push = (steps: KpiStep[], popWhen: (v: number) => boolean): KpiStep[] => {
    const next = steps.slice();
    const top = next[next.length - 1];
    if (top !== undefined) next[next.length - 1] = [top[0], at];
    while (next.length > 0 && popWhen((next[next.length - 1] as KpiStep)[0])) next.pop();
    next.push([value, null]);
    while (next.length > MAX_KPI_STEPS) mergeClosest(next);
    return next;
  };
  const low = push(stairs.low, (v) => v >= value);
  const high = push(stairs.high, (v) => v <= value);
  return { from: stairs.from, low, high };
}

/** Room for a full side and the step being pushed, in values (two a step). */
const SIDE_CAPACITY = (MAX_KPI_STEPS + 1) * 2;

/**
 * One side of packed stairs after `value` came at `at`: the steps it undercuts popped (`low`:
 * those at or above it; else those at or below). Worked in the side's own buffer, which has
 * room for a full side and one step more (made once, the first time a side is recorded into):
 * a hub records some twenty thousand values a second on a busy floor, and a new typed array
 * for each was most of its cost.
 */
function pushPacked(side: Float64Array, value: number, at: number, low: boolean): Float64Array {
  let work: Float64Array;
  if (side.byteOffset === 0 && side.buffer.byteLength >= (side.length + 2) * 8) {
    work = new Float64Array(side.buffer);
  } else {
    work = new Float64Array(Math.max(SIDE_CAPACITY, side.length + 2));
    work.set(side);
  }
  let n = side.length;
  if (n >= 2) work[n - 1] = at;
  while (n >= 2) {
    const top = work[n - 2] as number;
    if (low ? top < value : top > value) break;
    n -= 2;
  }
  work[n] = value;
  work[n + 1] = Number.NaN;
  n += 2;
  while (n > MAX_KPI_STEPS * 2) {
    const closest = closestToBelow(n / 2, (i) => work[i * 2] as number);
    // the step below keeps its value and takes the merged step's end: drop its own end and
    // the merged step's value
    work.copyWithin((closest - 1) * 2 + 1, closest * 2 + 1, n);
    n -= 2;
  }
  return work.subarray(0, n);
}

/**
 * `recordKpiValue` on packed stairs: a hub records each live value itself, with the batch's
 * server time, instead of receiving the whole stairs of every KPI that moved (they were most
 * of the bytes of a busy floor's stream). Same steps as the server's, value for value.
 * In place: the stairs passed in share their buffers with the result and are spent.
 */
export function recordPackedKpiValue(
  stairs: PackedKpiStairs,
  value: number,
  at: number,
): PackedKpiStairs {
  const { low } = stairs;
  if (low.length >= 2 && low[low.length - 2] === value) return stairs;
  return {
    from: stairs.from,
    low: pushPacked(stairs.low, value, at, true),
    high: pushPacked(stairs.high, value, at, false),
  };
}

/**
 * Since when the KPI has been past `threshold` without a break, or null when its current
 * value is not past it. `lowerIsWorse`: past means at or below (service level), else at or
 * above. The threshold in the recorded values' units times `scale`.
 */
export function pastThresholdSince(
  stairs: KpiStairs | PackedKpiStairs,
  threshold: number,
  lowerIsWorse: boolean,
  scale = 1,
): number | null {
  const steps = lowerIsWorse ? stairs.high : stairs.low;
  // `scale` turns recorded values into the threshold's units (fractions to percent) exactly as the health check does
  for (let i = stepCount(steps) - 1; i >= 0; i -= 1) {
    const value = stepValue(steps, i) * scale;
    if (lowerIsWorse ? value > threshold : value < threshold) return stepUntil(steps, i);
  }
  return stairs.from;
}
