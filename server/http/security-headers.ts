import type { FastifyInstance } from 'fastify';

const BASE_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
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

/** CSP, nosniff and no-referrer on every response. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', isTeamsPath(request.url) ? TEAMS_CSP : CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
}
