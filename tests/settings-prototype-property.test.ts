/**
 * No input reaches a prototype (issue 16): fast-check sends random dotted paths (prototype
 * keys, unicode, empty and very long segments, below the free-form part and elsewhere) with
 * random JSON values to PUT api/settings through the real app. Afterwards Object.prototype,
 * Array.prototype and Function.prototype are as they were and every demo user still logs in
 * and reads their settings. NUM_RUNS patches of up to 5 paths each keep it to a few seconds.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../server/app';
import { authed, login, testServer } from '../server/testing/test-server';

/** Patches sent (each up to 5 paths): about a thousand paths in all. */
const NUM_RUNS = 300;
const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype] as const;
const snapshot = () => PROTOTYPES.map((p) => Reflect.ownKeys(p).map(String).sort().join(','));

const segment = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    'supervisorDashboardSettings',
    'theme',
    'mode',
    'a',
    '0',
    'toString',
    'polluted',
  ),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ minLength: 257, maxLength: 400 }),
);
const path = fc.oneof(
  fc
    .array(segment, { minLength: 1, maxLength: 6 })
    .map((s) => ['supervisorDashboardSettings', ...s].join('.')),
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => s.join('.')),
);
const json = fc
  .jsonValue({ maxDepth: 3 })
  .chain((value) =>
    fc.constantFrom(
      value,
      { __proto__: value } as unknown,
      { constructor: { prototype: { polluted: true } } },
      JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
    ),
  );

let server: BuiltServer;
let agent: { sessionId: string; userId: string };
beforeAll(async () => {
  server = await testServer({ testRoutes: false, apiRequestsPerMinute: 1_000_000 });
  const { sessionId, user } = await login(server, 'agent');
  agent = { sessionId, userId: user.userId };
}, 60_000);
afterAll(async () => server.close());

describe('no input reaches a prototype', () => {
  it(
    'random dotted paths and JSON values never touch a built-in prototype, and every user still works',
    { timeout: 120_000 },
    async () => {
      const before = snapshot();
      await fc.assert(
        fc.asyncProperty(fc.dictionary(path, json, { minKeys: 1, maxKeys: 5 }), async (patch) => {
          const response = await server.app.inject({
            method: 'PUT',
            url: `/api/settings/${agent.userId}`,
            headers: { ...authed(agent.sessionId), 'content-type': 'application/json' },
            payload: JSON.stringify(patch),
          });
          expect([200, 400]).toContain(response.statusCode);
          expect(snapshot()).toEqual(before);
        }),
        { numRuns: NUM_RUNS },
      );
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      for (const name of ['agent', 'agent2', 'supervisor', 'wallboard']) {
        const { sessionId, user } = await login(server, name);
        const settings = await server.app.inject({
          method: 'GET',
          url: `/api/settings/${user.userId}`,
          headers: authed(sessionId),
        });
        // wallboard users have no settings by design (403); everyone else reads theirs
        expect(settings.statusCode, name).toBe(name === 'wallboard' ? 403 : 200);
      }
    },
  );
});
