import { afterEach, describe, expect, it } from 'vitest';
import { bridgePort, type PortBridge } from './port-bridge';

const open: Array<PortBridge | MessagePort> = [];
afterEach(() => {
  for (const item of open.splice(0)) item.close();
});

function nextMessage(port: MessagePort): Promise<MessageEvent> {
  return new Promise((resolve) => {
    port.onmessage = resolve;
  });
}

/** Two ends of one link, as a follower tab and the leader's worker hold them. */
function link(name: string) {
  const tab = new MessageChannel();
  const worker = new MessageChannel();
  open.push(tab.port1, worker.port1);
  open.push(
    bridgePort(tab.port2, new BroadcastChannel(name), 'f'),
    bridgePort(worker.port2, new BroadcastChannel(name), 'l'),
  );
  return { tab: tab.port1, worker: worker.port1 };
}

describe('a MessagePort relayed over a BroadcastChannel', () => {
  it('carries messages both ways', async () => {
    const { tab, worker } = link('bridge-both-ways');
    const atWorker = nextMessage(worker);
    tab.postMessage({ id: 1, args: ['hello'] });
    expect((await atWorker).data).toEqual({ id: 1, args: ['hello'] });
    const atTab = nextMessage(tab);
    worker.postMessage({ id: 1, value: 'ok' });
    expect((await atTab).data).toEqual({ id: 1, value: 'ok' });
  });

  it('a port inside a message arrives as a working port (the patch port of hello)', async () => {
    const { tab, worker } = link('bridge-nested');
    const patches = new MessageChannel();
    open.push(patches.port1);
    const atWorker = nextMessage(worker);
    tab.postMessage({ id: 2, args: [{ tabId: 't' }, patches.port2] }, [patches.port2]);
    const received = (await atWorker).data as { args: [unknown, MessagePort] };
    const relayed = received.args[1];
    expect(relayed).toBeInstanceOf(MessagePort);
    open.push(relayed);
    const atTab = nextMessage(patches.port1);
    relayed.postMessage([{ topic: 'session', seq: 1 }]);
    expect((await atTab).data).toEqual([{ topic: 'session', seq: 1 }]);
  });

  it('a message of another link never arrives', async () => {
    const first = link('bridge-a');
    const second = link('bridge-b');
    const atFirst = nextMessage(first.worker);
    let strayed = false;
    second.worker.onmessage = () => {
      strayed = true;
    };
    first.tab.postMessage('for a');
    expect((await atFirst).data).toBe('for a');
    expect(strayed).toBe(false);
  });
});
