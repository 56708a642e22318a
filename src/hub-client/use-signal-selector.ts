import { useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import { LiveGate } from './live-gate';

const noSubscription = () => () => {};

/**
 * One part of a signal's value: the component re-renders only when that part changes, so a
 * figure on the board repaints alone when its own number moves, not when its neighbours do,
 * and a card renders when its structure changes (rows in breach), not its figures. Under a
 * closed LiveGate nothing is subscribed.
 */
export function useSignalSelector<T, S>(
  source: ReadonlySignal<T>,
  select: (value: T) => S,
  equal: (a: S, b: S) => boolean = Object.is,
): S {
  const live = useContext(LiveGate);
  const last = useRef<{ value: S } | null>(null);
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
  const read = useCallback(() => {
    const next = select(source.peek());
    const previous = last.current;
    if (previous !== null && equal(previous.value, next)) return previous.value;
    last.current = { value: next };
    return next;
  }, [source, select, equal]);
  return useSyncExternalStore(live ? subscribe : noSubscription, read, read);
}
