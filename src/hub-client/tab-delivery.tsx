/**
 * How this tab takes its topics: the product's keyed signals, patch by patch. The benches'
 * build swaps this module for bench/peer/tab-delivery.tsx (bench/support/bench-build.ts),
 * where `?delivery=snapshot` makes a tab their peer design; the product's bundle holds none
 * of that and no URL can switch a user's tab to it.
 */
import type { ReactNode } from 'react';
import type { TopicDelivery } from '../protocol/hub';
import type { HubConnection } from './connect';
import { HubContext } from './hub-context';

export function requestedDelivery(_search: string): TopicDelivery {
  return 'patch';
}

/** Provides the connection to the page; components read the topics they need from it. */
export function ConnectionProvider({
  connection,
  children,
}: {
  connection: HubConnection;
  children: ReactNode;
}) {
  return <HubContext value={connection}>{children}</HubContext>;
}
