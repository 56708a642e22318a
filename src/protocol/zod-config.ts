/**
 * zod probes `new Function` the first time it builds a schema; our CSP forbids eval, and the
 * blocked probe is reported as a violation even though zod carries on without it. Imported
 * first by every browser entry (page, SharedWorker, Worker) so no schema is built before.
 */
import { z } from 'zod';

z.config({ jitless: true });
