import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import { LiveGate } from './live-gate';

const noSubscription = () => () => {};

/**
 * Re-render when one signal changes. Explicit subscription rather than the signals
 * Babel transform: the build does not run Babel, and this keeps each component tied to
 * exactly the signal it reads. Under a closed LiveGate nothing is subscribed.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const live = useContext(LiveGate);
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      // subscribe() calls back at once with the current value; React only wants changes.
      return source.subscribe(() => {
        if (first) first = false;
        else onChange();
      });
    },
    [source],
  );
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(live ? subscribe : noSubscription, read, read);
}
