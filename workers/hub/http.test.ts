import { describe, expect, it } from 'vitest';
import { apiUrl, createHttp, NO_DATA_MESSAGE, TIMEOUT_MESSAGE } from './http';
import type { HttpCall } from './http';
import type { SessionEnvironment } from './session-types';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** A fake env: scripted fetch answers and a manual clock. */
function setup(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const timers = new Map<number, { at: number; fn: () => void }>();
  let now = 0;
  let nextId = 1;
  const env: SessionEnvironment = {
    fetch: (input, init = {}) => {
      const entry = {
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        init,
        headers: new Headers(init.headers),
      };
      sent.push(entry);
      return Promise.resolve().then(() => answer(entry));
    },
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(nextId, { at: now + ms, fn });
      return nextId++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    baseUrl: 'http://127.0.0.1:9999',
    inCollaborationHost: () => false,
    log: () => undefined,
  };
  function advance(ms: number): void {
    now += ms;
    for (const [id, t] of [...timers]) {
      if (t.at <= now) {
        timers.delete(id);
        t.fn();
      }
    }
  }
  return { http: createHttp(env), sent, timers, advance };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers only when the signal aborts, like a server that never replies. */
function never(sent: Sent): Promise<Response> {
  return new Promise((_, reject) => {
    sent.init.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    );
  });
}

const call = (extra: Partial<HttpCall> = {}): HttpCall => ({
  method: 'POST',
  path: '/api/interaction/accept',
  body: { interactionId: 'i1' },
  sessionId: 'secret-session',
  username: 'agent',
  ...extra,
});

describe('http', () => {
  it('calls the same origin under the API base with the query string', () => {
    expect(apiUrl('', '/api/agent/register')).toBe('/api/agent/register');
    expect(apiUrl('http://h:1', '/api/history', { days: '3', q: 'a b' })).toBe(
      'http://h:1/api/history?days=3&q=a+b',
    );
  });

  it('refuses a path outside the API base (every path of the table carries it)', () => {
    expect(() => apiUrl('', '/agent/register')).toThrow('not an API path: /agent/register');
    expect(() => apiUrl('', 'api/agent/register')).toThrow('not an API path');
  });

  it('session-id, username and x-cc-hub headers are present, with a JSON body', async () => {
    const { http, sent } = setup(() => json(200, { data: 1 }));
    await http(call());
    const first = sent[0];
    expect(first?.url).toBe('http://127.0.0.1:9999/api/interaction/accept');
    expect(first?.headers.get('session-id')).toBe('secret-session');
    expect(first?.headers.get('username')).toBe('agent');
    expect(first?.headers.get('x-cc-hub')).toBe('1');
    expect(first?.headers.get('content-type')).toBe('application/json');
    expect(first?.init.body).toBe('{"interactionId":"i1"}');
    expect(first?.init.credentials).toBe('same-origin');
  });

  it('no session-id header before login', async () => {
    const { http, sent } = setup(() => json(200, { data: 1 }));
    await http(call({ sessionId: null, username: null }));
    expect(sent[0]?.headers.has('session-id')).toBe(false);
    expect(sent[0]?.headers.has('username')).toBe(false);
  });

  it('a successful answer returns its data', async () => {
    const { http } = setup(() => json(200, { data: { id: 'x' } }));
    expect(await http(call())).toEqual({ ok: true, status: 200, data: { id: 'x' } });
  });

  it('a successful answer without data is rejected with "200 Status but no data found"', async () => {
    const { http } = setup(() => json(200, { id: 'x' }));
    const outcome = await http(call());
    expect(outcome).toMatchObject({
      ok: false,
      code: 'noData',
      status: 200,
      message: NO_DATA_MESSAGE,
    });
    expect(NO_DATA_MESSAGE).toBe('200 Status but no data found');
  });

  it('a binary blob answer is accepted without a data field', async () => {
    const { http } = setup(() => new Response(new Blob(['PDF']), { status: 200 }));
    const outcome = await http(call({ method: 'GET', expect: 'blob' }));
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(await (outcome.data as Blob).text()).toBe('PDF');
  });

  it('an error answer carries the server message and status', async () => {
    const { http } = setup(() =>
      json(500, { statusCode: 500, error: 'Internal Server Error', message: 'SESSION_EXPIRED' }),
    );
    expect(await http(call())).toEqual({
      ok: false,
      code: 'http',
      status: 500,
      message: 'SESSION_EXPIRED',
      timedOut: false,
      networkError: false,
    });
  });

  it('an error answer that is not JSON uses the status text', async () => {
    const { http } = setup(
      () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(await http(call())).toMatchObject({ ok: false, status: 502, message: 'Bad Gateway' });
  });

  it('a rejected fetch is a network error with no status', async () => {
    const { http } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await http(call())).toMatchObject({
      ok: false,
      code: 'network',
      status: null,
      networkError: true,
      timedOut: false,
    });
  });

  it('after 30 s the call is aborted with a clear message and not retried', async () => {
    const { http, sent, advance } = setup(never);
    const pending = http(call());
    await Promise.resolve();
    advance(29_999);
    expect(sent[0]?.init.signal?.aborted).toBe(false);
    advance(1);
    const outcome = await pending;
    expect(outcome).toMatchObject({
      ok: false,
      code: 'timeout',
      timedOut: true,
      status: null,
      message: TIMEOUT_MESSAGE,
    });
    expect(TIMEOUT_MESSAGE).toBe('The server did not answer within 30 seconds');
    expect(sent).toHaveLength(1);
  });

  it('sendEmail has no timeout', async () => {
    const { http, timers, advance, sent } = setup(never);
    void http(call({ path: '/api/email/send', noTimeout: true }));
    await Promise.resolve();
    expect(timers.size).toBe(0);
    advance(600_000);
    expect(sent[0]?.init.signal?.aborted).toBe(false);
  });

  it('the timer is released once the answer is read', async () => {
    const { http, timers } = setup(() => json(200, { data: 1 }));
    await http(call());
    expect(timers.size).toBe(0);
  });

  it('multipart bodies pass through as FormData without a JSON content type', async () => {
    const { http, sent } = setup(() => json(200, { data: 1 }));
    const form = new FormData();
    form.append('to', 'a@example.com');
    await http(call({ path: '/api/email/send', form, body: undefined, noTimeout: true }));
    expect(sent[0]?.init.body).toBe(form);
    expect(sent[0]?.headers.has('content-type')).toBe(false);
  });

  it('a GET sends no body', async () => {
    const { http, sent } = setup(() => json(200, { data: 1 }));
    await http(call({ method: 'GET', body: { ignored: true } }));
    expect(sent[0]?.init.body).toBeNull();
  });
});
