/**
 * The benches' build of src/hub-client/tab-delivery.tsx (bench/support/bench-build.ts swaps
 * it in). `?delivery=snapshot` makes a tab the benchmarks' peer: the hub sends it whole topics
 * on every change, and every update lands in React state at the top so the whole page
 * re-renders, the usual design the candidate is measured against. Other tabs run as the
 * product does.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TopicDelivery } from '../../src/protocol/hub';
import type { HubConnection } from '../../src/hub-client/connect';
import { HubContext } from '../../src/hub-client/hub-context';

export function requestedDelivery(search: string): TopicDelivery {
  return new URLSearchParams(search).get('delivery') === 'snapshot' ? 'snapshot' : 'patch';
}

export function ConnectionProvider({
  connection,
  children,
}: {
  connection: HubConnection;
  children: ReactNode;
}) {
  return connection.delivery === 'snapshot' ? (
    <PeerRenderer connection={connection}>{children}</PeerRenderer>
  ) : (
    <HubContext value={connection}>{children}</HubContext>
  );
}

/** A new context value per applied patch makes every component that reads the hub render again. */
function PeerRenderer({
  connection,
  children,
}: {
  connection: HubConnection;
  children: ReactNode;
}) {
  const [version, setVersion] = useState(0);
  useEffect(() => connection.store.onApplied(() => setVersion((v) => v + 1)), [connection]);
  const value = useMemo(() => ({ ...connection, version }), [connection, version]);
  return <HubContext value={value}>{children}</HubContext>;
}
