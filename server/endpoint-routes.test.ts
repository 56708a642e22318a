/**
 * The server's API is the endpoint table (issue 22): every call of the table has its route, and
 * every route under /api is a call of the table, but for the few that serve operations and the
 * browser tests, not the spec's users. Routes are read from the built app (Fastify's own route
 * tree), so a route registered by any means, the table's helper or not, is seen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/protocol/endpoints';
import type { BuiltServer } from './app';
import { testServer } from './testing/test-server';

/** Outside the spec's calls: load balancers' health check, the benches' and tests' readings. */
const NOT_SPEC = [
  /^\/api\/__test\//,
  /^\/api\/health$/,
  /^\/api\/diagnostics\//,
  /^\/api\/cluster\//,
];

/** `/api/settings/:agentId` and `/api/settings/:id` are one route to the router. */
const shape = (path: string) => path.replace(/:[A-Za-z|:]+/g, ':');

/** Method and path of every route in `printRoutes({ commonPrefix: false })`'s tree. */
function routesOf(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const path = (depth > 0 ? (stack[depth - 1] ?? '') : '') + segment;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of methods?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push(`${method} ${shape(path)}`);
  }
  return routes;
}

let server: BuiltServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('routes and the endpoint table', () => {
  it('the route tree is read whole, child paths included', () => {
    const tree = [
      '├── /api/settings/:agentId|:id (GET, HEAD, PUT)',
      '├── /api/supervisor/register (GET, HEAD)',
      '│   └── ed (GET, HEAD)',
      '└── /api/supervisor/listen/:supId/:agentId (POST)',
      '    └── /stop (POST)',
    ].join('\n');
    expect(routesOf(tree)).toEqual([
      'GET /api/settings/:',
      'PUT /api/settings/:',
      'GET /api/supervisor/register',
      'GET /api/supervisor/registered',
      'POST /api/supervisor/listen/:/:',
      'POST /api/supervisor/listen/:/:/stop',
    ]);
  });

  it('every call of the table has its route and every /api route is a call of the table', async () => {
    server = await testServer();
    await server.app.ready(); // routes inside plugins are added as the app loads
    const served = routesOf(server.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.includes(' /api') && !NOT_SPEC.some((p) => p.test(route.split(' ')[1]!)),
    );
    const table = Object.values(ENDPOINTS).map((e) => `${e.method} ${shape(e.route)}`);
    expect({
      notServed: table.filter((route) => !served.includes(route)),
      notInTable: served.filter((route) => !table.includes(route)),
    }).toEqual({ notServed: [], notInTable: [] });
  });
});
