import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  OPENID_MESSAGES,
  type OpenIdConfigResponse,
  type OpenIdStartResponse,
} from '../../src/protocol/openid-api';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { noBody, parseInput } from '../http/validate';
import { OpenIdFailure, type RelyingParty } from '../openid/relying-party';
import { openSession } from './login';
import { endpoint } from '../http/endpoint-route';

/** What the client posts back from the identity provider (agent-desktop §7: the call is made when a code is present). */
const openIdLoginBody = z.strictObject({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
  iss: z.string().min(1).max(2048).optional(),
});

/**
 * GET api/openid/config, GET api/openid/start-auth, POST api/openid/login. Without an
 * identity provider (`relyingParty` null) config says so and the other two answer 404.
 * A refused sign-in opens no session; the library's detail goes to the log, not the client.
 */
export function registerOpenIdRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  relyingParty: RelyingParty | null,
): void {
  function configured(): RelyingParty {
    if (relyingParty === null) throw new HttpError(404, OPENID_MESSAGES.notConfigured);
    return relyingParty;
  }

  function refused(error: unknown, log: FastifyInstance['log']): never {
    if (!(error instanceof OpenIdFailure)) throw error;
    log.warn({ reason: error.code, detail: error.detail }, 'single sign-on refused');
    throw new HttpError(error.statusCode, error.message);
  }

  endpoint(app, 'openIdConfig', { config: { public: true } }, async (request) => {
    parseInput(noBody, request.body, 'body');
    const data: OpenIdConfigResponse = { enabled: relyingParty !== null };
    return { data };
  });

  endpoint(app, 'openIdStart', { config: { public: true } }, async (request) => {
    const rp = configured();
    try {
      const url = await rp.start();
      const data: OpenIdStartResponse = { authorizationUrl: url.href };
      return { data };
    } catch (error) {
      return refused(error, request.log);
    }
  });

  endpoint(app, 'openIdLogin', { config: { public: true } }, async (request, reply) => {
    // malformed input is a 400 whether or not a provider is configured, as on every other call
    const { code, state, iss } = parseInput(openIdLoginBody, request.body, 'body');
    const rp = configured();
    let username: string;
    try {
      username = await rp.finish(iss === undefined ? { code, state } : { code, state, iss });
    } catch (error) {
      return refused(error, request.log);
    }
    const user = (await ctx.users.findCredentials(username))?.profile;
    if (user === undefined) {
      request.log.warn({ reason: 'unknownUser' }, 'single sign-on refused');
      throw new HttpError(403, OPENID_MESSAGES.unknownUser);
    }
    return { data: await openSession(ctx, request, reply, user) };
  });
}
