/**
 * An edge answers what its own store can (sign-in, settings, themes, avatars, reference
 * data, health) and forwards every other API call to the core, which alone holds the
 * simulated centre, registrations, interactions and counter subscriptions.
 *
 * Plain HTTP, piped before the edge reads the body: status codes, error bodies, headers,
 * cookies and multipart uploads reach the caller exactly as the core wrote them, so the hub
 * sees one API whichever node answers, and the core checks the session as for any call.
 * (socket.io's serverSideEmit with acks would reach every node, not the core alone, and
 * would need each route's answer re-encoded.) The core's address is the load balancer's
 * core frontend, which knows which core holds the lock.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** Route patterns (as the router chose them) an edge answers itself: they read and write the shared store only. */
const LOCAL_ROUTE_PREFIXES = [
  '/api/login',
  '/api/session/resume',
  '/api/openid/',
  '/api/health',
  '/api/cluster/',
  '/api/settings/',
  '/api/themes',
  '/api/avatar/',
  '/api/reference/',
  // this node's own sockets and bytes written (what a bench of one edge reads)
  '/api/diagnostics/',
] as const;

/** Headers that describe one hop, never forwarded (RFC 9110 §7.6.1). */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** How long a forwarded call may wait for the core: a takeover takes a few seconds. */
const FORWARD_TIMEOUT_MS = 30_000;

export function forwardsToCore(routeUrl: string | undefined): boolean {
  if (routeUrl === undefined || !routeUrl.startsWith('/api/')) return false;
  return !LOCAL_ROUTE_PREFIXES.some((prefix) => routeUrl.startsWith(prefix));
}

function forwardedHeaders(request: FastifyRequest, core: URL): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers))
    if (!HOP_HEADERS.has(name)) headers[name] = value;
  headers.host = core.host;
  const before = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = before
    ? `${String(before)}, ${request.socket.remoteAddress ?? ''}`
    : (request.socket.remoteAddress ?? '');
  return headers;
}

export function installCoreForwarding(app: FastifyInstance, coreUrl: string): void {
  const core = new URL(coreUrl);
  app.addHook('onRequest', (request, reply, done) => {
    if (!forwardsToCore(request.routeOptions.url)) {
      done();
      return;
    }
    reply.hijack();
    const out = reply.raw;
    const upstream = httpRequest(
      {
        protocol: core.protocol,
        hostname: core.hostname,
        port: core.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request, core),
        timeout: FORWARD_TIMEOUT_MS,
      },
      (answer) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value;
        out.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(out);
        answer.on('error', () => out.destroy());
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('core timed out')));
    upstream.on('error', (error) => {
      request.log.warn({ err: error }, 'forwarding to the core failed');
      if (out.headersSent) {
        out.destroy();
        return;
      }
      // the core is away (a takeover in progress): the hub retries calls answered 503
      out.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      out.end(
        JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The core is not reachable; try again shortly',
        }),
      );
    });
    request.raw.pipe(upstream);
  });
}
