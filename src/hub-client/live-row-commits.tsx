/**
 * For the commit tests of rows whose duration ticks through `LiveText`: a live interaction as
 * a row reads it, and the check that three ticks of the shared clock change the duration's
 * text without a React commit.
 */
import { Profiler, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { LIVE_TIMER_TICK_MS } from '../domain/supervisor-constants';
import type { Interaction } from '../protocol/interaction-events';
import { fakeHubConnection } from './fake-hub-connection';
import { HubContext } from './hub-context';

export const LIVE_ROW_START = 1_800_000_000_000;

/** Only what a row reads of an interaction, on the medium given. */
export function liveRowInteraction(media: 'CHAT' | 'TELEPHONY'): Interaction {
  return {
    interactionId: 'ix-1',
    interactionMediaType: media,
    interactionStateId: 'handling',
    interactionStateName: 'Handling',
    isOnWrapUp: false,
    lastStateStartTime: LIVE_ROW_START - 60_000,
    crm: { customerFullName: 'Casey Customer', contactId: null },
    routing: { remoteParty: '', businessProcessName: 'Sales' },
    recording: { isEnabled: false, isPaused: false },
    elements: [],
    timing: {
      directCallAnsweredAt: LIVE_ROW_START - 65_000,
      startTime: null,
      entryTime: LIVE_ROW_START - 70_000,
      endTime: null,
    },
    // a row reads only the fields above
  } as unknown as Interaction;
}

/** Renders `row` at LIVE_ROW_START and expects its duration to tick with no commit. */
export function expectDurationTicksWithoutCommit(row: ReactNode, durationTestId: string): void {
  vi.useFakeTimers();
  vi.setSystemTime(LIVE_ROW_START);
  const { connection } = fakeHubConnection({});
  const onRender = vi.fn();
  render(
    <HubContext value={connection}>
      <Profiler id="row" onRender={onRender}>
        <ul>{row}</ul>
      </Profiler>
    </HubContext>,
  );
  const duration = screen.getByTestId(durationTestId);
  const before = duration.textContent;
  onRender.mockClear();
  act(() => void vi.advanceTimersByTime(3 * LIVE_TIMER_TICK_MS));
  expect(onRender).not.toHaveBeenCalled();
  expect(duration.textContent).not.toBe(before);
}
