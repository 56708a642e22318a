import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';

const NOT_CONFIGURED = 'OpenID is not configured on this server';

/** What the client posts back from the identity provider (agent-desktop §7: the call is made when a code is present). */
const openIdLoginBody = z
  .strictObject({
    code: z.string().min(1).max(4096),
    state: z.string().max(4096).optional(),
  })
  .optional();

/**
 * POST api/openid/login and GET api/openid/start-auth. The reference backend has no
 * identity provider, so it says so (501) instead of pretending to sign anyone in; a
 * malformed login body is still a 400, as on every other call (no body at all: 501).
 */
export function registerOpenIdRoutes(app: FastifyInstance): void {
  app.post('/api/openid/login', { config: { public: true } }, async (request) => {
    parseInput(openIdLoginBody, request.body, 'body');
    throw new HttpError(501, NOT_CONFIGURED);
  });
  app.get('/api/openid/start-auth', { config: { public: true } }, async () => {
    throw new HttpError(501, NOT_CONFIGURED);
  });
}
