import { describe, expect, it } from 'vitest';
import { dataAgeLimitMs, dataAgeOf, timeAgoParts } from './data-age';

const at = 1_700_000_000_000;

describe('data age', () => {
  it('nothing heard yet is unknown, not stale', () => {
    expect(dataAgeOf({ receivedAt: null, now: at, hidden: false, paused: false })).toEqual({
      name: 'unknown',
    });
  });

  it('data within two refresh periods (2 s) is live', () => {
    expect(dataAgeOf({ receivedAt: at, now: at + 2_000, hidden: false, paused: false })).toEqual({
      name: 'live',
    });
  });

  it('data older than two refresh periods is stale, with its age in whole seconds', () => {
    expect(dataAgeOf({ receivedAt: at, now: at + 2_001, hidden: false, paused: false })).toEqual({
      name: 'stale',
      ageSeconds: 2,
    });
    expect(dataAgeOf({ receivedAt: at, now: at + 12_900, hidden: false, paused: false })).toEqual({
      name: 'stale',
      ageSeconds: 12,
    });
  });

  it('a hidden tab flushes less often: its limit is 4 s', () => {
    expect(dataAgeLimitMs(true)).toBe(4_000);
    expect(dataAgeOf({ receivedAt: at, now: at + 3_500, hidden: true, paused: false })).toEqual({
      name: 'live',
    });
    expect(dataAgeOf({ receivedAt: at, now: at + 4_500, hidden: true, paused: false }).name).toBe(
      'stale',
    );
  });

  it('paused data shows its age but is never stale: the user chose it', () => {
    expect(dataAgeOf({ receivedAt: at, now: at + 60_000, hidden: false, paused: true })).toEqual({
      name: 'paused',
      ageSeconds: 60,
    });
    expect(dataAgeOf({ receivedAt: at, now: at + 500, hidden: false, paused: true })).toEqual({
      name: 'paused',
      ageSeconds: 0,
    });
  });

  it('data from a clock a little ahead never has a negative age', () => {
    expect(dataAgeOf({ receivedAt: at + 50_000, now: at, hidden: false, paused: true })).toEqual({
      name: 'paused',
      ageSeconds: 0,
    });
  });

  it('data flowing again clears the stale state by itself', () => {
    expect(dataAgeOf({ receivedAt: at, now: at + 10_000, hidden: false, paused: false }).name).toBe(
      'stale',
    );
    expect(
      dataAgeOf({ receivedAt: at + 9_800, now: at + 10_000, hidden: false, paused: false }).name,
    ).toBe('live');
  });

  it('time-ago labels use the largest whole unit', () => {
    expect(timeAgoParts(0)).toEqual({ value: 0, unit: 'second' });
    expect(timeAgoParts(59)).toEqual({ value: 59, unit: 'second' });
    expect(timeAgoParts(125)).toEqual({ value: 2, unit: 'minute' });
    expect(timeAgoParts(7_300)).toEqual({ value: 2, unit: 'hour' });
    expect(timeAgoParts(200_000)).toEqual({ value: 2, unit: 'day' });
  });
});
