/**
 * One REST call of the hub (agent-desktop §7): same origin, JSON or multipart body,
 * session-id / username headers, a 30 s timeout, and the `{ data }` envelope rule.
 * It never retries: most calls are not idempotent (accept, send, transfer), so a call
 * that timed out may well have happened on the server.
 */
import { API_BASE, SESSION_HEADER, USERNAME_HEADER } from '../../src/protocol/api';
import { HTTP_TIMEOUT_MS } from '../../src/domain/agent-desktop-constants';
import type { RequestOptions, SessionEnvironment } from './session-types';

/** Marks calls made by the hub; the server requires it on the cookie-based resume call. */
export const HUB_HEADER = 'x-cc-hub';
export const NO_DATA_MESSAGE = '200 Status but no data found';
export const TIMEOUT_MESSAGE = `The server did not answer within ${HTTP_TIMEOUT_MS / 1000} seconds`;
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** One call: the request options plus who is calling. */
export interface HttpCall extends RequestOptions {
  /** Sent as the session-id header; null before login. Never logged. */
  sessionId: string | null;
  username?: string | null;
}

export type HttpFailureCode = 'timeout' | 'network' | 'http' | 'noData';

export type HttpOutcome<T = unknown> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      code: HttpFailureCode;
      /** HTTP status, or null when no answer came. */
      status: number | null;
      message: string;
      timedOut: boolean;
      networkError: boolean;
    };

export type Http = (call: HttpCall) => Promise<HttpOutcome>;

/**
 * The URL of a call. Paths are the endpoint table's, API base included; anything else is a
 * bug in the hub, refused before it reaches the network.
 */
export function apiUrl(baseUrl: string, path: string, query?: Record<string, string>): string {
  if (!path.startsWith(`${API_BASE}/`)) throw new Error(`not an API path: ${path}`);
  const search =
    query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return `${baseUrl}${path}${search}`;
}

function headersOf(call: HttpCall, body: BodyInit | null): Record<string, string> {
  const headers: Record<string, string> = { [HUB_HEADER]: '1', accept: 'application/json' };
  if (call.sessionId !== null) headers[SESSION_HEADER] = call.sessionId;
  if (call.username) headers[USERNAME_HEADER] = call.username;
  // JSON only: for multipart the browser writes the content type with its boundary
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  return { ...headers, ...call.extraHeaders };
}

function bodyOf(call: HttpCall): BodyInit | null {
  if (call.form !== undefined) return call.form;
  if (call.body === undefined || call.method === 'GET') return null;
  return JSON.stringify(call.body);
}

function failure(
  code: HttpFailureCode,
  status: number | null,
  message: string,
): HttpOutcome<never> {
  return {
    ok: false,
    code,
    status,
    message,
    timedOut: code === 'timeout',
    networkError: code === 'network',
  };
}

/** Parse JSON leniently: a proxy's HTML error page is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readAnswer(res: Response, expect: RequestOptions['expect']): Promise<HttpOutcome> {
  if (res.ok && expect === 'blob') return { ok: true, status: res.status, data: await res.blob() };
  const body = parseJson(await res.text());
  if (res.ok) {
    // §7: a successful answer without a data field is an error, blobs excepted
    if (isRecord(body) && 'data' in body)
      return { ok: true, status: res.status, data: body['data'] };
    return failure('noData', res.status, NO_DATA_MESSAGE);
  }
  const message =
    isRecord(body) && typeof body['message'] === 'string'
      ? body['message']
      : res.statusText || `HTTP ${res.status}`;
  return failure('http', res.status, message);
}

/** Make the function that performs one call with the environment's fetch and timers. */
export function createHttp(env: SessionEnvironment): Http {
  // called unbound: a browser's fetch throws "Illegal invocation" when `this` is not the global
  const fetchFn = env.fetch;
  return async function http(call: HttpCall): Promise<HttpOutcome> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = call.noTimeout
      ? null
      : env.setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, HTTP_TIMEOUT_MS);
    try {
      const body = bodyOf(call);
      const res = await fetchFn(apiUrl(env.baseUrl, call.path, call.query), {
        method: call.method,
        headers: headersOf(call, body),
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      // the timer stays armed while the body is read: a stalled body is a timeout too
      return await readAnswer(res, call.expect);
    } catch (error) {
      if (timedOut) return failure('timeout', null, TIMEOUT_MESSAGE);
      const cause = error instanceof Error && error.message ? ` (${error.message})` : '';
      return failure('network', null, `${NETWORK_ERROR_MESSAGE}${cause}`);
    } finally {
      if (timer !== null) env.clearTimeout(timer);
    }
  };
}
