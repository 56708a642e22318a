/**
 * The leader transport's tab side: the patches of whichever hub serves reach the tab. A tab
 * that gives its reader gets them straight from the hub's port, not posted a second time
 * through its own patch port (issue 23: that relay made a leader-mode tab cost 2–3×).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION, type HelloResult, type HubApi } from '../protocol/hub';
import { SwitchingHub, type HubTarget } from './switching-hub';

const HELLO = {
  protocolVersion: PROTOCOL_VERSION,
  tabId: 'tab-a',
  collaborationHost: false,
  delivery: 'patch' as const,
};

const opened: MessagePort[] = [];
afterEach(() => {
  for (const port of opened.splice(0)) port.close();
});

/** A hub that posts `patch` on the port it is greeted with. */
function hubPosting(patch: unknown): HubTarget {
  const hello = async (_req: unknown, port: MessagePort): Promise<HelloResult> => {
    opened.push(port);
    port.postMessage(patch);
    return { ok: true, transport: 'leader' };
  };
  // only hello is reached in these tests
  return { hub: { hello } as unknown as HubApi, transfer: (port) => port };
}

function tabChannel(): { channel: MessageChannel; viaPort: unknown[] } {
  const channel = new MessageChannel();
  opened.push(channel.port1, channel.port2);
  const viaPort: unknown[] = [];
  channel.port1.onmessage = (event: MessageEvent<unknown>) => viaPort.push(event.data);
  return { channel, viaPort };
}

describe('SwitchingHub patches', () => {
  it('reach a tab that gave its reader directly, never through its patch port', async () => {
    const switching = new SwitchingHub(() => {});
    const { channel, viaPort } = tabChannel();
    const read = new Promise<unknown>((resolve) => switching.readPatches(resolve));
    switching.serve(hubPosting({ topic: 'session', seq: 1 }));
    await switching.api.hello(HELLO, channel.port2);
    await expect(read).resolves.toEqual({ topic: 'session', seq: 1 });
    // a message posted on the tab's port would have arrived by the time a later one does
    const marker = new Promise<void>((resolve) => {
      const probe = new MessageChannel();
      opened.push(probe.port1, probe.port2);
      probe.port1.onmessage = () => resolve();
      probe.port2.postMessage(null);
    });
    await marker;
    expect(viaPort).toEqual([]);
  });

  it('go through the patch port of a tab that gave no reader', async () => {
    const switching = new SwitchingHub(() => {});
    const { channel, viaPort } = tabChannel();
    switching.serve(hubPosting({ topic: 'session', seq: 1 }));
    await switching.api.hello(HELLO, channel.port2);
    await vi.waitFor(() => expect(viaPort).toEqual([{ topic: 'session', seq: 1 }]));
  });

  it('a call by name reaches the hub that serves', async () => {
    const switching = new SwitchingHub(() => {});
    const call = vi.fn(async () => ({ ok: true as const, value: [] }));
    const hello = async (): Promise<HelloResult> => ({ ok: true, transport: 'leader' });
    switching.serve({ hub: { hello, call } as unknown as HubApi, transfer: (port) => port });
    const { channel } = tabChannel();
    await switching.api.hello(HELLO, channel.port2);
    await expect(switching.api.call('campaigns')).resolves.toEqual({ ok: true, value: [] });
    expect(call).toHaveBeenCalledWith('campaigns');
  });

  it('a later hub hears the topics named at hello from the replay, as they stand now', async () => {
    const switching = new SwitchingHub(() => {});
    const hubWithTopics = () => {
      const hub = {
        hello: vi.fn(async (): Promise<HelloResult> => ({ ok: true, transport: 'leader' })),
        subscribe: vi.fn(async () => {}),
        unsubscribe: vi.fn(async () => {}),
      };
      return {
        hub,
        target: { hub: hub as unknown as HubApi, transfer: (port: MessagePort) => port },
      };
    };
    const first = hubWithTopics();
    switching.serve(first.target);
    const { channel } = tabChannel();
    const topics = ['session', 'businessProcessStatistics', 'health'] as const;
    await switching.api.hello({ ...HELLO, topics }, channel.port2);
    expect(first.hub.hello.mock.calls[0]).toEqual([{ ...HELLO, topics }, expect.anything()]);
    // the greeting subscribed them: the first hub is not asked again
    expect(first.hub.subscribe).not.toHaveBeenCalled();
    await switching.api.unsubscribe(HELLO.tabId, 'health');
    const second = hubWithTopics();
    switching.serve(second.target);
    await vi.waitFor(() => expect(second.hub.subscribe).toHaveBeenCalledTimes(2));
    expect(second.hub.hello.mock.calls[0]).toEqual([{ ...HELLO, topics: [] }, expect.anything()]);
    expect(second.hub.subscribe.mock.calls).toEqual([
      [HELLO.tabId, 'session'],
      [HELLO.tabId, 'businessProcessStatistics'],
    ]);
  });
});
