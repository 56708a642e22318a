/**
 * zod for every module of the page and the workers: import `z` from here, never from 'zod'
 * (zod-import.test.ts keeps it so).
 *
 * zod probes `new Function` the first time it builds a schema. Our CSP forbids eval, and the
 * blocked probe is reported as a violation even though zod carries on without it. In a
 * browser this module switches the probe off before any module can build a schema, since
 * every schema is built with the `z` it exports. The server (Node, no CSP) shares some of
 * these modules and keeps zod's compiled checks.
 */
import { z } from 'zod';

const inBrowser = 'document' in globalThis || 'WorkerGlobalScope' in globalThis;
if (inBrowser) z.config({ jitless: true });

export { z };
