import * as Comlink from 'comlink';
import type { HubApi } from '../protocol/hub';
import { openLeaderTransport } from './leader-transport';
import type { HubTransport } from './transport-order';

/** A hub reached over one transport, not yet greeted. */
export interface OpenedHub {
  hub: HubApi;
  /** Rejects when the worker reports an error before it answered (script failed to load). */
  failed: Promise<never>;
  /**
   * Where the hub lives in this tab's own thread (the leader transport's relay), patches reach
   * the reader directly instead of through the patch port.
   */
  readPatches?(reader: (data: unknown) => void): void;
  /**
   * The hello waits for a hub to serve, however long (the leader transport: a tab waits in
   * line until a leader's hub serves it). Trying the next transport instead would open a
   * second hub and socket in the same browser, the split this transport exists to prevent.
   */
  waitsInLine?: boolean;
  close(): void;
}

/**
 * Every HubApi member returns a Promise and takes only structured-cloneable arguments
 * (the patch port is transferred), so Comlink's Remote<HubApi> is call-compatible with
 * HubApi; the cast keeps Comlink's types inside this folder.
 */
function asHubApi(remote: Comlink.Remote<HubApi>): HubApi {
  return remote as unknown as HubApi;
}

function workerFailure(target: EventTarget): Promise<never> {
  return new Promise<never>((_, reject) => {
    target.addEventListener('error', (event) => {
      const message = event instanceof ErrorEvent ? event.message : 'worker failed to start';
      reject(new Error(message || 'worker failed to start'));
    });
  });
}

function openShared(): OpenedHub {
  // The URL must sit inside the constructor call for the bundler to emit the worker.
  const worker = new SharedWorker(
    new URL('../../workers/hub/hub.shared-worker.ts', import.meta.url),
    {
      type: 'module',
      name: 'cc-hub',
    },
  );
  const remote = Comlink.wrap<HubApi>(worker.port);
  return {
    hub: asHubApi(remote),
    failed: workerFailure(worker),
    close: () => {
      remote[Comlink.releaseProxy]();
      worker.port.close();
    },
  };
}

function openDedicated(): OpenedHub {
  const worker = new Worker(new URL('../../workers/hub/hub.worker.ts', import.meta.url), {
    type: 'module',
    name: 'cc-hub',
  });
  const remote = Comlink.wrap<HubApi>(worker);
  return {
    hub: asHubApi(remote),
    failed: workerFailure(worker),
    close: () => {
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

async function openInline(): Promise<OpenedHub> {
  // Loaded only when needed so worker-capable browsers never download the hub twice.
  const [{ createHub }, { createBrowserHubEnvironment }] = await Promise.all([
    import('../../workers/hub/create-hub'),
    import('../../workers/hub/browser-environment'),
  ]);
  const hub = createHub(createBrowserHubEnvironment());
  return { hub, failed: new Promise<never>(() => {}), close: () => hub.dispose() };
}

function openLeader(tabId: string): OpenedHub {
  const leader = openLeaderTransport(tabId);
  return {
    hub: leader.hub,
    failed: leader.failed,
    waitsInLine: true,
    readPatches: (reader) => leader.readPatches(reader),
    close: () => leader.close(),
  };
}

/** `tabId`: the leader transport finds the tab's own Web Lock by it. */
export async function openTransport(transport: HubTransport, tabId: string): Promise<OpenedHub> {
  switch (transport) {
    case 'shared':
      return openShared();
    case 'leader':
      return openLeader(tabId);
    case 'dedicated':
      return openDedicated();
    case 'inline':
      return openInline();
  }
}

/** Marks the patch port as transferred (not copied) when it crosses to a worker. */
export function transferPort(port: MessagePort): MessagePort {
  return Comlink.transfer(port, [port]);
}
