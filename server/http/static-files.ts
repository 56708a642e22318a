import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import { ClientFiles } from './client-files';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance<
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> =
      RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  > {
    /**
     * Fastify gives the not-found handler the `config` of its options as a route's (its
     * four-oh-four module reads `opts.config`), though its types leave it out: the handler
     * declares whether it is public like any other route.
     */
    setNotFoundHandler(
      opts: { config: FastifyContextConfig },
      handler: RouteHandlerMethod<RawServer, RawRequest, RawReply>,
    ): FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>;
  }
}

/**
 * Paths the client's history-mode router owns: plain segments of letters, digits, `-` and
 * `_`, none of them `api` or `socket.io` in any case. Anything else unmatched (a percent
 * escape, a dot, a backslash, a doubled slash, a file name) is not a page.
 */
const PAGE_PATH = /^(?:\/[A-Za-z0-9_-]+)*\/?$/;
const NOT_PAGE_FIRST_SEGMENT = /^\/(?:api|socket\.io)(?:\/|$)/i;

/**
 * Whether an unmatched request gets the client shell (index.html): a GET or HEAD of a page
 * path. The shell is the same public file for everyone and holds no data, so it is the one
 * thing the not-found handler answers without a session.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return PAGE_PATH.test(path) && !NOT_PAGE_FIRST_SEGMENT.test(path);
}

/**
 * Serves the built client (when `staticDir` holds one) and answers everything unmatched.
 * Public without a session: every file of the built client (listed at start-up, nothing
 * else below the folder is reachable) and, for page GETs, index.html (history-mode routing).
 * Any other unmatched request needs a session like any route: 401 without one, a JSON 404
 * with one, so an unknown path tells an anonymous caller nothing.
 */
export async function installStaticAndFallback(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> {
  const root = staticDir ? resolve(staticDir) : null;
  const files =
    root !== null && existsSync(resolve(root, 'index.html')) ? new ClientFiles(root) : null;
  /** One file of the client, in the encoding the browser accepts; null without a client. */
  const send =
    files &&
    (async (request: FastifyRequest, reply: FastifyReply, path: string) => {
      const file = await files.reply(path, request.headers['accept-encoding']);
      reply
        .header('content-type', file.type)
        // hashed asset names never change content; index.html must be asked for again after a deploy
        .header(
          'cache-control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        .header('etag', file.etag)
        .header('vary', 'accept-encoding');
      const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
      if (known.includes(file.etag) || known.includes('*')) return reply.code(304).send();
      if (file.encoding !== 'identity') reply.header('content-encoding', file.encoding);
      return reply.send(file.body);
    });
  if (files !== null && send !== null) {
    await app.register(async (scope) => {
      // The built client is public: every route this scope registers says so.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      // each file by its name, listed at start-up; anything else goes to the not-found handler
      for (const path of files.paths())
        scope.get(path, (request, reply) => send(request, reply, path));
      scope.get('/', (request, reply) => send(request, reply, '/index.html'));
    });
  }
  app.setNotFoundHandler(
    { config: { public: (request: FastifyRequest) => send !== null && isPageRequest(request) } },
    (request, reply) => {
      if (send !== null && isPageRequest(request)) {
        return send(request, reply, '/index.html');
      }
      return reply.code(404).send(errorBody(404, 'Not found'));
    },
  );
}
