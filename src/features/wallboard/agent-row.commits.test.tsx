// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { LIVE_TIMER_TICK_MS } from '../../domain/supervisor-constants';
import type { AgentState, AgentStatistics } from '../../protocol/events';
import { AgentRow } from './agent-row';

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
    agentId: 'a1',
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
const state = (stateId: AgentState['stateId']): AgentState => ({
  agentId: 'a1',
  stateId,
  stateName: stateId,
  breakTypeId: null,
  since: START - 5_000,
  loadAllowanceId: 'la',
  hasTelephonyInteraction: false,
});

describe('a wallboard agent row', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counters, state and ticking timers change the DOM without a React commit', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const stats = signal<AgentStatistics | undefined>(statistics(5));
    const own = signal<AgentState | undefined>(state('ready'));
    const onRender = vi.fn();
    render(
      <table>
        <tbody>
          <Profiler id="row" onRender={onRender}>
            <AgentRow agentId="a1" dimension={null} statistics={stats} state={own} />
          </Profiler>
        </tbody>
      </table>,
    );
    const cells = () =>
      [...screen.getByTestId('wallboard-agent-a1').querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    const before = cells();
    expect(before[2]).toBe('5');
    onRender.mockClear();

    act(() => {
      for (let n = 6; n <= 20; n += 1) stats.value = statistics(n);
      own.value = state('busy');
    });
    act(() => void vi.advanceTimersByTime(2 * LIVE_TIMER_TICK_MS));

    expect(onRender).not.toHaveBeenCalled();
    const after = cells();
    expect(after[2]).toBe('20');
    expect(after[1]).not.toBe(before[1]);
    expect(after[0]).not.toBe(before[0]);
    expect(
      screen.getByTestId('wallboard-agent-a1').querySelector('.wallboard-state--busy'),
    ).not.toBeNull();
  });
});
