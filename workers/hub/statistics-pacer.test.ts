import { describe, expect, it } from 'vitest';
import { MIN_KEYS_PER_FLUSH, StatisticsPacer } from './statistics-pacer';

const SECOND = 1_000;
const FLUSH = 50;

/** Every key dirty all the time (B2's load); what each flush sends over `seconds`. */
function underLoad(keys: number, seconds: number) {
  const pacer = new StatisticsPacer(SECOND, FLUSH);
  const dirty = new Set(Array.from({ length: keys }, (_, i) => `bp-${i}`));
  const sentAt = new Map<string, number[]>();
  const perFlush: number[] = [];
  for (let now = 0; now < seconds * SECOND; now += FLUSH) {
    const { keys: chosen } = pacer.choose([dirty, dirty], now);
    perFlush.push(chosen.size);
    for (const key of chosen) sentAt.set(key, [...(sentAt.get(key) ?? []), now]);
  }
  return { sentAt, perFlush };
}

describe('StatisticsPacer', () => {
  it('sends each key at most once a second, and every key about once a second under load', () => {
    const { sentAt } = underLoad(200, 10);
    expect(sentAt.size).toBe(200);
    for (const times of sentAt.values()) {
      const gaps = times.slice(1).map((t, i) => t - times[i]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SECOND);
      // no key starves: after the first second's spread, each goes again within a flush or two
      expect(Math.max(...gaps)).toBeLessThanOrEqual(SECOND + 2 * FLUSH);
    }
  });

  it('spreads the keys over the second instead of sending them all in one flush', () => {
    const { perFlush } = underLoad(200, 10);
    expect(Math.max(...perFlush)).toBeLessThanOrEqual(Math.ceil((200 / 20) * 1.1));
    // steady state: some keys in almost every flush
    expect(perFlush.slice(40).filter((n) => n > 0).length).toBeGreaterThanOrEqual(35);
  });

  it('a key quiet for a second goes at once, and a few keys always go together', () => {
    const pacer = new StatisticsPacer(SECOND, FLUSH);
    expect([...pacer.choose([new Set(['a', 'b', 'c'])], 0).keys]).toEqual(['a', 'b', 'c']);
    const next = pacer.choose([new Set(['a', 'd'])], 100);
    expect([...next.keys]).toEqual(['d']);
    expect(next.nextDueAt).toBe(SECOND);
    expect([...pacer.choose([new Set(['a'])], SECOND).keys]).toEqual(['a']);
    expect(MIN_KEYS_PER_FLUSH).toBeGreaterThanOrEqual(3);
  });

  it('keys that came or went go at once, past the budget and the second since their last send', () => {
    const pacer = new StatisticsPacer(SECOND, FLUSH);
    const fifty = new Set(Array.from({ length: 50 }, (_, i) => `a${i}`));
    pacer.choose([fifty], 0);
    const added = new Set(Array.from({ length: 12 }, (_, i) => `bp${i}`));
    // a12 was sent a moment ago, yet its entry went: that goes now too
    const { keys } = pacer.choose([fifty, added], 100, new Set([...added, 'a12']));
    expect([...added, 'a12'].every((key) => keys.has(key))).toBe(true);
    // the figures that merely changed still go a few per flush
    expect(keys.size - 13).toBeLessThanOrEqual(MIN_KEYS_PER_FLUSH);
  });
});
