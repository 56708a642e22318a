/**
 * Turns a call by name (`call(name, input)`) into the session's request: the endpoint table
 * gives the method and builds the path from the params; nothing else in the hub writes a path.
 */
import {
  endpointPath,
  type AnswerOf,
  type CallArgs,
  type CallOptions,
} from '../../src/protocol/endpoint';
import { ENDPOINTS, type EndpointName, type Endpoints } from '../../src/protocol/endpoints';
import type { CommandResult } from '../../src/protocol/hub';
import type { RequestOptions } from './session-types';

/** A call's input once past the type checks at its call site. */
export interface LooseCallInput extends CallOptions {
  params?: Readonly<Record<string, string>>;
  body?: unknown;
}

/** The request of a call; multipart bodies stay for the caller to build (they need FormData). */
export function endpointRequest(
  name: EndpointName,
  input: LooseCallInput = {},
): RequestOptions & Pick<CallOptions, 'multipart'> {
  const { method, route } = ENDPOINTS[name];
  const { params = {}, body, query, multipart, expect, noTimeout } = input;
  return {
    method,
    path: endpointPath(route, params),
    ...(body === undefined ? {} : { body }),
    ...(query === undefined ? {} : { query }),
    ...(multipart === undefined ? {} : { multipart }),
    ...(expect === undefined ? {} : { expect }),
    ...(noTimeout === undefined ? {} : { noTimeout }),
  };
}

export type Request = <T>(opts: RequestOptions) => Promise<CommandResult<T>>;

/** A typed call for the hub's own modules, through whichever request they were given. */
export function callEndpoint<N extends EndpointName>(
  request: Request,
  name: N,
  ...args: CallArgs<Endpoints[N]>
): Promise<CommandResult<AnswerOf<Endpoints[N]>>> {
  const { multipart: _multipart, ...opts } = endpointRequest(name, args[0]);
  return request<AnswerOf<Endpoints[N]>>(opts);
}
