// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { LIVE_TIMER_TICK_MS } from '../../domain/supervisor-constants';
import { fakeHubConnection } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import type { Interaction } from '../../protocol/interaction-events';
import { CallRow } from './call-row';

const START = 1_800_000_000_000;

/** Only what a row reads of an interaction. */
const live = {
  interactionId: 'ix-1',
  interactionMediaType: 'CHAT',
  interactionStateId: 'handling',
  interactionStateName: 'Handling',
  isOnWrapUp: false,
  lastStateStartTime: START - 60_000,
  crm: { customerFullName: 'Casey Customer', contactId: null },
  routing: { remoteParty: '', businessProcessName: 'Sales' },
  recording: { isEnabled: false, isPaused: false },
  elements: [],
  timing: {
    directCallAnsweredAt: START - 65_000,
    startTime: null,
    entryTime: START - 70_000,
    endTime: null,
  },
} as unknown as Interaction;
const entry = {
  interaction: live,
  list: 'active',
  changedAt: START,
  unread: 0,
  source: 'hub',
} as const;

describe('a live call row', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('the duration ticks without a React commit', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const { connection } = fakeHubConnection({});
    const onRender = vi.fn();
    render(
      <HubContext value={connection}>
        <Profiler id="row" onRender={onRender}>
          <ul>
            <CallRow
              entry={{ ...entry, interaction: { ...live, interactionMediaType: 'TELEPHONY' } }}
            />
          </ul>
        </Profiler>
      </HubContext>,
    );
    const duration = screen.getByTestId('call-duration');
    const before = duration.textContent;
    onRender.mockClear();
    act(() => void vi.advanceTimersByTime(3 * LIVE_TIMER_TICK_MS));
    expect(onRender).not.toHaveBeenCalled();
    expect(duration.textContent).not.toBe(before);
  });
});
