import { createContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { dataAgeLimitMs, dataAgeOf, type DataAge } from '../../domain/data-age';
import { useTopicValue } from '../../hub-client/use-topic';
import { useNow } from '../../ui/use-now';

/**
 * The dashboards' data age, as primitives: a context consumer re-renders only when the state
 * name changes, and the age consumer only while the age shows (then once a second).
 */
export const DataAgeName = createContext<DataAge['name']>('unknown');
/** Whole seconds of age while stale or paused; -1 while live or unknown (so it does not move). */
export const DataAgeSeconds = createContext(-1);

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isHidden = () => document.visibilityState === 'hidden';

/**
 * One data-age computation for the whole screen, on the shared 1 s tick: from when the hub
 * last heard the server (the `freshness` topic, sent with the statistics). Only this small
 * component renders every second; cards hear of it when what they show changes.
 */
export function DataAgeProvider({ paused, children }: { paused: boolean; children: ReactNode }) {
  const tick = useNow();
  const freshness = useTopicValue('freshness');
  const hidden = useSyncExternalStore(subscribeVisibility, isHidden, () => false);
  const receivedAt = freshness?.receivedAt ?? null;
  // the shared tick alone would notice a stop up to a second late: wake at the very moment
  // the last word turns stale, so a cut path is marked within the limit plus a frame
  const [staleAt, setStaleAt] = useState(0);
  useEffect(() => {
    if (receivedAt === null || paused) return undefined;
    const due = receivedAt + dataAgeLimitMs(hidden) + 1 - Date.now();
    if (due <= 0) return undefined;
    const timer = setTimeout(() => setStaleAt(Date.now()), due);
    return () => clearTimeout(timer);
  }, [receivedAt, hidden, paused]);
  const age = dataAgeOf({ receivedAt, now: Math.max(tick, staleAt), hidden, paused });
  return (
    <DataAgeName value={age.name}>
      <DataAgeSeconds value={'ageSeconds' in age ? age.ageSeconds : -1}>{children}</DataAgeSeconds>
    </DataAgeName>
  );
}
