import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance } from 'fastify';

const BASE_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  // Remote images appear only inside an email the agent chose to show in full (the sanitised,
  // sandboxed frame sets its own stricter policy until then); an image cannot run anything.
  "img-src 'self' data: blob: http: https:",
  // React inline style attributes need 'unsafe-inline' for styles (never for scripts).
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
];
const CSP = [...BASE_DIRECTIVES, "frame-ancestors 'none'"].join('; ');
// The Teams tab is the one page a foreign host may frame.
const TEAMS_CSP = [
  ...BASE_DIRECTIVES,
  "frame-ancestors 'self' https://teams.microsoft.com https://*.teams.microsoft.com https://*.cloud.microsoft",
].join('; ');

function isTeamsPath(url: string): boolean {
  return url === '/teams' || url.startsWith('/teams/') || url.startsWith('/teams?');
}

/** The security headers of a response to `url`. */
export function securityHeadersFor(url: string): Record<string, string> {
  return {
    'content-security-policy': isTeamsPath(url) ? TEAMS_CSP : CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

/** CSP, nosniff and no-referrer on every response. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeadersFor(request.url));
    return payload;
  });
}

/**
 * The same headers on responses written below Fastify, by a handler that owns a path of the
 * raw HTTP server (socket.io answers its handshakes and refusals itself). Headers set here
 * are merged into whatever that handler writes.
 */
export function installRawSecurityHeaders(
  server: HttpServer,
  ownsPath: (url: string) => boolean,
): void {
  server.prependListener('request', (request, response) => {
    const url = request.url ?? '';
    if (!ownsPath(url)) return;
    for (const [name, value] of Object.entries(securityHeadersFor(url)))
      response.setHeader(name, value);
  });
}
