import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';
import { isApiPath } from './api-paths';

function isSocketPath(url: string): boolean {
  return url === '/socket.io' || url.startsWith('/socket.io/') || url.startsWith('/socket.io?');
}

/** A path whose last segment has a dot asks for a file: a missing one is a 404, not the app. */
function looksLikeFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.');
}

/**
 * Serves the built client (when `staticDir` holds one) and answers everything unmatched:
 * unknown /api paths get a JSON 404, other page GETs get index.html (history-mode routing).
 */
export async function installStaticAndFallback(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const root = staticDir ? resolve(staticDir) : null;
  const hasClient = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      // Files are listed at start-up; anything else goes to the not-found handler below.
      wildcard: false,
      setHeaders(reply, path) {
        // Hashed asset names never change content; index.html must be re-read after a deploy.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPageGet = request.method === 'GET' || request.method === 'HEAD';
    if (hasClient && isPageGet && !isApiPath(url) && !isSocketPath(url) && !looksLikeFile(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, 'Not found'));
  });
}
