import { describe, expect, it } from 'vitest';
import { callDurationSeconds, pendingCountdownSeconds, wrapUpCountdown } from './countdowns';

const T0 = 1_700_000_000_000;

describe('pending countdown', () => {
  const offer = { noAnswerTimeout: 30, lastStateStartTime: T0, isPendingConsult: false };
  it('remaining = noAnswerTimeout after state start minus now', () => {
    expect(pendingCountdownSeconds(offer, T0)).toBe(30);
    expect(pendingCountdownSeconds(offer, T0 + 10_000)).toBe(20);
    expect(pendingCountdownSeconds(offer, T0 + 29_500)).toBe(1);
  });
  it('the countdown floors at 0', () => {
    expect(pendingCountdownSeconds(offer, T0 + 30_000)).toBe(0);
    expect(pendingCountdownSeconds(offer, T0 + 90_000)).toBe(0);
  });
  it('a pending consult counts as unlimited', () => {
    expect(pendingCountdownSeconds({ ...offer, isPendingConsult: true }, T0 + 90_000)).toBe(
      'unlimited',
    );
  });
});

describe('wrap-up countdown', () => {
  it('runs from the last state start for the wrap-up timeout', () => {
    expect(
      wrapUpCountdown(
        { lastStateStartTime: T0, timestamp: T0 - 50_000, wrapUpTimeout: 60, wrapUpTime: 10 },
        T0 + 15_000,
      ),
    ).toEqual({
      remainingSeconds: 45,
      totalSeconds: 60,
      remainingPercent: 75,
    });
  });
  it('falls back to the timestamp and the wrap-up time', () => {
    expect(wrapUpCountdown({ timestamp: T0, wrapUpTime: 20 }, T0 + 5_000)?.remainingSeconds).toBe(
      15,
    );
    expect(
      wrapUpCountdown(
        { lastStateStartTime: null, timestamp: T0, wrapUpTimeout: 0, wrapUpTime: 20 },
        T0,
      )?.totalSeconds,
    ).toBe(20);
  });
  it('ends at zero', () => {
    expect(
      wrapUpCountdown({ lastStateStartTime: T0, wrapUpTimeout: 10 }, T0 + 60_000),
    ).toMatchObject({
      remainingSeconds: 0,
      remainingPercent: 0,
    });
  });
  it('no start or no duration gives no countdown', () => {
    expect(wrapUpCountdown({ wrapUpTimeout: 10 }, T0)).toBeNull();
    expect(wrapUpCountdown({ lastStateStartTime: T0 }, T0)).toBeNull();
  });
  it('the ring refreshes every 1 % of the wrap-up time', () => {
    const percents = [0, 599, 600, 601].map(
      (ms) =>
        wrapUpCountdown({ lastStateStartTime: T0, wrapUpTimeout: 60 }, T0 + ms)?.remainingPercent,
    );
    expect(percents).toEqual([100, 100, 99, 99]);
  });
});

describe('call duration', () => {
  it('ticks from the answer time', () => {
    expect(callDurationSeconds(T0, T0 + 61_900)).toBe(61);
  });
  it('stops when the main element ends', () => {
    expect(callDurationSeconds(T0, T0 + 500_000, T0 + 42_000)).toBe(42);
  });
  it('is empty before the call is answered', () => {
    expect(callDurationSeconds(null, T0)).toBeNull();
  });
});
