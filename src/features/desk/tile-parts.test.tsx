// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { LIVE_TIMER_TICK_MS } from '../../domain/supervisor-constants';
import type { Interaction } from '../../protocol/interaction-events';
import { ActiveTimer } from './tile-parts';

const START = 1_800_000_000_000;

/** Only what the timer reads of an interaction: its state and timing. */
const call = (endTime: number | null) =>
  ({
    interactionStateId: 'connected',
    isOnWrapUp: false,
    timing: { directCallAnsweredAt: START - 65_000, endTime },
  }) as unknown as Interaction;

describe("a tile's call duration", () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks each second without a React commit, and stops at the end of the call', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const onRender = vi.fn();
    const view = render(
      <Profiler id="timer" onRender={onRender}>
        <ActiveTimer ix={call(null)} />
      </Profiler>,
    );
    const first = screen.getByTestId('call-duration').textContent;
    onRender.mockClear();
    act(() => void vi.advanceTimersByTime(3 * LIVE_TIMER_TICK_MS));
    expect(onRender).not.toHaveBeenCalled();
    expect(screen.getByTestId('call-duration').textContent).not.toBe(first);

    view.rerender(
      <Profiler id="timer" onRender={onRender}>
        <ActiveTimer ix={call(START)} />
      </Profiler>,
    );
    expect(screen.getByTestId('call-duration').textContent).toBe(first);
    act(() => void vi.advanceTimersByTime(2 * LIVE_TIMER_TICK_MS));
    expect(screen.getByTestId('call-duration').textContent).toBe(first);
  });
});
