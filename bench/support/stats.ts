/** Sample summaries shared by the browser benches. */

/** The q-quantile (nearest rank) of a sample; NaN when it is empty. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);
export const round1 = (n: number): number => Math.round(n * 10) / 10;
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** What the JSON keeps of every raw sample: median, p95 and count (plus max where it matters). */
export interface SampleSummary {
  median: number;
  p95: number;
  max: number;
  n: number;
}

export function summarize(values: readonly number[]): SampleSummary {
  return {
    median: round2(median(values)),
    p95: round2(quantile(values, 0.95)),
    max: round2(values.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY)),
    n: values.length,
  };
}

/** Least-squares slope of y over x (units of y per unit of x); NaN under two points. */
export function slope(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return Number.NaN;
  const mx = xs.slice(0, n).reduce((a, b) => a + b, 0) / n;
  const my = ys.slice(0, n).reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    num += dx * ((ys[i] ?? 0) - my);
    den += dx * dx;
  }
  return den === 0 ? Number.NaN : num / den;
}

/** One frame at 60 Hz: the frame budget. */
export const FRAME_BUDGET_MS = 16.7;
/**
 * rAF timestamps at 60 Hz lie 16.6 to 16.8 ms apart when no frame is dropped (vsync and
 * timer jitter), so a p95 of 16.8 still means every frame made it; a dropped frame reads
 * 33.3 ms. The budget check allows that jitter and nothing more.
 */
const VSYNC_JITTER_MS = 0.3;

/** Whether a frame-time p95 means no frame was dropped at 60 Hz. */
export function withinFrameBudget(p95Ms: number): boolean {
  return p95Ms <= FRAME_BUDGET_MS + VSYNC_JITTER_MS;
}
