/**
 * The fan-out bench's clients, spread over worker threads: opens sockets in a round
 * robin, opens and closes measurement windows on every thread at once, and adds up
 * what the threads counted.
 */
import { Worker } from 'node:worker_threads';
import { addInto, createHistogram } from './fanout-histogram';
import type { FanoutCommand, FanoutReply, TallyReading } from './fanout-worker';

/** Sockets a thread handshakes at once: enough to open thousands in seconds, few enough not to stall the server's ticks. */
const OPEN_CONCURRENCY = 16;

export interface Fleet {
  readonly sockets: number;
  /** Opens `count` more clients, session ids taken round robin from `sessionIds`. */
  open(
    count: number,
    sessionIds: readonly string[],
  ): Promise<{ failed: number; firstError: string | null }>;
  start(offsetMs: number, keepRaw?: boolean): void;
  stop(): Promise<TallyReading>;
  close(): Promise<void>;
}

/**
 * A worker thread does not get the TypeScript loader the bench runs under: it registers
 * tsx's loader itself, then imports the worker module.
 */
const WORKER_BOOTSTRAP = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./fanout-worker.ts', import.meta.url).href)}); });`;

export function startFleet(url: string, threads: number): Fleet {
  const workers = Array.from(
    { length: threads },
    () => new Worker(WORKER_BOOTSTRAP, { eval: true }),
  );
  let sockets = 0;
  let sessionCursor = 0;

  function ask(
    worker: Worker,
    command: FanoutCommand,
    expected: FanoutReply['type'],
  ): Promise<FanoutReply> {
    return new Promise((resolve, reject) => {
      const onMessage = (reply: FanoutReply): void => {
        if (reply.type !== expected) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(reply);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.postMessage(command);
    });
  }

  return {
    get sockets() {
      return sockets;
    },
    async open(count, sessionIds) {
      const shares: string[][] = workers.map(() => []);
      for (let i = 0; i < count; i++) {
        shares[(sockets + i) % workers.length]?.push(
          sessionIds[sessionCursor++ % sessionIds.length] as string,
        );
      }
      const replies = await Promise.all(
        workers.map((worker, i) =>
          ask(
            worker,
            { type: 'open', url, sessionIds: shares[i] ?? [], concurrency: OPEN_CONCURRENCY },
            'opened',
          ),
        ),
      );
      let failed = 0;
      let firstError: string | null = null;
      for (const reply of replies) {
        if (reply.type !== 'opened') continue;
        sockets += reply.opened;
        failed += reply.failed;
        firstError ??= reply.firstError;
      }
      return { failed, firstError };
    },
    start(offsetMs, keepRaw = false) {
      for (const worker of workers)
        worker.postMessage({ type: 'start', offsetMs, keepRaw } satisfies FanoutCommand);
    },
    async stop() {
      const replies = await Promise.all(
        workers.map((worker) => ask(worker, { type: 'stop' }, 'tally')),
      );
      const total: TallyReading = {
        messages: 0,
        items: 0,
        bytes: 0,
        early: 0,
        untimed: 0,
        itemChecks: 0,
        itemMismatches: 0,
        histogram: createHistogram(),
        raw: [],
        dropped: 0,
      };
      for (const reply of replies) {
        if (reply.type !== 'tally') continue;
        const r = reply.reading;
        total.messages += r.messages;
        total.items += r.items;
        total.bytes += r.bytes;
        total.early += r.early;
        total.untimed += r.untimed;
        total.itemChecks += r.itemChecks;
        total.itemMismatches += r.itemMismatches;
        total.dropped += r.dropped;
        for (const value of r.raw) total.raw.push(value);
        addInto(total.histogram, r.histogram);
      }
      return total;
    },
    async close() {
      await Promise.all(
        workers.map((worker) => ask(worker, { type: 'close' }, 'closed').catch(() => undefined)),
      );
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
