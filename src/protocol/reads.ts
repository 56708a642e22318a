/**
 * Reads: the GETs of the endpoint table as the hub's cache keys them. A read's key is
 * `[name, params, query]`; the same call gives the same key whichever tab makes it, so the
 * hub answers every tab's copy of it from one request.
 */
import type { EndpointName, Endpoints } from './endpoints';

/** The names of the table's reads. */
export type ReadName = {
  [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never;
}[EndpointName];

/** A read as a cache key: its name, its path params and its query. */
export type ReadQueryKey = readonly [
  ReadName,
  Readonly<Record<string, string>>,
  Readonly<Record<string, string>>,
];

/**
 * Reads an invalidation reaches: every read of that name whose params hold these values
 * (a prefix of the key; params left out match any).
 */
export type ReadPrefix = readonly [ReadName, Readonly<Record<string, string>>?];

export function readQueryKey(
  name: ReadName,
  input: {
    params?: Readonly<Record<string, string>>;
    query?: Readonly<Record<string, string>>;
  } = {},
): ReadQueryKey {
  return [name, input.params ?? {}, input.query ?? {}];
}

/** A read's key as a string: the `readChanges` topic's key, and what a hook's effect depends on. */
export function readKeyString(key: ReadQueryKey): string {
  return JSON.stringify(key);
}
