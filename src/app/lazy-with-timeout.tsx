import { lazy, Suspense, useState, type ComponentType } from 'react';
import { SCREEN_PART_LOAD_TIMEOUT_MS } from '../domain/agent-desktop-constants';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { LoadingStatus } from './loading-status';
import { loadWithTimeout } from './load-with-timeout';

/**
 * A screen loaded on demand. A load that fails or takes longer than the screen-part
 * timeout shows the ChunkLoadError message; Retry runs the import again.
 */
export function lazyWithTimeout<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number = SCREEN_PART_LOAD_TIMEOUT_MS,
): ComponentType<P> {
  const makeLazy = () =>
    lazy(() => loadWithTimeout(load, timeoutMs).then((component) => ({ default: component })));
  // Shared by every mount so a loaded screen never suspends again; replaced on Retry
  // because React.lazy remembers a failed load forever.
  let Screen = makeLazy();
  function LazyScreen(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Screen = makeLazy();
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<LoadingStatus />}>
          <Screen {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyScreen;
}
