/** Where the hub runs for this tab. */
export type HubTransport = 'shared' | 'leader' | 'dedicated' | 'inline';

const TRANSPORTS: readonly HubTransport[] = ['shared', 'leader', 'dedicated', 'inline'];

export interface TransportSupport {
  sharedWorker: boolean;
  worker: boolean;
  /** Web Locks and BroadcastChannel: what a leader tab needs to serve the others. */
  locksAndBroadcast: boolean;
}

/**
 * The transports to try, best first. `?hub=inline|dedicated|shared` forces one (benchmarks
 * use `?hub=inline`); otherwise one SharedWorker per browser, else one leader tab's worker
 * serving every tab (Web Locks and BroadcastChannel), else a dedicated Worker per tab, else
 * the hub in the page. The in-page hub is always the last resort.
 */
export function transportOrder(search: string, support: TransportSupport): HubTransport[] {
  const forced = new URLSearchParams(search).get('hub');
  const available = TRANSPORTS.filter(
    (t) =>
      t === 'inline' ||
      (t === 'shared' && support.sharedWorker) ||
      (t === 'leader' && support.worker && support.locksAndBroadcast) ||
      (t === 'dedicated' && support.worker),
  );
  const match = available.find((t) => t === forced);
  return match ? [match] : available;
}
