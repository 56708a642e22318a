// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';
import { LIVE_TIMER_TICK_MS } from '../domain/supervisor-constants';
import { fakeHubConnection } from '../hub-client/fake-hub-connection';
import { HubContext } from '../hub-client/hub-context';
import { AgentStateSelector } from './agent-state-selector';

const START = 1_800_000_000_000;

describe("the agent's own state selector", () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('the time in state ticks without a React commit', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const { connection } = fakeHubConnection({
      ownAgent: {
        agentId: 'a1',
        stateId: 'ready',
        stateName: 'Ready',
        breakTypeId: null,
        since: START - 5_000,
        loadAllowanceId: 'la',
        hasTelephonyInteraction: false,
      },
    });
    const onRender = vi.fn();
    render(
      <HubContext value={connection}>
        <Profiler id="selector" onRender={onRender}>
          <AgentStateSelector agentId="a1" />
        </Profiler>
      </HubContext>,
    );
    // the reference look-ups answer (here: "unused") and the selector settles
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const time = screen.getByTestId('own-time-in-state');
    const before = time.textContent;
    onRender.mockClear();
    act(() => void vi.advanceTimersByTime(3 * LIVE_TIMER_TICK_MS));
    expect(onRender).not.toHaveBeenCalled();
    expect(time.textContent).not.toBe(before);
  });
});
