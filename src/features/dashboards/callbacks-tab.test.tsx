// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CALLBACK_QUEUE_MAX_AGE_MS,
  type CallbackQueue,
  type CallbackRow,
} from '../../domain/callbacks';
import { fakeHubConnection } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import { initI18n } from '../../app/i18n';
import { CallbacksTab } from './callbacks-tab';

const row = (callbackId: string, destination: string): CallbackRow => ({
  callbackId,
  businessProcessId: 'bp-1',
  destination,
  destinationTimeZone: 'Europe/Paris',
  createdAt: Date.UTC(2026, 10, 27, 9, 0),
  queuedAt: Date.UTC(2026, 10, 27, 9, 5),
  attempts: 0,
  assignedAgentId: null,
  assignedAgentName: null,
  status: 'waiting',
  remarks: [],
});

/** The server's queue as each read finds it: the last one stands once they run out. */
function renderTab(queues: CallbackRow[][]) {
  let reads = 0;
  const request = vi.fn(async () => {
    const callbacks = queues[Math.min(reads++, queues.length - 1)]!;
    const value: CallbackQueue = { businessProcessId: 'bp-1', at: Date.now(), callbacks };
    return { ok: true as const, value };
  });
  const { connection } = fakeHubConnection({}, () => ({
    answerByPath: request,
  }));
  render(
    <HubContext value={connection}>
      <CallbacksTab businessProcessId="bp-1" />
    </HubContext>,
  );
  return { request };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('callbacks tab', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('reads the queue again after a quiet spell, so a callback that came due without moving a counter shows', async () => {
    vi.useFakeTimers();
    const { request } = renderTab([
      [row('cb-1', '+33 1 00 00 00 01')],
      [row('cb-1', '+33 1 00 00 00 01'), row('cb-2', '+33 1 00 00 00 02')],
    ]);
    await advance(0);
    expect(screen.getAllByTestId('callback-row')).toHaveLength(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith({
      method: 'GET',
      path: '/api/businessProcess/bp-1/callbacks',
    });

    await advance(CALLBACK_QUEUE_MAX_AGE_MS - 100);
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '1–1 of 1');

    await advance(100);
    await advance(0); // the read the re-render schedules
    expect(request).toHaveBeenCalledTimes(2);
    expect(
      screen.getAllByTestId('callback-row').map((r) => r.firstElementChild?.textContent),
    ).toEqual(['+33 1 00 00 00 01', '+33 1 00 00 00 02']);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '1–2 of 2');
  });
});
