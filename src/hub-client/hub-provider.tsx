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

/**
 * How long, from the provider's mount, the children may wait for the opening screen's chunks
 * once the greeting is answered. A screen that suspends at its first render shows a fallback,
 * and React then holds back its reveal by up to 300 ms; a chunk slower than this shows the
 * shell and the screen's own loading status.
 */
export const OPENING_WAIT_MS = 1_000;

type ProviderState = { name: 'connecting' } | ConnectOutcome | { name: 'failed'; error: Error };

export interface HubProviderProps {
  children: ReactNode;
  /** Shown until hello answered. */
  connecting: ReactNode;
  /** Shown when the running hub speaks another protocol version (an old worker outlived a deploy). */
  reload: ReactNode;
  /** Shown when no transport could reach a hub. */
  failed: (error: Error) => ReactNode;
  /**
   * The opening screen's chunks loading (main.tsx): children wait for them, up to
   * OPENING_WAIT_MS from mount.
   */
  opening?: Promise<unknown> | undefined;
}

/** Connects the tab to the hub once and renders children when hello succeeded. */
export function HubProvider({
  children,
  connecting: connectingView,
  reload,
  failed,
  opening,
}: HubProviderProps) {
  const [state, setState] = useState<ProviderState>({ name: 'connecting' });
  useEffect(() => {
    let live = true;
    let givingUp: ReturnType<typeof setTimeout> | undefined;
    const openingWithin = new Promise<void>((resolve) => {
      if (opening === undefined) return resolve();
      givingUp = setTimeout(resolve, OPENING_WAIT_MS);
      opening.then(
        () => resolve(),
        () => resolve(),
      );
    });
    connectOnce()
      .then(async (outcome) => {
        if (outcome.name === 'ready') await openingWithin;
        return outcome;
      })
      .then(
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
      clearTimeout(givingUp);
    };
  }, [opening]);
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
