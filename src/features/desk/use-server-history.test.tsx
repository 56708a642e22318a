// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, HISTORY_ANCHOR_STEP_MS } from '../../domain/desk-history';
import type { CommandResult } from '../../protocol/hub';
import { readKeyString, readQueryKey } from '../../protocol/reads';
import { fakeHubConnection, type PathRequest } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import { useServerHistory } from './use-server-history';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const HOUR = 1_795_000 * HISTORY_ANCHOR_STEP_MS;

function History() {
  const history = useServerHistory('agent1', 72);
  return (
    <div>
      <p>{history.entries.map((e) => e.interaction.interactionId).join(',') || 'none'}</p>
      <p>{history.error ?? (history.since === null ? 'loading' : `since ${history.since}`)}</p>
      <button type="button" onClick={history.loadMore} disabled={!history.canLoadMore}>
        more
      </button>
    </div>
  );
}

type Query = { agentId: string; startTime: string; endTime: string };

function mount(answer: (query: Query) => CommandResult<unknown>) {
  const requests: Query[] = [];
  const fake = fakeHubConnection({}, () => ({
    answerByPath: async (req: PathRequest) => {
      const query = req.query as Query;
      requests.push(query);
      return answer(query);
    },
  }));
  render(
    <HubContext value={fake.connection}>
      <History />
    </HubContext>,
  );
  return { fake, requests };
}

const day = (id: string) => ({
  ok: true as const,
  value: { agentInteractions: [{ interaction: { interactionId: id }, completedAt: 1 }] },
});

describe('the sidebar history pages', () => {
  it('two sidebars opened within the same hour ask for the same page: the hub answers both from one request', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(HOUR + 60_000);
    const first = mount(() => day('a'));
    vi.setSystemTime(HOUR + 50 * 60_000);
    const second = mount(() => day('a'));
    expect(first.requests).toEqual(second.requests);
    expect(first.requests).toEqual([
      {
        agentId: 'agent1',
        startTime: String(HOUR + HISTORY_ANCHOR_STEP_MS - DAY_MS + 1),
        endTime: String(HOUR + HISTORY_ANCHOR_STEP_MS),
      },
    ]);
  });

  it('Load More adds the next day; a failed day says why, and the button asks again', async () => {
    let fail = true;
    let newestEnd: string | null = null;
    const { fake, requests } = mount((query) =>
      (newestEnd ??= query.endTime) === query.endTime
        ? day('today')
        : fail
          ? { ok: false, error: { code: 'http', status: 500, message: 'Database down' } }
          : day(`older-${query.endTime}`),
    );
    expect(await screen.findByText('today')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(await screen.findByText('Database down')).toBeTruthy();
    expect(screen.getByText('today')).toBeTruthy();
    fail = false;
    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(await screen.findByText(/^today,older-/)).toBeTruthy();
    // an interaction going to history makes the newest day stale: it is read again
    const newest = requests[0]!;
    const before = requests.length;
    fake.push('readChanges', readKeyString(readQueryKey('interactionHistory', { query: newest })), {
      at: 9,
    });
    await act(async () => {});
    expect(requests.length).toBe(before + 1);
    expect(requests.at(-1)).toEqual(newest);
  });
});
