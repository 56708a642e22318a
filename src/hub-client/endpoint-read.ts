/**
 * A GET of the endpoint table as a value a hook can key on: `useHubRead` takes one of these
 * instead of a path, so its answer type comes from the table.
 */
import type { AnswerOf, ParamsOf } from '../protocol/endpoint';
import type { Endpoints } from '../protocol/endpoints';
import type { CommandResult, HubApi } from '../protocol/hub';
import { readKeyString, readQueryKey, type ReadName } from '../protocol/reads';

export type { ReadName } from '../protocol/reads';

export type Read<N extends ReadName> = { name: N; query?: Record<string, string> } & ([
  ParamsOf<Endpoints[N]>,
] extends [never]
  ? { params?: never }
  : { params: Readonly<Record<ParamsOf<Endpoints[N]>, string>> });

export type ReadAnswer<N extends ReadName> = AnswerOf<Endpoints[N]>;

/** A stable key of a read: the same call gives the same key, whatever object holds it. */
export function readKey(
  read: {
    name: ReadName;
    params?: Readonly<Record<string, string>>;
    query?: Record<string, string>;
  } | null,
): string | null {
  if (read === null) return null;
  return readKeyString(readQueryKey(read.name, read));
}

/** Perform a read given as its key (what an effect depends on), through the hub's cache. */
export function readByKey<N extends ReadName>(
  read: HubApi['read'],
  key: string,
): Promise<CommandResult<ReadAnswer<N>>> {
  const [name, params, query] = JSON.parse(key) as [
    N,
    Record<string, string>,
    Record<string, string>,
  ];
  // the key came from a typed Read; the generic read cannot see through N, so it is widened once here
  const loose = read as unknown as (
    name: N,
    input: { params: Record<string, string>; query: Record<string, string> },
  ) => Promise<CommandResult<ReadAnswer<N>>>;
  return loose(name, { params, query });
}
