/**
 * zod as the browser runs it (src/domain/zod.ts): without compiled checks. Imported first by
 * ingest.bench.ts, which runs in Node, so its figures are the hub's.
 */
import { z } from 'zod';

z.config({ jitless: true });
