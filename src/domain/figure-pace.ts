/**
 * How often a figure on screen may change. A passive card's numbers move at most as often as a
 * person can read them; a health change (colour, badge) is never held back.
 */

/** A passive monitoring card writes its figures at most 4 times a second. */
export const PASSIVE_FIGURE_INTERVAL_MS = 250;

/**
 * How long to wait before writing a changed figure, given when it was last written: 0 writes
 * at once (the first change after a quiet spell shows without delay); otherwise one trailing
 * write at `lastWriteAt + everyMs` shows the latest value of the changes in between.
 * `everyMs` of 0 or less never waits.
 */
export function figureWriteDelay(lastWriteAt: number | null, now: number, everyMs: number): number {
  if (everyMs <= 0 || lastWriteAt === null) return 0;
  return Math.max(0, lastWriteAt + everyMs - now);
}
