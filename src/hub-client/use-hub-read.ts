import { useCallback, useEffect, useMemo, useState } from 'react';
import { computed } from '@preact/signals-react';
import { readByKey, readKey, type Read, type ReadAnswer } from './endpoint-read';
import type { ReadName } from '../protocol/reads';
import { useHubConnection } from './hub-context';
import { useTopicSubscription } from './use-topic';
import { useSignalValue } from './use-signal-value';

/** A read as a screen shows it; `failed` carries the server's message. */
export type HubReadState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

const LOADING = { status: 'loading' } as const;

/**
 * Several GETs of the endpoint table from the hub's cache (pages of one list), each read again
 * whenever the hub says it changed (`readChanges`: a server event or anyone's edit). While one
 * reads again its last answer stays on screen; an answer for a read no longer asked is dropped.
 */
export function useHubReads<N extends ReadName>(
  reads: readonly Read<N>[],
): { states: readonly HubReadState<ReadAnswer<N>>[]; retry: () => void } {
  const { hub, store } = useHubConnection();
  useTopicSubscription('readChanges');
  const keys = reads.map((read) => readKey(read) ?? '');
  const joined = JSON.stringify(keys);
  // every read's last change, in order: what the effect below depends on
  const changes = useMemo(() => {
    const held = JSON.parse(joined) as string[];
    return computed(() =>
      held.map((key) => store.entry('readChanges', key).value?.at ?? 0).join(','),
    );
  }, [store, joined]);
  const changedAt = useSignalValue(changes);
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<ReadonlyMap<string, HubReadState<ReadAnswer<N>>>>(
    () => new Map(),
  );
  // key -> the change (and attempt) it was last read for: a change to one page reads that page
  // alone; another hub starts afresh
  const readFor = useMemo(() => ({ current: new Map<string, string>() }), [hub]);

  useEffect(() => {
    const held = JSON.parse(joined) as string[];
    const ats = changedAt.split(',');
    const asked = new Set<string>();
    let live = true;
    // a key no longer asked for forgets what it was read for: its answer was dropped, so
    // asking for it again later (a business process chosen again) must read it again
    for (const key of [...readFor.current.keys()])
      if (!held.includes(key)) readFor.current.delete(key);
    held.forEach((key, index) => {
      const token = `${ats[index] ?? 0}/${attempt}`;
      if (readFor.current.get(key) === token) return;
      readFor.current.set(key, token);
      asked.add(key);
      void readByKey<N>((name, ...args) => hub.read(name, ...args), key).then((answer) => {
        asked.delete(key);
        if (!live) return;
        const state: HubReadState<ReadAnswer<N>> = answer.ok
          ? { status: 'ready', value: answer.value }
          : { status: 'failed', message: answer.error.message ?? answer.error.code };
        setResults((before) => {
          const next = new Map<string, HubReadState<ReadAnswer<N>>>();
          for (const k of held) {
            const kept = k === key ? state : before.get(k);
            if (kept !== undefined) next.set(k, kept);
          }
          return next;
        });
      });
    });
    return () => {
      live = false;
      // an answer this run will drop is asked for again by the next run
      for (const key of asked) readFor.current.delete(key);
    };
  }, [hub, readFor, joined, changedAt, attempt]);

  const retry = useCallback(() => {
    setResults(new Map());
    setAttempt((n) => n + 1);
  }, []);
  // the same array while nothing changed: a list built from the pages is built again only then
  const states = useMemo(
    () => (JSON.parse(joined) as string[]).map((key) => results.get(key) ?? LOADING),
    [results, joined],
  );
  return { states, retry };
}

/** One GET of the endpoint table from the hub's cache; a null read reads nothing. */
export function useHubRead<N extends ReadName>(
  read: Read<N> | null,
): { state: HubReadState<ReadAnswer<N>>; retry: () => void } {
  const { states, retry } = useHubReads(read === null ? [] : [read]);
  return { state: states[0] ?? LOADING, retry };
}
