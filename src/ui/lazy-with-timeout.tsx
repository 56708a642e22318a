import { lazy, Suspense, useState, type ComponentType } from 'react';
import { SCREEN_PART_LOAD_TIMEOUT_MS } from '../domain/agent-desktop-constants';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { LoadingStatus } from './loading-status';
import { loadWithTimeout } from './load-with-timeout';

/** A screen loaded on demand that can also be fetched ahead of its first mount. */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /**
   * Starts the import now (a tab opening on this screen fetches it while the hub greets).
   * Settles when it has loaded or failed; a failure is the screen's to show when it mounts.
   */
  preload(): Promise<void>;
};

/**
 * A screen loaded on demand. A load that fails or takes longer than the screen-part
 * timeout shows the ChunkLoadError message; Retry runs the import again.
 */
export function lazyWithTimeout<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number = SCREEN_PART_LOAD_TIMEOUT_MS,
): LazyScreen<P> {
  // one import shared by preload and the first mount; cleared on Retry
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () =>
    (loading ??= loadWithTimeout(load, timeoutMs).then((component) => {
      loaded = component;
      return { default: component };
    }));
  // Shared by every mount so a loaded screen never suspends again; replaced on Retry
  // because React.lazy remembers a failed load forever.
  let Screen = lazy(start);
  function LazyScreen(props: P) {
    const [attempt, setAttempt] = useState(0);
    // A screen already loaded (preloaded) renders at once: suspending even for a moment
    // shows a fallback, and React then holds the next reveal back by up to 300 ms. Chosen
    // once per mount, so a screen that mounted while loading keeps its element type.
    const [Ready] = useState(() => loaded);
    const retry = () => {
      loading = null;
      Screen = lazy(start);
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<LoadingStatus />}>
          {Ready !== null && attempt === 0 ? <Ready {...props} /> : <Screen {...props} />}
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  // a failed preload is reported by the screen when it mounts (ChunkLoadError with Retry)
  LazyScreen.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return LazyScreen;
}
