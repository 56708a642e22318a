import { useEffect, useState, type ReactNode } from 'react';
import type { TopicName } from '../protocol/hub';
import { connectHub, type ConnectOutcome } from './connect';
import { ConnectionProvider } from './tab-delivery';

// One connection per page: strict-mode remounts and re-renders must not greet twice.
let connecting: Promise<ConnectOutcome> | null = null;
/**
 * Greets the hub (once per page). main.tsx calls it before React starts, so the worker
 * boots while the page renders, with the topics of the screen the tab opens on; the provider
 * then waits on the same greeting (a later call's topics are not asked for).
 */
export function connectOnce(screenTopics: readonly TopicName[] = []): Promise<ConnectOutcome> {
  connecting ??= connectHub(screenTopics);
  return connecting;
}

type ProviderState = { name: 'connecting' } | ConnectOutcome | { name: 'failed'; error: Error };

export interface HubProviderProps {
  children: ReactNode;
  /** Shown until hello answered. */
  connecting: ReactNode;
  /** Shown when the running hub speaks another protocol version (an old worker outlived a deploy). */
  reload: ReactNode;
  /** Shown when no transport could reach a hub. */
  failed: (error: Error) => ReactNode;
}

/** Connects the tab to the hub once and renders children when hello succeeded. */
export function HubProvider({
  children,
  connecting: connectingView,
  reload,
  failed,
}: HubProviderProps) {
  const [state, setState] = useState<ProviderState>({ name: 'connecting' });
  useEffect(() => {
    let live = true;
    connectOnce().then(
      (outcome) => live && setState(outcome),
      (error: unknown) =>
        live &&
        setState({
          name: 'failed',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      live = false;
    };
  }, []);
  switch (state.name) {
    case 'connecting':
      return connectingView;
    case 'reload':
      return reload;
    case 'failed':
      return failed(state.error);
    case 'ready':
      return <ConnectionProvider connection={state.connection}>{children}</ConnectionProvider>;
  }
}
