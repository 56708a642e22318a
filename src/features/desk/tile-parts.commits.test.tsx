// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { LIVE_TIMER_TICK_MS } from '../../domain/supervisor-constants';
import { fakeHubConnection } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import type { Interaction } from '../../protocol/interaction-events';
import { ActiveTimer, MediaAvatar, PendingCountdown } from './tile-parts';
import { WrapUpTimeLeft } from './wrap-up-panel';

const START = 1_800_000_000_000;

/** Only what the countdowns read of an interaction: its type, state and timing. */
const offer = {
  interactionType: 'inbound',
  interactionMediaType: 'Telephony',
  interactionStateId: 'pending',
  isOnWrapUp: false,
  isPendingConsult: false,
  consult: { receiver: null },
  noAnswerTimeout: 8,
  lastStateStartTime: START,
  crm: { contactId: null },
  timing: { directCallAnsweredAt: null, endTime: null },
} as unknown as Interaction;
const wrapUp = {
  ...offer,
  interactionStateId: 'wrapUp',
  lastStateStartTime: START,
  wrapUpTimeout: 60,
} as unknown as Interaction;

describe("a tile's countdowns", () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('the offer and wrap-up countdowns and the wrap-up ring tick without a React commit', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const { connection } = fakeHubConnection({});
    const onRender = vi.fn();
    const { container } = render(
      <HubContext value={connection}>
        <Profiler id="tile" onRender={onRender}>
          <PendingCountdown ix={offer} agentId="a1" />
          <ActiveTimer ix={wrapUp} />
          <MediaAvatar ix={wrapUp} status="wrapUp" statusLabel="Wrap-up" />
        </Profiler>
      </HubContext>,
    );
    const pending = screen.getByTestId('pending-countdown');
    const left = screen.getByTestId('wrap-up-countdown');
    const ring = () =>
      container.querySelector('.wrap-up-ring__left')?.getAttribute('stroke-dashoffset');
    const before = [pending.textContent, left.textContent, ring()];
    expect(pending.classList.contains('tile-timer--urgent')).toBe(false);
    onRender.mockClear();

    act(() => void vi.advanceTimersByTime(4 * LIVE_TIMER_TICK_MS));

    expect(onRender).not.toHaveBeenCalled();
    expect(pending.textContent).not.toBe(before[0]);
    expect(pending.classList.contains('tile-timer--urgent')).toBe(true);
    expect(left.textContent).not.toBe(before[1]);
    expect(ring()).not.toBe(before[2]);
  });
});

describe("the wrap-up panel's time left", () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks without a React commit', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const onRender = vi.fn();
    render(
      <Profiler id="panel" onRender={onRender}>
        <WrapUpTimeLeft ix={wrapUp} />
      </Profiler>,
    );
    const left = screen.getByTestId('wrap-up-left');
    const before = left.textContent;
    onRender.mockClear();
    act(() => void vi.advanceTimersByTime(3 * LIVE_TIMER_TICK_MS));
    expect(onRender).not.toHaveBeenCalled();
    expect(left.textContent).not.toBe(before);
  });
});
