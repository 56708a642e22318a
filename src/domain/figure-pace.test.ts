import { describe, expect, it } from 'vitest';
import { figureWriteDelay, PASSIVE_FIGURE_INTERVAL_MS } from './figure-pace';

describe('figureWriteDelay', () => {
  it('writes the first change at once', () => {
    expect(figureWriteDelay(null, 1_000, PASSIVE_FIGURE_INTERVAL_MS)).toBe(0);
  });

  it('holds a change that follows a write too soon until the interval is over', () => {
    expect(figureWriteDelay(1_000, 1_100, 250)).toBe(150);
    expect(figureWriteDelay(1_000, 1_000, 250)).toBe(250);
  });

  it('writes at once after a quiet spell', () => {
    expect(figureWriteDelay(1_000, 1_250, 250)).toBe(0);
    expect(figureWriteDelay(1_000, 9_000, 250)).toBe(0);
  });

  it('never waits without an interval', () => {
    expect(figureWriteDelay(1_000, 1_001, 0)).toBe(0);
  });

  it('a burst of changes gets at most one write per interval', () => {
    let last: number | null = null;
    let pendingUntil: number | null = null;
    let writes = 0;
    // 100 changes 10 ms apart over one second: a write at once, then trailing writes
    for (let now = 0; now < 1_000; now += 10) {
      if (pendingUntil !== null && now >= pendingUntil) {
        writes += 1;
        last = pendingUntil;
        pendingUntil = null;
      }
      if (pendingUntil !== null) continue;
      const wait = figureWriteDelay(last, now, 250);
      if (wait === 0) {
        writes += 1;
        last = now;
      } else pendingUntil = now + wait;
    }
    expect(writes).toBeLessThanOrEqual(4);
    expect(writes).toBeGreaterThanOrEqual(3);
  });
});
