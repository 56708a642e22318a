/** The wallboard topic: the wallboard form derived in the hub, only while a wallboard watches. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_INTERVAL_MS } from '../workers/hub/publisher';
import { batch, businessProcess } from './hub-events';
import { createTestHub, settle, TestTab, type TestHub } from './hub-support';

let t: TestHub;
const tabs: TestTab[] = [];

beforeEach(async () => {
  vi.useFakeTimers();
  t = createTestHub();
  t.session.activate();
  t.sockets.at(-1)!.signal({ type: 'connected' });
  await settle();
});
afterEach(() => {
  t.hub.dispose();
  for (const tab of tabs.splice(0)) tab.close();
  vi.useRealTimers();
});

async function tab(id: string): Promise<TestTab> {
  const opened = new TestTab(t.hub, id);
  tabs.push(opened);
  await opened.hello();
  return opened;
}

describe('wallboard topic', () => {
  it('is not computed while no tab shows a wallboard, and a new subscriber gets every business process at once', async () => {
    t.sockets[0]!.emit(
      'stats:businessProcess',
      batch([businessProcess('bp1'), businessProcess('bp2')]),
    );
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const board = await tab('board');
    expect([...board.state('wallboard').keys()]).toEqual([]);
    await t.hub.subscribe('board', 'wallboard');
    expect([...board.state('wallboard').keys()].sort()).toEqual(['bp1', 'bp2']);
  });

  it('live changes reach the wallboard form, with the alert type of the health profile', async () => {
    const board = await tab('board');
    await t.hub.subscribe('board', 'wallboard');
    t.sockets[0]!.emit('stats:businessProcess', batch([businessProcess('bp1')]));
    t.sockets[0]!.emit(
      'stats:businessProcess',
      batch([
        {
          businessProcessId: 'bp1',
          kpis: { businessProcessServiceLevel: 0.2, businessProcessWaitingInteractions: 7 },
        },
      ]),
    );
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const bp1 = board.state('wallboard').get('bp1');
    expect(bp1?.waiting).toEqual({ value: 7, alertType: expect.any(String) });
    // the default profile puts a 20 % service level far into its alert band
    expect(bp1?.serviceLevel).toEqual({ value: 0.2, alertType: 'Alert' });
  });
});
