/**
 * A GET of the endpoint table as a value a hook can key on: the read hooks (reference data,
 * contact data) take one of these instead of a path, so their answer type comes from the table.
 */
import type { AnswerOf, ParamsOf } from '../protocol/endpoint';
import type { EndpointName, Endpoints } from '../protocol/endpoints';
import type { CommandResult, HubApi } from '../protocol/hub';

/** The names of the table's reads. */
export type ReadName = {
  [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never;
}[EndpointName];

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
  return JSON.stringify([read.name, read.params ?? {}, read.query ?? {}]);
}

/** Perform a read given as its key (what an effect depends on). */
export function callRead<N extends ReadName>(
  call: HubApi['call'],
  key: string,
): Promise<CommandResult<ReadAnswer<N>>> {
  const [name, params, query] = JSON.parse(key) as [
    N,
    Record<string, string>,
    Record<string, string>,
  ];
  // the key came from a typed Read; the generic call cannot see through N, so it is widened once here
  const loose = call as unknown as (
    name: N,
    input: { params: Record<string, string>; query: Record<string, string> },
  ) => Promise<CommandResult<ReadAnswer<N>>>;
  return loose(name, { params, query });
}
