import { describe, expect, it } from 'vitest';
import {
  agentKpiTimers,
  agentSummaryTimes,
  timerRunsIn,
  type AgentTimingCounters,
} from './agent-kpi-timers';

const T0 = 1_800_000_000_000;
const counters: AgentTimingCounters = {
  agentLoginTimeSpan: 600,
  agentTotalReadyTime: 100,
  agentTotalBusyTime: 200,
  agentTotalDialingTime: 10,
  agentBreakTime: 50,
  agentTotalNoAnswerTime: 5,
  agentBackOfficeTime: 30,
  agentTotalHandlingOutgoingTime: 20,
  agentTotalIdleTime: 80,
  countedAt: T0,
};

describe('agent KPI timers', () => {
  it('ready covers Ready and Offered; break covers breaks and No Answer; busy covers handling, dialing and outgoing', () => {
    expect(timerRunsIn('ready', 'offered')).toBe(true);
    expect(timerRunsIn('break', 'noAnswer')).toBe(true);
    expect(timerRunsIn('break', 'break-lunch')).toBe(true);
    expect(timerRunsIn('busy', 'dialing')).toBe(true);
    expect(timerRunsIn('busy', 'outgoing')).toBe(true);
    expect(timerRunsIn('busy', 'backoffice')).toBe(false);
    expect(timerRunsIn('login', 'offline')).toBe(false);
    expect(timerRunsIn('login', 'backoffice')).toBe(true);
  });

  it('counted values add up as the help texts say', () => {
    expect(
      agentKpiTimers(counters, { stateId: 'offline', since: T0 - 5_000 }, T0 + 60_000),
    ).toEqual({
      login: 600,
      ready: 100,
      break: 55,
      busy: 230,
      backoffice: 30,
      outgoing: 20,
      dialing: 10,
    });
  });

  it('the timers of the current state tick from countedAt', () => {
    const timers = agentKpiTimers(counters, { stateId: 'ready', since: T0 - 5_000 }, T0 + 7_400);
    expect(timers.ready).toBe(107);
    expect(timers.login).toBe(607);
    expect(timers.busy).toBe(230);
  });

  it('a state newer than the counters ticks from its own start and never counts twice', () => {
    const timers = agentKpiTimers(counters, { stateId: 'dialing', since: T0 + 4_000 }, T0 + 10_000);
    expect(timers.dialing).toBe(16);
    expect(timers.busy).toBe(236);
    expect(timers.login).toBe(606);
  });

  it('a clock behind the counters adds nothing', () => {
    expect(agentKpiTimers(counters, { stateId: 'ready', since: T0 }, T0 - 3_000).ready).toBe(100);
  });

  it('without a known state nothing ticks', () => {
    expect(agentKpiTimers(counters, null, T0 + 60_000).login).toBe(600);
  });
});

describe('agents summary times', () => {
  it('idle ticks only while Ready, break while in any break or No Answer', () => {
    expect(agentSummaryTimes(counters, { stateId: 'ready', since: T0 }, T0 + 3_000)).toEqual({
      break: 55,
      idle: 83,
    });
    expect(agentSummaryTimes(counters, { stateId: 'offered', since: T0 }, T0 + 3_000)).toEqual({
      break: 55,
      idle: 80,
    });
    expect(agentSummaryTimes(counters, { stateId: 'noAnswer', since: T0 }, T0 + 3_000)).toEqual({
      break: 58,
      idle: 80,
    });
  });
});
