/**
 * The hub's cache of reads (GETs of the endpoint table), on TanStack Query's core: it
 * shares one in-flight request among every tab asking the same read, keeps answers for a
 * while, and marks reads stale by key prefix. Failures are not kept: the next read asks
 * the server again. Each invalidated read the cache holds is bumped on `readChanges`, so
 * the tabs holding it read it again (one request for all of them).
 */
import { QueryClient, type Query } from '@tanstack/query-core';
import type { CommandResult } from '../../src/protocol/hub';
import {
  readKeyString,
  readQueryKey,
  type ReadName,
  type ReadPrefix,
  type ReadQueryKey,
} from '../../src/protocol/reads';

/** An answer stays fresh this long without an invalidation (reads no event reaches: reference data, searches). */
export const READ_STALE_MS = 30_000;
/** An answer no tab asked for this long is dropped. */
export const READ_GC_MS = 5 * 60_000;

export interface ReadInput {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
}

export interface ReadCacheEnv {
  fetch(name: ReadName, input: ReadInput): Promise<CommandResult<unknown>>;
  /** A read the cache holds changed: bump it for the tabs. */
  changed(key: string): void;
}

/** A failed answer, thrown so the query keeps no data; the reader gets the result back. */
class ReadFailed extends Error {
  constructor(readonly result: CommandResult<never>) {
    super('read failed');
  }
}

export interface ReadCache {
  read(name: ReadName, input: ReadInput): Promise<CommandResult<unknown>>;
  invalidate(prefixes: readonly ReadPrefix[]): void;
  /** Forget everything (logout: the next user sees none of it). */
  clear(): void;
}

export function createReadCache(env: ReadCacheEnv): ReadCache {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: READ_STALE_MS, gcTime: READ_GC_MS } },
  });
  // An invalidation that comes while the read is on its way: the answer may predate the
  // change, so once it lands the read is marked stale and bumped again.
  const changedInFlight = new Set<string>();
  // Reads whose last answer was a failure: a tab holding one shows it until told otherwise, so
  // the first answer after it is announced (the holders read it again from the cache).
  const failed = new Set<string>();

  async function read(name: ReadName, input: ReadInput): Promise<CommandResult<unknown>> {
    const queryKey = readQueryKey(name, input);
    const key = readKeyString(queryKey);
    let recovered = false;
    try {
      // wrapped: an answer may be undefined, which the library does not keep
      const { value } = await client.fetchQuery({
        queryKey,
        queryFn: async () => {
          const result = await env.fetch(name, input);
          if (!result.ok) {
            failed.add(key);
            throw new ReadFailed(result);
          }
          if (failed.delete(key)) recovered = true;
          return { value: result.value };
        },
      });
      return { ok: true, value };
    } catch (error) {
      if (error instanceof ReadFailed) return error.result;
      return { ok: false, error: { code: 'readFailed', message: String(error) } };
    } finally {
      if (changedInFlight.delete(key)) markStale([queryKey]);
      // fresh, not stale: the holders read this answer from the cache, no request
      else if (recovered) env.changed(key);
    }
  }

  function markStale(keys: readonly (readonly unknown[])[]): void {
    for (const queryKey of keys) {
      void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
      env.changed(readKeyString(queryKey as ReadQueryKey));
    }
  }

  return {
    read,
    invalidate(prefixes) {
      const held = new Map<string, Query>();
      for (const prefix of prefixes)
        for (const query of client.getQueryCache().findAll({ queryKey: [...prefix] }))
          held.set(query.queryHash, query);
      for (const query of held.values())
        if (query.state.fetchStatus === 'fetching')
          changedInFlight.add(readKeyString(query.queryKey as ReadQueryKey));
      markStale([...held.values()].map((query) => query.queryKey));
    },
    clear() {
      changedInFlight.clear();
      failed.clear();
      client.clear();
    },
  };
}
