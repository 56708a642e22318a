/**
 * The shape of one REST call (agent-desktop §7): its method, its route pattern and the types
 * of its body and answer. The route pattern is the server's own (`/api/themes/:id`), so the
 * path builder and the route the server registers cannot drift apart; its `:name` segments
 * become the call's typed `params`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The `:name` segments of a route pattern, as a union of names. */
export type RouteParamNames<Route extends string> =
  Route extends `${string}:${infer Name}/${infer Rest}`
    ? Name | RouteParamNames<Rest>
    : Route extends `${string}:${infer Name}`
      ? Name
      : never;

/**
 * The type of a body or answer, for the compiler only: nothing checks it at run time (the
 * server checks every body with its own schemas; answers come from our own server). It was a
 * zod schema that accepted anything, which put zod and a schema per call into every tab's
 * first script for nothing.
 */
export interface Shape<T> {
  /** Never set: makes `Shape<A>` and `Shape<B>` different types, as zod's output type did. */
  readonly type?: () => T;
}

const SHAPE: Shape<never> = Object.freeze({});

export function typed<T>(): Shape<T> {
  return SHAPE;
}

/** No body: the server refuses one (its `noBody` check). */
export const NO_BODY: Shape<undefined> = typed<undefined>();

export interface Endpoint<
  Route extends string = string,
  Body = unknown,
  Answer = unknown,
  Method extends HttpMethod = HttpMethod,
> {
  readonly method: Method;
  /** The route under the API base, in the server's pattern syntax. */
  readonly route: Route;
  readonly body: Shape<Body>;
  readonly answer: Shape<Answer>;
}

export type BodyOf<E> = E extends Endpoint<string, infer Body, unknown> ? Body : never;
export type AnswerOf<E> = E extends Endpoint<string, unknown, infer Answer> ? Answer : never;
export type ParamsOf<E> = E extends Endpoint<infer Route> ? RouteParamNames<Route> : never;

export function get<Route extends string, Answer>(
  route: Route,
  answer: Shape<Answer>,
): Endpoint<Route, undefined, Answer, 'GET'> {
  return { method: 'GET', route, body: NO_BODY, answer };
}

export function post<Route extends string, Body, Answer>(
  route: Route,
  body: Shape<Body>,
  answer: Shape<Answer>,
): Endpoint<Route, Body, Answer, 'POST'> {
  return { method: 'POST', route, body, answer };
}

export function put<Route extends string, Body, Answer>(
  route: Route,
  body: Shape<Body>,
  answer: Shape<Answer>,
): Endpoint<Route, Body, Answer, 'PUT'> {
  return { method: 'PUT', route, body, answer };
}

export function del<Route extends string, Answer>(
  route: Route,
  answer: Shape<Answer>,
): Endpoint<Route, undefined, Answer, 'DELETE'> {
  return { method: 'DELETE', route, body: NO_BODY, answer };
}

/** The path of one call: each `:name` segment replaced by its parameter, URL-encoded. */
export function endpointPath(route: string, params: Readonly<Record<string, string>>): string {
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route}`);
    return encodeURIComponent(value);
  });
}

/** How one call is made beyond its params and body. */
export interface CallOptions {
  query?: Record<string, string>;
  /**
   * Multipart bodies (email send and reply). FormData cannot cross to the hub (it is not
   * structured-cloneable) but Files can: the hub builds the form, files under the name "files".
   */
  multipart?: { fields: Record<string, string>; files: File[] };
  /** 'blob' for binary answers (attachment downloads). */
  expect?: 'json' | 'blob';
  /** Email send, reply and attachment download have no timeout (agent-desktop §9). */
  noTimeout?: boolean;
}

type ParamsInput<E> = [ParamsOf<E>] extends [never]
  ? { params?: never }
  : { params: Readonly<Record<ParamsOf<E>, string>> };
type BodyInput<E> = [BodyOf<E>] extends [undefined] ? { body?: never } : { body: BodyOf<E> };

/** What a caller gives one call: the route's params, the body, and options. */
export type CallInput<E> = ParamsInput<E> & BodyInput<E> & CallOptions;

/** The input argument, optional when the call needs neither params nor body. */
export type CallArgs<E> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];
