import { describe, expect, it } from 'vitest';
import { erlangC } from './erlang-c';

describe('erlangC', () => {
  it('matches the published figures for 11 agents, 120 calls/h, 240 s handling, 20 s goal', () => {
    const r = erlangC(11, 120, 240, 20);
    expect(r.trafficErlangs).toBeCloseTo(8, 10);
    expect(r.serviceLevel).toBeCloseTo(0.809, 3);
    expect(r.averageSpeedOfAnswerSeconds).toBeCloseTo(19.6, 1);
    expect(r.probabilityWait).toBeCloseTo(0.2448, 3);
  });

  it('more agents never lower the service level', () => {
    let previous = 0;
    for (let agents = 9; agents <= 20; agents++) {
      const sl = erlangC(agents, 120, 240, 20).serviceLevel;
      expect(sl).toBeGreaterThan(previous);
      previous = sl;
    }
  });

  it('an overloaded queue has no service level and an infinite speed of answer', () => {
    const r = erlangC(8, 120, 240, 20);
    expect(r.serviceLevel).toBe(0);
    expect(r.averageSpeedOfAnswerSeconds).toBe(Infinity);
  });
});
