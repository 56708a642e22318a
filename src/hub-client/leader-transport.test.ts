/**
 * The leader tab's transport against a browser of fakes: Web Locks that another tab can take,
 * workers that only record, the page's events. Point 3 of issue 23: a tab that wakes up
 * believing it leads asks the lock before it acts, and gives the lead up when it is gone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUB_LEADER_LOCK } from '../domain/hub-leadership';
import { LEADER_ANNOUNCE_CHANNEL } from '../protocol/hub-leader';
import { tabLockName } from '../../workers/hub/tabs';
import { openLeaderTransport, type LeaderTransport } from './leader-transport';

const TAB = 'tab-a';
const OWN_CLIENT = 'client-a';

interface Held {
  clientId: string;
  /** Rejects the holder's request, as a steal does. */
  steal?: () => void;
}
interface Waiting {
  name: string;
  clientId: string;
  grant: () => void;
}

/** Web Locks of one browser, seen from tab A; other tabs are played by the test. */
class FakeLocks {
  readonly held = new Map<string, Held>();
  readonly pending: Waiting[] = [];

  request(
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => unknown,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held.set(name, {
          clientId: OWN_CLIENT,
          steal: () => reject(new DOMException('stolen', 'AbortError')),
        });
        void Promise.resolve(callback({ name, mode: 'exclusive' })).then((value) => {
          if (this.held.get(name)?.clientId === OWN_CLIENT) this.release(name);
          resolve(value);
        });
      };
      if (options.steal === true) {
        this.held.get(name)?.steal?.();
        grant();
        return;
      }
      if (!this.held.has(name)) {
        grant();
        return;
      }
      const waiting: Waiting = { name, clientId: OWN_CLIENT, grant };
      this.pending.push(waiting);
      options.signal?.addEventListener('abort', () => {
        const at = this.pending.indexOf(waiting);
        if (at >= 0) this.pending.splice(at, 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }

  query(): Promise<LockManagerSnapshot> {
    return Promise.resolve({
      held: [...this.held].map(([name, held]) => ({
        name,
        clientId: held.clientId,
        mode: 'exclusive',
      })),
      pending: this.pending.map(({ name, clientId }) => ({ name, clientId, mode: 'exclusive' })),
    });
  }

  /** The lock goes to the next in line. */
  release(name: string): void {
    this.held.delete(name);
    const at = this.pending.findIndex((waiting) => waiting.name === name);
    if (at < 0) return;
    const [next] = this.pending.splice(at, 1);
    next?.grant();
  }
}

/** A worker that records what it is told and whether it was ended. */
class FakeWorker extends EventTarget {
  static all: FakeWorker[] = [];
  readonly messages: unknown[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.all.push(this);
  }
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
}

let locks: FakeLocks;
let page: EventTarget;
let transport: LeaderTransport | null = null;
let otherTab: BroadcastChannel;
let heard: unknown[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  locks = new FakeLocks();
  // the tab's own lock, held for its life: how the transport finds its client id
  locks.held.set(tabLockName(TAB), { clientId: OWN_CLIENT });
  FakeWorker.all = [];
  page = new EventTarget();
  vi.stubGlobal('navigator', { locks });
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('document', page);
  vi.stubGlobal('window', new EventTarget());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  heard = [];
  otherTab = new BroadcastChannel(LEADER_ANNOUNCE_CHANNEL);
  otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
});

afterEach(() => {
  transport?.close();
  transport = null;
  otherTab.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Tab A, granted the lead at once: its hub worker is told it owns the hub. */
async function leadingTab(): Promise<FakeWorker> {
  transport = openLeaderTransport(TAB);
  await vi.waitFor(() => expect(FakeWorker.all[0]?.messages).toHaveLength(1));
  expect(locks.held.get(HUB_LEADER_LOCK)?.clientId).toBe(OWN_CLIENT);
  return FakeWorker.all[0]!;
}

/** Another tab took the lead while A slept, and A heard nothing of it. */
function takenWhileAsleep(): void {
  locks.held.set(HUB_LEADER_LOCK, { clientId: 'client-b' });
}

describe('a leader tab that wakes up checks the lock before it acts', () => {
  it('resumed with its lock gone, it ends its hub and waits in line again', async () => {
    const worker = await leadingTab();
    takenWhileAsleep();
    page.dispatchEvent(new Event('resume'));
    await vi.waitFor(() => expect(worker.terminated).toBe(true));
    // in line again, and it asks who serves now
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'who' }));
    expect(locks.pending.map((waiting) => waiting.clientId)).toEqual([OWN_CLIENT]);
  });

  it('visible again with its lock still held, it goes on leading', async () => {
    const worker = await leadingTab();
    page.dispatchEvent(new Event('visibilitychange'));
    page.dispatchEvent(new Event('resume'));
    // the check is asked; nothing changes
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(worker.terminated).toBe(false);
    expect(locks.held.get(HUB_LEADER_LOCK)?.clientId).toBe(OWN_CLIENT);
  });

  it('hearing another hub, it asks the lock and steps down when another tab holds it', async () => {
    const worker = await leadingTab();
    otherTab.postMessage({ type: 'beat', hubId: 'hub-of-b' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(worker.terminated).toBe(false); // a stale beat while the lock is its own changes nothing
    takenWhileAsleep();
    otherTab.postMessage({ type: 'beat', hubId: 'hub-of-b' });
    await vi.waitFor(() => expect(worker.terminated).toBe(true));
  });

  it('its lock stolen, the rejected hold makes it step down', async () => {
    const worker = await leadingTab();
    locks.held.get(HUB_LEADER_LOCK)?.steal?.();
    await vi.waitFor(() => expect(worker.terminated).toBe(true));
  });
});

describe('the next tab in line keeps a standby worker', () => {
  /** Tab B leads; tab A opens behind `ahead` other tabs waiting. */
  async function followingTab(ahead: string[]): Promise<void> {
    locks.held.set(HUB_LEADER_LOCK, { clientId: 'client-b' });
    for (const clientId of ahead)
      locks.pending.push({ name: HUB_LEADER_LOCK, clientId, grant: () => {} });
    transport = openLeaderTransport(TAB);
    await vi.waitFor(() => expect(locks.pending.at(-1)?.clientId).toBe(OWN_CLIENT));
    await vi.advanceTimersByTimeAsync(1_000);
  }

  it('first in line, it loads one worker, idle until the lead is its own, then uses it', async () => {
    await followingTab([]);
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(1));
    const standby = FakeWorker.all[0]!;
    expect(standby.messages).toHaveLength(0); // loaded, told nothing: it runs no hub
    locks.release(HUB_LEADER_LOCK); // the leader tab goes
    await vi.waitFor(() => expect(standby.messages).toHaveLength(1));
    expect(FakeWorker.all).toHaveLength(1);
    expect(standby.messages[0]).toMatchObject({ type: 'owner', ownerClientId: OWN_CLIENT });
  });

  it('second in line, it loads none', async () => {
    await followingTab(['client-c']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeWorker.all).toHaveLength(0);
  });

  it('a standby that failed to load is not used: the lead starts a worker afresh', async () => {
    await followingTab([]);
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(1));
    const standby = FakeWorker.all[0]!;
    standby.dispatchEvent(new Event('error'));
    expect(standby.terminated).toBe(true);
    locks.release(HUB_LEADER_LOCK);
    await vi.waitFor(() => expect(FakeWorker.all[1]?.messages).toHaveLength(1));
    expect(standby.messages).toHaveLength(0);
  });
});
