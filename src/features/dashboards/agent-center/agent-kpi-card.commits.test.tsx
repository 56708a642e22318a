// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n';
import { LIVE_TIMER_TICK_MS } from '../../../domain/supervisor-constants';
import { fakeHubConnection } from '../../../hub-client/fake-hub-connection';
import { HubContext } from '../../../hub-client/hub-context';
import type { UserProfile } from '../../../protocol/api';
import type { AgentState, AgentStatistics } from '../../../protocol/events';
import { AgentKpiCard } from './agent-kpi-card';

const USER: UserProfile = {
  userId: 'u1',
  username: 'agent',
  displayName: 'Alex Agent',
  firstName: 'Alex',
  lastName: 'Agent',
  email: 'alex@example.test',
  organizationId: 'org',
  isSupervisor: false,
  isWallboard: false,
  supervisorFeatures: false,
  assignedBusinessProcessIds: ['bp-1'],
  defaultLoadAllowanceId: 'la',
  alwaysRecord: false,
};
/** Per-medium counts (a fixture): none of this test's work is of one medium in particular. */
const NO_MEDIA_COUNTS = Object.fromEntries(
  ['answered', 'missed', 'rejected', 'transfer'].flatMap((kind) =>
    ['Telephony', 'Email', 'Chat', 'Sms'].map((medium) => [`${kind}${medium}`, 0]),
  ),
) as Pick<
  AgentStatistics,
  `${'answered' | 'missed' | 'rejected' | 'transfer'}${'Telephony' | 'Email' | 'Chat' | 'Sms'}`
>;
const START = 1_800_000_000_000;

function statistics(answered: number): AgentStatistics {
  return {
    agentId: 'u1',
    agentName: 'Alex Agent',
    agentAverageTreatingTime: 120,
    agentBreakTime: 0,
    agentASA: 0,
    agentMissedCalls: 1,
    agentTotalIdleTime: 0,
    agentTotalAnsweredCalls: answered,
    agentRejectedCalls: 0,
    agentTotalTransfer: 0,
    agentTotalCallbacksReschedule: 0,
    agentLoginTimeSpan: 600,
    agentTotalReadyTime: 300,
    agentTotalBusyTime: 300,
    agentTotalDialingTime: 0,
    agentTotalNoAnswerTime: 0,
    agentBackOfficeTime: 0,
    agentTotalHandlingOutgoingTime: 0,
    ...NO_MEDIA_COUNTS,
    countedAt: START,
  };
}

const READY: AgentState = {
  agentId: 'u1',
  stateId: 'ready',
  stateName: 'Ready',
  breakTypeId: null,
  since: START - 60_000,
  loadAllowanceId: 'la',
  hasTelephonyInteraction: false,
};

describe('the agent KPI card under live figures', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('new counts and ticking timers change the DOM without a React commit', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const { connection, push } = fakeHubConnection({
      session: { name: 'active', user: USER, instanceId: null },
      ownAgent: READY,
    });
    const onRender = vi.fn();
    render(
      <HubContext value={connection}>
        <Profiler id="card" onRender={onRender}>
          <AgentKpiCard
            card={{
              _id: 'c1',
              componentName: 'agentKpi',
              selectedBusinessProcessId: null,
              startBusinessProcessId: null,
            }}
            onChange={() => {}}
            notify={() => {}}
          />
        </Profiler>
      </HubContext>,
    );
    push('agentStatistics', 'u1', statistics(5));
    const answered = screen.getByTestId('figure-answered');
    const login = screen.getByTestId('figure-timer-login');
    expect(answered.textContent).toBe('5');
    const loginAtStart = login.textContent;
    onRender.mockClear();

    for (let n = 6; n <= 30; n += 1) push('agentStatistics', 'u1', statistics(n));
    act(() => void vi.advanceTimersByTime(3 * LIVE_TIMER_TICK_MS));

    expect(onRender).not.toHaveBeenCalled();
    expect(answered.textContent).toBe('30');
    expect(login.textContent).not.toBe(loginAtStart);
  });
});
