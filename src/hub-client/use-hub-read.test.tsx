// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommandResult } from '../protocol/hub';
import { readKeyString, readQueryKey } from '../protocol/reads';
import { fakeHubConnection, type PathRequest } from './fake-hub-connection';
import { HubContext } from './hub-context';
import { useHubRead } from './use-hub-read';

afterEach(cleanup);

function Themes() {
  const { state, retry } = useHubRead({ name: 'themes' });
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'failed')
    return (
      <button type="button" onClick={retry}>
        {state.message}
      </button>
    );
  return <p>{state.value.map((theme) => theme.name).join(',')}</p>;
}

function mount(answer: (req: PathRequest) => CommandResult<unknown>) {
  const requests: PathRequest[] = [];
  const fake = fakeHubConnection({}, () => ({
    answerByPath: async (req) => {
      requests.push(req);
      return answer(req);
    },
  }));
  render(
    <HubContext value={fake.connection}>
      <Themes />
    </HubContext>,
  );
  return { fake, requests };
}

describe('useHubRead', () => {
  it('shows loading, then the answer; reads again when the hub says the read changed', async () => {
    let names = ['Dark'];
    const { fake, requests } = mount(() => ({
      ok: true,
      value: names.map((name) => ({ _id: name, name })),
    }));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Dark')).toBeTruthy();
    names = ['Dark', 'Light'];
    fake.push('readChanges', readKeyString(readQueryKey('themes')), { at: 2 });
    expect(await screen.findByText('Dark,Light')).toBeTruthy();
    expect(requests).toHaveLength(2);
    // another read's change is not this one's
    fake.push('readChanges', readKeyString(readQueryKey('timeZones')), { at: 3 });
    await act(async () => {});
    expect(requests).toHaveLength(2);
  });

  it("a failure shows the server's message and Retry reads again", async () => {
    let fail = true;
    const { requests } = mount(() =>
      fail
        ? { ok: false, error: { code: 'http', status: 500, message: 'Database down' } }
        : { ok: true, value: [{ _id: '1', name: 'Dark' }] },
    );
    const button = await screen.findByRole('button', { name: 'Database down' });
    fail = false;
    act(() => button.click());
    expect(await screen.findByText('Dark')).toBeTruthy();
    expect(requests).toHaveLength(2);
  });

  it('a read asked for again after another one was shown reads again, not stuck loading', async () => {
    const requests: PathRequest[] = [];
    const fake = fakeHubConnection({}, () => ({
      answerByPath: async (req) => {
        requests.push(req);
        return { ok: true, value: { _id: req.path, name: req.path.split('/').pop() } };
      },
    }));
    function Theme(props: { id: string }) {
      const { state } = useHubRead({ name: 'theme', params: { id: props.id } });
      return <p>{state.status === 'ready' ? state.value.name : state.status}</p>;
    }
    const view = render(
      <HubContext value={fake.connection}>
        <Theme id="a" />
      </HubContext>,
    );
    expect(await screen.findByText('a')).toBeTruthy();
    view.rerender(
      <HubContext value={fake.connection}>
        <Theme id="b" />
      </HubContext>,
    );
    expect(await screen.findByText('b')).toBeTruthy();
    view.rerender(
      <HubContext value={fake.connection}>
        <Theme id="a" />
      </HubContext>,
    );
    expect(await screen.findByText('a')).toBeTruthy();
    expect(requests).toHaveLength(3);
  });
});
