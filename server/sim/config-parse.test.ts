import { describe, expect, it } from 'vitest';
import { parseMediaMix, parseSimConfig } from './config-parse';
import { arrivalsPerSecond, parseLoadMode, STATISTICS_CHANGES_PER_ARRIVAL } from './load-mode';

const NOW = Date.UTC(2024, 2, 4, 8);

describe('simulator config parsing', () => {
  it('defaults give 12 business processes, 60 agents, a 20 s goal and the shift starting now', () => {
    const c = parseSimConfig({ nowMs: NOW });
    expect(c).toMatchObject({
      businessProcesses: 12,
      agents: 60,
      serviceLevelGoalSeconds: 20,
      startTimeMs: NOW,
      shiftStartMs: NOW,
      rateMultiplier: 1,
    });
  });

  it('flags win over SIM_* variables, in both --flag value and --flag=value forms', () => {
    const c = parseSimConfig({
      nowMs: NOW,
      env: { SIM_BPS: '3', SIM_AGENTS: '7', SIM_SEED: '42', SIM_ACCEL: '5' },
      argv: ['--bps', '20', '--agents=100', '--port', '8080', '--media', 'telephony=1,chat=1'],
    });
    expect(c).toMatchObject({ businessProcesses: 20, agents: 100, seed: 42, accel: 5 });
    expect(c.mediaMix).toEqual({ telephony: 1, chat: 1, email: 0, sms: 0 });
  });

  it('bad values are refused with the flag named', () => {
    expect(() => parseSimConfig({ nowMs: NOW, argv: ['--bps', 'many'] })).toThrow(/--bps/);
    expect(() => parseSimConfig({ nowMs: NOW, argv: ['--agents', '-1'] })).toThrow(/--agents/);
    expect(() => parseSimConfig({ nowMs: NOW, argv: ['--rate'] })).toThrow(/--rate needs a value/);
    expect(() => parseMediaMix('fax=1')).toThrow(/unknown media/);
    expect(() => parseMediaMix('chat=0')).toThrow(/positive/);
  });

  it('the shift start accepts ms or an ISO instant', () => {
    expect(
      parseSimConfig({ nowMs: NOW, argv: ['--shift-start', '2024-03-04T06:00:00Z'] }).shiftStartMs,
    ).toBe(Date.UTC(2024, 2, 4, 6));
    expect(parseSimConfig({ nowMs: NOW, env: { SIM_SHIFT_START: '1000' } }).shiftStartMs).toBe(
      1000,
    );
  });
});

describe('load mode', () => {
  it('is off unless asked for', () => {
    expect(parseLoadMode({ nowMs: NOW, argv: ['--bps', '5'] })).toBeNull();
  });

  it('--load gives 1000 business processes, 10000 agents and arrivals for about 20000 changes a second', () => {
    const load = parseLoadMode({ nowMs: NOW, argv: ['--load'] });
    expect(load?.eventsPerSecond).toBe(20_000);
    expect(load?.config).toMatchObject({
      businessProcesses: 1000,
      agents: 10_000,
      intradayCurve: 'flat',
    });
    const perSecond = arrivalsPerSecond(load?.config ?? ({} as never));
    expect(perSecond * STATISTICS_CHANGES_PER_ARRIVAL).toBeCloseTo(20_000, 0);
    expect(load?.config.durationScale).toBeLessThan(0.05);
  });

  it('explicit sizes and rate are kept', () => {
    const load = parseLoadMode({
      nowMs: NOW,
      argv: ['--bps', '10', '--agents', '200', '--events-per-second', '500'],
    });
    expect(load?.config).toMatchObject({ businessProcesses: 10, agents: 200 });
    expect(
      arrivalsPerSecond(load?.config ?? ({} as never)) * STATISTICS_CHANGES_PER_ARRIVAL,
    ).toBeCloseTo(500, 3);
    expect(() => parseLoadMode({ nowMs: NOW, argv: ['--events-per-second', '0'] })).toThrow(
      /positive/,
    );
  });
});
