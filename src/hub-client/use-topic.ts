import { useCallback, useEffect } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import type { TopicName, TopicValues } from '../protocol/hub';
import { useHubConnection } from './hub-context';
import { useSignalValue } from './use-signal-value';

/** Keep the tab subscribed to a topic while the calling component is mounted. */
export function useTopicSubscription(topic: TopicName): void {
  const { subscriptions } = useHubConnection();
  useEffect(() => subscriptions.acquire(topic), [subscriptions, topic]);
}

/** One entry of a topic (single-value topics use the key `current`); undefined until known. */
export function useTopicValue<T extends TopicName>(
  topic: T,
  key = 'current',
): TopicValues[T] | undefined {
  const { store } = useHubConnection();
  useTopicSubscription(topic);
  return useSignalValue(store.entry(topic, key));
}

/** The keys present in a topic; changes only when keys are added or removed. */
export function useTopicKeys(topic: TopicName): readonly string[] {
  const { store } = useHubConnection();
  useTopicSubscription(topic);
  return useSignalValue(store.keys(topic));
}

/**
 * A getter for entry signals of a topic, for a list that passes each row its own signal
 * (the row then renders with `useSignalValue` and re-renders alone).
 */
export function useTopicEntry<T extends TopicName>(
  topic: T,
): (key: string) => ReadonlySignal<TopicValues[T] | undefined> {
  const { store } = useHubConnection();
  useTopicSubscription(topic);
  return useCallback((key: string) => store.entry(topic, key), [store, topic]);
}
