/**
 * Hostile input, issue 9 "abuse": every POST and PUT route of the server (read from
 * Fastify's own route list, so a new route cannot slip past) gets generated malformed
 * bodies (100 in `npm test`, 2,000 under LONG_TESTS=1) — wrong types, missing fields, huge
 * strings, deep nesting, `__proto__` and `constructor` keys, invalid UTF-8 and lone
 * surrogates, numbers as "NaN" strings, broken syntax, wrong content types. Each must be
 * refused with a 4xx (never a 5xx, never a 2xx) and must leave every SQLite table as it was.
 * The generator is seeded per route: a failure names the route, the body's index and the
 * seed, and replays exactly.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../server/app';
import type Database from 'better-sqlite3';
import { DEFAULT_THEME } from '../server/db/seed-themes';
import {
  authed,
  body,
  login,
  manualClock,
  sqliteOf,
  testServer,
} from '../server/testing/test-server';
import type { Interaction } from '../src/protocol/interaction-events';

/**
 * 100 bodies reach every kind below on most routes and keep `npm test` quick; the long run
 * (LONG_TESTS=1) sends 2,000, the full stream of each route's seed (the first 100 are its start).
 */
const BODIES_PER_ROUTE = process.env['LONG_TESTS'] ? 2_000 : 100;
/** Change to replay a different stream of bodies; every failure message names the seed it came from. */
const BASE_SEED = 0x5eed_0009;
/** Bodies above the server's 1 MB JSON limit. */
const OVER_BODY_LIMIT_BYTES = 1_100_000;

// ---------------------------------------------------------------------------------------
// A small seeded generator (mulberry32): the same seed gives the same bodies on every run.

type Rng = () => number;
function rngOf(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const seedOf = (text: string) =>
  createHash('sha256').update(text).digest().readUInt32BE(0) ^ BASE_SEED;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function randomKey(rng: Rng): string {
  return (
    pick(rng, ['k', 'x', 'data', 'value', 'id', 'é', '$where', 'a.b', '0', '']) +
    String(int(rng, 0, 999))
  );
}
function randomPrimitive(rng: Rng): Json {
  return pick<() => Json>(rng, [
    () => null,
    () => rng() < 0.5,
    () => int(rng, -1e6, 1e6),
    () => rng() * 1e300,
    () =>
      pick(rng, [
        '',
        'NaN',
        'Infinity',
        '-1',
        '1e309',
        '0x1F',
        'null',
        'true',
        '<script>alert(1)</script>',
        "' OR 1=1 --",
      ]),
    () => 'x'.repeat(int(rng, 0, 300)),
  ])();
}
function randomJson(rng: Rng, depth = 0): Json {
  const roll = rng();
  if (depth >= 4 || roll < 0.5) return randomPrimitive(rng);
  if (roll < 0.7) return Array.from({ length: int(rng, 0, 4) }, () => randomJson(rng, depth + 1));
  const object: Record<string, Json> = {};
  for (let i = int(rng, 1, 4); i > 0; i -= 1) object[randomKey(rng)] = randomJson(rng, depth + 1);
  return object;
}

/** Paths of every primitive leaf of a value (keys and array indices). */
function leaves(value: Json, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [at];
}
function withLeaf(value: Json, path: ReadonlyArray<string | number>, leaf: Json): Json {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? withLeaf(item, rest, leaf) : item));
  const object = value as Record<string, Json>;
  return { ...object, [head]: withLeaf(object[head] as Json, rest, leaf) };
}
function leafAt(value: Json, path: ReadonlyArray<string | number>): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, value);
}

/** Offsets just after each `{` and each opening quote that are structure, not string content. */
function structure(text: string): { objects: number[]; strings: number[] } {
  const objects: number[] = [];
  const strings: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      strings.push(i + 1);
    } else if (c === '{') {
      objects.push(i + 1);
    }
  }
  return { objects, strings };
}
const insertAt = (text: string, at: number, piece: string) =>
  text.slice(0, at) + piece + text.slice(at);

/** A member added to a random object of `text` (wrapping it when it has none). */
function withMember(rng: Rng, text: string, member: string): string {
  const { objects } = structure(text);
  if (objects.length === 0) return `{${member},"v":${text}}`;
  const at = pick(rng, objects);
  return insertAt(text, at, text[at] === '}' ? member : `${member},`);
}

function nested(rng: Rng, depth: number): string {
  return rng() < 0.5
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

interface RouteSpec {
  /** A well-formed body (its mutations below are then malformed); undefined: the route takes no body. */
  sample: Json | undefined;
  /** Keys whose removal leaves a valid body (every key, when the route's fields are all optional). */
  optional?: readonly string[];
  /** Leaf keys that accept several primitive types (a string for a number is no error there). */
  anyPrimitive?: readonly string[];
  /** Top-level keys holding free-form JSON: no type is wrong there, only what the parser refuses. */
  freeForm?: readonly string[];
  multipart?: boolean;
}

interface Generated {
  kind: string;
  payload: string | Buffer;
  contentType: string | null;
}

/** One malformed body for a route: the kinds below are each wrong whatever the route's schema. */
function malformedBody(rng: Rng, spec: RouteSpec): Generated {
  const base: Json = spec.sample ?? randomJson(rng, 1);
  const text = JSON.stringify(base);
  const json = (kind: string, payload: string | Buffer): Generated => ({
    kind,
    payload,
    contentType: 'application/json',
  });
  const allLeaves = spec.sample === undefined ? [] : leaves(spec.sample);
  const baseLeaves = allLeaves.filter((p) => !(spec.freeForm ?? []).includes(String(p[0])));
  const stringLeaves = baseLeaves.filter((p) => typeof leafAt(base, p) === 'string');
  const kinds: Array<[string, number, () => Generated]> = [
    [
      'syntax',
      10,
      () => {
        const broken = pick(rng, [
          () => text.slice(0, int(rng, 1, Math.max(1, text.length - 1))),
          () => text.replace(/"/g, "'"),
          () => text.replace(/"([^"]+)":/g, '$1:'),
          () => `${text},`,
          () => `${text}${text}`,
          () =>
            `{"a":${pick(rng, ['NaN', 'Infinity', '-Infinity', 'undefined', '01', '.5', '1.', '+1', '0x10'])}}`,
          () => `/* c */${text}`,
          () => `{"a":1,}`,
          () => `[1,2`,
          () =>
            Array.from({ length: int(rng, 1, 40) }, () =>
              String.fromCharCode(int(rng, 33, 126)),
            ).join(''),
        ])();
        // a cut that happens to leave valid JSON (or nothing, which reads as "no body") is made invalid
        let payload = broken;
        try {
          JSON.parse(payload);
          payload = `${payload}}`;
        } catch {
          // malformed, as wanted
        }
        if (payload.trim() === '') payload = '{';
        return json('syntax', payload);
      },
    ],
    [
      'top-level type',
      8,
      () =>
        json(
          'top-level type',
          JSON.stringify(
            pick<Json>(rng, [[], [base], [1, 2], 0, -1, 1e308, 'text', '', true, false]),
          ),
        ),
    ],
    [
      'prototype key',
      10,
      () => {
        const key = pick(rng, ['__proto__', 'constructor']);
        const value = pick(rng, [
          '{"isAdmin":true}',
          '{"prototype":{"polluted":1}}',
          '1',
          '"x"',
          'null',
          '[]',
        ]);
        return json('prototype key', withMember(rng, text, `"${key}":${value}`));
      },
    ],
    [
      'lone surrogate',
      8,
      () => {
        const surrogate = pick(rng, ['\\ud800', '\\udfff', '\\udc00\\ud800', '\\ud83d']);
        const { strings } = structure(text);
        const payload =
          strings.length > 0 && rng() < 0.8
            ? insertAt(text, pick(rng, strings), surrogate)
            : withMember(rng, text, `"${surrogate}k":1`);
        return json('lone surrogate', payload);
      },
    ],
    [
      'invalid UTF-8',
      8,
      () => {
        const bad = Buffer.from(
          pick(rng, [
            [0xff],
            [0xc0, 0xaf],
            [0xed, 0xa0, 0x80],
            [0xf8, 0x88, 0x80, 0x80, 0x80],
            [0x80],
            [0xe2, 0x82],
            [0xfe, 0xfe],
          ]),
        );
        const { strings } = structure(text);
        const source =
          strings.length > 0
            ? text
            : `{"x":"",${text.startsWith('{') ? text.slice(1) : `"v":${text}}`}`;
        const at = pick(rng, structure(source).strings);
        const before = Buffer.from(source.slice(0, at), 'utf8');
        return json(
          'invalid UTF-8',
          Buffer.concat([before, bad, Buffer.from(source.slice(at), 'utf8')]),
        );
      },
    ],
    [
      'deep nesting',
      6,
      () => {
        const deep = nested(rng, int(rng, 65, rng() < 0.8 ? 2_000 : 100_000));
        if (allLeaves.length === 0 || rng() < 0.3)
          return json('deep nesting', rng() < 0.5 ? deep : withMember(rng, text, `"deep":${deep}`));
        const marker = 'DEEP-NESTING-MARKER';
        return json(
          'deep nesting',
          JSON.stringify(withLeaf(base, pick(rng, allLeaves), marker)).replace(`"${marker}"`, deep),
        );
      },
    ],
    [
      'over the size limit',
      1,
      () =>
        json(
          'over the size limit',
          withMember(rng, text, `"pad":"${'x'.repeat(OVER_BODY_LIMIT_BYTES)}"`),
        ),
    ],
    [
      'wrong content type',
      4,
      () => ({
        kind: 'wrong content type',
        payload: text,
        contentType: pick(rng, [
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=zz',
          'image/png',
        ]),
      }),
    ],
    [
      'random object',
      spec.sample === undefined ? 20 : 8,
      () =>
        json(
          'random object',
          JSON.stringify({
            [randomKey(rng)]: randomJson(rng, 1),
            ...(rng() < 0.5 ? { [randomKey(rng)]: randomJson(rng, 2) } : {}),
          }),
        ),
    ],
  ];
  if (
    spec.sample !== undefined &&
    spec.sample !== null &&
    typeof spec.sample === 'object' &&
    !Array.isArray(spec.sample)
  ) {
    const sample = spec.sample;
    const required = Object.keys(sample).filter((k) => !(spec.optional ?? []).includes(k));
    if (required.length > 0) {
      kinds.push([
        'missing field',
        10,
        () => {
          const { [pick(rng, required)]: _dropped, ...rest } = sample;
          return json('missing field', JSON.stringify(rest));
        },
      ]);
    }
    if (baseLeaves.length > 0) {
      kinds.push([
        'wrong type',
        16,
        () => {
          const path = pick(rng, baseLeaves);
          const current = leafAt(base, path);
          const loose = (spec.anyPrimitive ?? []).includes(String(path[path.length - 1]));
          const structural: Json[] = [{}, [], [current], { value: current }, null];
          const swaps: Json[] =
            typeof current === 'number'
              ? ['NaN', 'Infinity', '-Infinity', String(current), '1e3', true]
              : typeof current === 'boolean'
                ? ['true', 'false', 1, 0]
                : typeof current === 'string'
                  ? [0, 1.5, -1, true, false]
                  : [1, 'x', true];
          return json(
            'wrong type',
            JSON.stringify(
              withLeaf(base, path, pick(rng, loose ? structural : [...structural, ...swaps])),
            ),
          );
        },
      ]);
    }
    if (stringLeaves.length > 0) {
      kinds.push([
        'huge string',
        6,
        () => {
          const path = pick(rng, stringLeaves);
          const size = rng() < 0.8 ? int(rng, 5_000, 100_000) : int(rng, 100_000, 1_000_000);
          return json(
            'huge string',
            JSON.stringify(
              withLeaf(base, path, pick(rng, ['x', 'é', '\u{1F600}', '\u0000']).repeat(size)),
            ),
          );
        },
      ]);
    }
  }
  const total = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [, weight, make] of kinds) {
    roll -= weight;
    if (roll < 0) return make();
  }
  return (kinds[0] as [string, number, () => Generated])[2]();
}

// Multipart bodies for the email routes: each breaks one rule of the form.
const BOUNDARY = '----cc-abuse-boundary';
function multipartOf(
  parts: ReadonlyArray<{ name: string; value: string | Buffer; filename?: string; type?: string }>,
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const PE_PROGRAM = (() => {
  const program = Buffer.alloc(256);
  program.write('MZ', 0, 'latin1');
  program.writeUInt32LE(0x80, 0x3c);
  program.write('PE\0\0', 0x80, 'latin1');
  return program;
})();
const ELF_PROGRAM = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]),
  Buffer.alloc(120),
]);

function malformedForm(rng: Rng): Generated {
  const valid = [
    { name: 'to', value: 'olivia.bennett1@mail.example' },
    { name: 'subject', value: 'Your order' },
    { name: 'body', value: '<p>Shipped.</p>' },
  ];
  const form = (kind: string, payload: Buffer): Generated => ({
    kind,
    payload,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  return pick<() => Generated>(rng, [
    () =>
      form(
        'unknown field',
        multipartOf([...valid, { name: pick(rng, ['from', 'admin', 'files2', 'x']), value: 'y' }]),
      ),
    () => form('field twice', multipartOf([...valid, pick(rng, valid)])),
    () => form('missing to', multipartOf(valid.filter((p) => p.name !== 'to'))),
    () =>
      form(
        'bad address',
        multipartOf([
          {
            name: 'to',
            value: pick(rng, [
              'not-an-address',
              'a@',
              '@b.example',
              'x@y.example;;not-an-address',
              '"><script>',
            ]),
          },
          ...valid.slice(1),
        ]),
      ),
    () =>
      form(
        'field over 1 MB',
        multipartOf([
          ...valid.filter((p) => p.name !== 'body'),
          { name: 'body', value: 'x'.repeat(1_048_577 + int(rng, 0, 1_000)) },
        ]),
      ),
    () =>
      form(
        'renamed program',
        multipartOf([
          ...valid,
          {
            name: 'files',
            filename: pick(rng, ['invoice.pdf', 'photo.jpg', '../../x.pdf', 'a.txt']),
            type: 'application/pdf',
            value: rng() < 0.5 ? PE_PROGRAM : ELF_PROGRAM,
          },
        ]),
      ),
    () => form('cut short', multipartOf(valid, false).subarray(0, int(rng, 10, 120))),
    () =>
      form(
        'prototype field',
        multipartOf([
          ...valid,
          {
            name: pick(rng, ['__proto__', 'constructor', 'toString', 'hasOwnProperty']),
            value: '1',
          },
        ]),
      ),
    () =>
      form(
        'garbage',
        Buffer.from(Array.from({ length: int(rng, 1, 300) }, () => int(rng, 0, 255))),
      ),
    () => ({
      kind: 'no boundary',
      payload: multipartOf(valid),
      contentType: 'multipart/form-data',
    }),
    () => ({
      kind: 'JSON instead of a form',
      payload: JSON.stringify({ to: 'a@b.example', subject: 's' }),
      contentType: 'application/json',
    }),
  ])();
}

// ---------------------------------------------------------------------------------------
// The routes: Fastify's list, and for each POST/PUT route a well-formed sample body.

/** Every route of the server as `METHOD /path` with its parameters, from Fastify's printed route tree. */
function routesOf(server: BuiltServer): Array<{ method: string; path: string }> {
  const printed = server.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth === 0 ? '' : (stack[depth - 1] ?? '')) + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      routes.push({ method, path });
  }
  return routes;
}

const KPI = {
  id: 'businessProcessServiceLevel',
  type: 'Percentage',
  warningThreshold: '90',
  dangerThreshold: '85',
};
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const assignments = { agentIds: ['agent-id'] };

/** Keyed by `METHOD path` as Fastify prints it. A route missing here fails the test: give it a sample. */
const SPECS: Record<string, RouteSpec> = {
  'POST /api/login': { sample: { username: 'agent', password: 'wrong' } },
  'POST /api/logout': { sample: undefined },
  'POST /api/session/resume': { sample: undefined },
  'POST /api/openid/login': {
    sample: { code: 'abc', state: 'xyz', iss: 'https://id.example.com' },
    optional: ['iss'],
  },
  'POST /api/settings/:agentId|:id': { sample: undefined },
  'PUT /api/settings/:agentId|:id': {
    sample: {
      'theme.mode': 'dark',
      'preferencesSettings.interactionHistoryPeriod': 24,
      'supervisorDashboardSettings.layout': { tiles: [{ id: 'a', w: 2 }] },
    },
    optional: [
      'theme.mode',
      'preferencesSettings.interactionHistoryPeriod',
      'supervisorDashboardSettings.layout',
    ],
    freeForm: ['supervisorDashboardSettings.layout'],
  },
  'POST /api/supervisor/record/:supId/:agentId': { sample: undefined },
  'POST /api/supervisor/record/:supId/:agentId/stop': { sample: undefined },
  'POST /api/supervisor/listen/:supId/:agentId': { sample: undefined },
  'POST /api/supervisor/listen/:supId/:agentId/stop': { sample: undefined },
  'POST /api/supervisor/coach/:supId/:agentId': { sample: undefined },
  'POST /api/supervisor/coach/:supId/:agentId/stop': { sample: undefined },
  'POST /api/supervisor/intervene/:supId/:agentId': { sample: undefined },
  'POST /api/supervisor/intervene/:supId/:agentId/stop': { sample: undefined },
  'POST /api/supervisor/agent/:agentId/loadAllowance': { sample: { loadAllowanceId: 'default' } },
  'PUT /api/supervisor/agent/:agentId/state': { sample: { stateId: 'ready' } },
  'POST /api/supervisor/:supId/businessProcess/:bpId/health/thresholds': {
    sample: { name: 'Strict', kpis: [KPI] },
  },
  'PUT /api/supervisor/:supId/businessProcess/:bpId/health/thresholds': {
    sample: { id: 'profile-x', active: true, name: 'Strict', kpis: [KPI] },
  },
  'POST /api/supervisor/:supId/health/thresholds/add-to-other-business-processes': {
    sample: { healtThresholds: { name: 'Strict', kpis: [KPI] }, bpIds: ['bp-1'] },
  },
  'POST /api/supervisor/:supId/health/thresholds/and-and-apply-to-other-business-processes': {
    sample: { healtThresholds: { name: 'Strict', kpis: [KPI] }, bpIds: ['bp-1'] },
  },
  'POST /api/statistics/subscribeForCounters': {
    sample: {
      clientSubscriptionId: 'sub-1',
      counters: [{ handlerId: 'bp-1', counterTypeId: 'businessProcessWaitingInteractions' }],
    },
  },
  'POST /api/agent/register': {
    sample: { terminal: 'sip:100', useInternalPhone: false },
    optional: ['terminal', 'useInternalPhone'],
  },
  'POST /api/agent/current/keepAlive': { sample: { instanceId: 'instance-1' } },
  'POST /api/agent/state/batch': { sample: { agentIds: ['agent-id'] } },
  'PUT /api/agent/:id/state': { sample: { stateId: 'ready' } },
  'PUT /api/agent/:id/loadAllowance': { sample: { loadAllowanceId: 'la-standard' } },
  'POST /api/avatar/contact/batch': { sample: { userIds: ['contact-1'] } },
  'POST /api/avatar/contact/encoded/:id': { sample: { avatar: PNG } },
  'PUT /api/avatar/contact/encoded/:id': { sample: { avatar: PNG } },
  'POST /api/avatar/batch': { sample: { userIds: ['agent-id'] } },
  'POST /api/avatar/encoded/:id': { sample: { avatar: PNG } },
  'PUT /api/avatar/encoded/:id': { sample: { avatar: PNG } },
  'POST /api/themes': {
    sample: {
      name: 'Fuzz',
      light: DEFAULT_THEME.light,
      dark: DEFAULT_THEME.dark,
    } as unknown as Json,
  },
  'PUT /api/themes/:id': {
    sample: {
      name: 'Fuzz',
      light: DEFAULT_THEME.light,
      dark: DEFAULT_THEME.dark,
    } as unknown as Json,
  },
  'POST /api/interaction/telephony/dtmf': { sample: { digitsToSend: '123' } },
  'POST /api/interaction/telephony/dial': { sample: { destination: '+15550100' } },
  'POST /api/interaction/telephony/handleCallbackNow/:id': { sample: undefined },
  'POST /api/interaction/sms': { sample: { destination: '+15550100' } },
  'POST /api/interaction/chat': { sample: { destination: 'olivia.bennett1@mail.example' } },
  'POST /api/interaction/callback': {
    sample: {
      businessProcessId: 'bp-1',
      phoneNumber: '+15550100',
      scheduledTime: 1_800_000_000_000,
    },
  },
  'POST /api/interaction/email': {
    sample: { destination: 'olivia.bennett1@mail.example', subject: 'Hello' },
    optional: ['destination', 'subject'],
  },
  'PUT /api/interaction/:id/accept': { sample: undefined },
  'PUT /api/interaction/:id/decline': { sample: undefined },
  'PUT /api/interaction/:id/end': { sample: undefined },
  'PUT /api/interaction/:id/dispositionCode': { sample: { dispositionCodeId: 'dc-1' } },
  'POST /api/interaction/:id/downloadEmailAttachments': { sample: { attachmentId: 'att-1' } },
  'PUT /api/interaction/:id/element/:elementId/transfer': { sample: { uri: 'agent:agent2' } },
  'POST /api/interaction/:id/element/:elementId/typingIndication': { sample: undefined },
  'PUT /api/interaction/:id/element/:elementId/hold': { sample: undefined },
  'PUT /api/interaction/:id/element/:elementId/activate': { sample: undefined },
  'PUT /api/interaction/:id/element/:elementId/close': { sample: undefined },
  'POST /api/interaction/:id/element/:elementId/message': { sample: { message: 'Hello' } },
  'POST /api/interaction/:id/element/:elementId/smsmessage': { sample: { message: 'Hello' } },
  'POST /api/interaction/:id/element/:elementId/notTypingIndication': { sample: undefined },
  'PUT /api/interaction/:id/conference/stop': { sample: undefined },
  // {conversation: anything} is accepted: only a body without that key is malformed
  'PUT /api/interaction/:id/conference/start': { sample: undefined },
  'PUT /api/interaction/:id/consult': { sample: { uri: 'agent:agent2' } },
  'POST /api/interaction/:id/contact/:contactId': { sample: undefined },
  'PUT /api/interaction/:id/completionStatus': { sample: { completionStatusId: 1 } },
  'PUT /api/interaction/:id/completionStatusInformation': {
    sample: { information: 'Called back' },
  },
  'PUT /api/interaction/:id/transfer': { sample: { uri: 'agent:agent2' } },
  'POST /api/interaction/:id/transferToAutoVM': { sample: undefined },
  'POST /api/interaction/:id/transferToSurvey': { sample: undefined },
  'PUT /api/interaction/:id/postpone': { sample: { postponeOptionId: 'postpone-1' } },
  'PUT /api/interaction/:id/pendingStatus': { sample: { pendingStatus: 'cancel' } },
  'PUT /api/interaction/:id/record/start': { sample: undefined },
  'PUT /api/interaction/:id/record/stop': { sample: undefined },
  'PUT /api/interaction/:id/record/pause': { sample: undefined },
  'PUT /api/interaction/:id/record/resume': { sample: undefined },
  'PUT /api/interaction/:id/remark': { sample: { remark: 'Customer was happy' } },
  'POST /api/interaction/:id/replyEmail': { sample: undefined, multipart: true },
  'POST /api/interaction/:id/variable': {
    sample: { variableName: 'orderId', value: 'A-1' },
    anyPrimitive: ['value'],
  },
  'POST /api/interaction/:id/sendEmail': { sample: undefined, multipart: true },
  'POST /api/contact/favorites/:id': { sample: { contactId: 'contact-1' } },
  'PUT /api/contact/favorites/:id': { sample: { contactIds: ['contact-1'] } },
  'POST /api/crm/contact': {
    sample: { firstName: 'Ada', email: 'ada@mail.example' },
    optional: ['firstName', 'email'],
  },
  'POST /api/crm/contact/batch': { sample: { contactIds: ['contact-1'] } },
  'PUT /api/crm/contact/:id/properties': {
    sample: { firstName: 'Ada', city: 'Ghent' },
    optional: ['firstName', 'city'],
  },
  'PUT /api/crm/contact/:id/note': { sample: { note: 'Prefers email' } },
  'POST /api/campaign/:campaignId/bp/:bpId/assignments/activate': { sample: assignments },
  'POST /api/campaign/:campaignId/bp/:bpId/assignments/deactivate': { sample: assignments },
  'POST /api/campaign/:campaignId/bp/:bpId/assignments/expiration': {
    sample: { expirationMinutes: 30 },
  },
  'POST /api/businessProcess/:id/assignments/activate': { sample: assignments },
  'POST /api/businessProcess/:id/assignments/deactivate': { sample: assignments },
  'POST /api/businessProcess/:id/assignments/expiration': { sample: { expirationMinutes: 30 } },
  'POST /api/businessProcess/:id/health/configuration': {
    sample: { configurationId: 'profile-x' },
  },
  'PUT /api/wallboard/:id': {
    sample: {
      cards: [{ type: 'businessProcessServiceLevel' }],
      seconds: 10,
      fontSize: 16,
      name: 'Floor',
    },
  },
  'POST /api/wallboard/:id/boards': { sample: { name: 'Floor 3' } },
  'PUT /api/wallboard/:id/boards/selected': { sample: { boardId: 1 } },
};

/** Test-only routes exist only on a server built with testRoutes; production has none of them. */
const isTestRoute = (path: string) => path.startsWith('/api/__test');

// ---------------------------------------------------------------------------------------

interface Caller {
  headers: Record<string, string>;
  userId: string;
}
interface World {
  server: BuiltServer;
  agent: Caller;
  supervisor: Caller;
  interactionId: string;
  elementId: string;
  themeId: string;
}

/** A fingerprint per table: every row of every table, in storage order. */
function snapshot(db: Database.Database): Record<string, string> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const result: Record<string, string> = {};
  for (const table of tables) {
    const hash = createHash('sha256');
    for (const row of db.prepare(`SELECT * FROM "${table}"`).raw().iterate())
      hash.update(JSON.stringify(row));
    result[table] = hash.digest('hex');
  }
  return result;
}
const totalChanges = (db: Database.Database) =>
  db.prepare('SELECT total_changes()').pluck().get() as number;

const SUPERVISOR_PREFIXES = [
  '/api/supervisor/',
  '/api/businessProcess/',
  '/api/campaign/',
  '/api/wallboard/',
  '/api/agent/state/batch',
];

/** A concrete URL for a route template, with ids that exist for the caller, so bodies reach validation. */
function urlFor(template: string, world: World, caller: Caller): string {
  return template.replace(/:([A-Za-z]+)(?:\|:[A-Za-z]+)*/g, (_, name: string) => {
    if (template.startsWith('/api/interaction/telephony/handleCallbackNow'))
      return 'callback-unknown';
    if (template.startsWith('/api/interaction/')) {
      if (name === 'id') return world.interactionId;
      if (name === 'elementId') return world.elementId;
      if (name === 'contactId') return 'contact-1';
    }
    if (name === 'supId') return caller.userId;
    if (name === 'agentId')
      return template.startsWith('/api/supervisor/') ? world.agent.userId : caller.userId;
    if (name === 'bpId') return 'bp-1';
    if (name === 'campaignId') return 'campaign-winback';
    if (name === 'id') {
      if (template.startsWith('/api/themes/')) return world.themeId;
      if (template.startsWith('/api/avatar/contact/') || template.startsWith('/api/crm/contact/'))
        return 'contact-1';
      if (template.startsWith('/api/businessProcess/')) return 'bp-1';
      if (template.startsWith('/api/wallboard/')) return 'current';
      return caller.userId;
    }
    throw new Error(`no value for :${name} in ${template}: teach urlFor this route`);
  });
}

async function buildWorld(): Promise<World> {
  const clock = manualClock();
  const server = await testServer({
    now: clock.now,
    // every body is refused long before these limits would matter; they are tested elsewhere
    loginAttemptsPerMinute: 1_000_000_000,
    apiRequestsPerMinute: 1_000_000_000,
    sim: { seed: 9, businessProcesses: 2, agents: 0, intradayCurve: 'flat' },
  });
  const agentLogin = await login(server, 'agent');
  const supervisorLogin = await login(server, 'supervisor');
  const agent = { headers: authed(agentLogin.sessionId), userId: agentLogin.user.userId };
  const supervisor = {
    headers: authed(supervisorLogin.sessionId),
    userId: supervisorLogin.user.userId,
  };
  await server.app.inject({
    method: 'POST',
    url: '/api/agent/register',
    headers: agent.headers,
    payload: {},
  });
  server.context.simRuntime.sim.addExternalAgent(
    agent.userId,
    agentLogin.user.displayName,
    ['bp-1'],
    { stateId: 'ready' },
  );
  // an outgoing email in handling: interaction routes then get past "not found" to their bodies
  const started = await server.app.inject({
    method: 'POST',
    url: '/api/interaction/email',
    headers: agent.headers,
    payload: { destination: 'olivia.bennett1@mail.example' },
  });
  expect(started.statusCode).toBe(200);
  const interaction = body<{ interactionId: string; interaction: Interaction }>(started);
  const theme = await server.app.inject({
    method: 'POST',
    url: '/api/themes',
    headers: agent.headers,
    payload: { name: 'Mine', light: DEFAULT_THEME.light, dark: DEFAULT_THEME.dark },
  });
  for (const caller of [agent, supervisor]) {
    await server.app.inject({
      method: 'GET',
      url: `/api/settings/${caller.userId}`,
      headers: caller.headers,
    });
  }
  return {
    server,
    agent,
    supervisor,
    interactionId: interaction.interactionId,
    elementId: interaction.interaction.elements[0]?.elementId ?? 'element-unknown',
    themeId: body<{ _id: string }>(theme)._id,
  };
}

let world: World;
let writeRoutes: Array<{ method: string; path: string }> = [];
beforeAll(async () => {
  world = await buildWorld();
  writeRoutes = routesOf(world.server).filter(
    (r) => (r.method === 'POST' || r.method === 'PUT') && !isTestRoute(r.path),
  );
  // building the server and its simulated centre takes seconds on a loaded machine, past the 10 s hook default
}, 60_000);
afterAll(async () => {
  await world?.server.close();
});

describe(`${BODIES_PER_ROUTE.toLocaleString('en')} generated malformed bodies per POST/PUT route never produce a 5xx and never change stored data`, () => {
  it('every POST and PUT route of the server has a body description (none is left out of the run)', () => {
    expect(writeRoutes.length).toBeGreaterThan(80);
    const described = new Set(Object.keys(SPECS));
    expect(
      writeRoutes.map((r) => `${r.method} ${r.path}`).filter((key) => !described.has(key)),
    ).toEqual([]);
  });

  it.each(Object.keys(SPECS))('%s', async (key) => {
    const [method, path] = key.split(' ') as ['POST' | 'PUT', string];
    expect(
      writeRoutes.some((r) => r.method === method && r.path === path),
      `${key} is not a route of the server`,
    ).toBe(true);
    const spec = SPECS[key] as RouteSpec;
    const seed = seedOf(key);
    const rng = rngOf(seed);
    const { server } = world;
    const owner = SUPERVISOR_PREFIXES.some((prefix) => path.startsWith(prefix))
      ? world.supervisor
      : world.agent;
    const other = owner === world.agent ? world.supervisor : world.agent;
    const before = snapshot(sqliteOf(server));
    const statuses = new Map<number, number>();
    for (let i = 0; i < BODIES_PER_ROUTE; i += 1) {
      const generated =
        spec.multipart && rng() < 0.7 ? malformedForm(rng) : malformedBody(rng, spec);
      // every tenth body comes from the other role: role checks must not turn bad input into a 5xx either
      const caller = i % 10 === 9 ? other : owner;
      const changesBefore = totalChanges(sqliteOf(server));
      const response = await server.app.inject({
        method,
        url: urlFor(path, world, caller),
        headers: {
          ...caller.headers,
          'x-cc-hub': '1',
          ...(generated.contentType === null ? {} : { 'content-type': generated.contentType }),
        },
        payload: generated.payload,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const replay = `${key} body #${i} (seed ${seed}, ${generated.kind}): ${String(generated.payload).slice(0, 160)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
      if (response.statusCode < 400 || response.statusCode >= 500)
        expect.fail(`not refused with a 4xx: ${replay}`);
      if (totalChanges(sqliteOf(server)) !== changesBefore)
        expect.fail(`stored data changed: ${replay}`);
    }
    expect(snapshot(sqliteOf(server))).toEqual(before);
    // the bodies were refused for what they are, not only by a role or ownership check
    expect(
      [...statuses.keys()].some((status) => status === 400 || status === 413 || status === 415),
    ).toBe(true);
  });
});
