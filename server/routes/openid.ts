import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';

const NOT_CONFIGURED = 'OpenID is not configured on this server';

/**
 * POST api/openid/login and GET api/openid/start-auth. The reference backend has no
 * identity provider, so it says so (501) instead of pretending to sign anyone in.
 */
export function registerOpenIdRoutes(app: FastifyInstance): void {
  app.post('/api/openid/login', { config: { public: true } }, async () => {
    throw new HttpError(501, NOT_CONFIGURED);
  });
  app.get('/api/openid/start-auth', { config: { public: true } }, async () => {
    throw new HttpError(501, NOT_CONFIGURED);
  });
}
