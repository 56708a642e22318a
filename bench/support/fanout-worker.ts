/**
 * A worker thread holding a share of the fan-out bench's clients, so receiving runs
 * beside the bench's main thread (which only steers and adds up). Commands come in on
 * parentPort; see FanoutCommand / FanoutReply.
 */
import { parentPort } from 'node:worker_threads';
import type WebSocket from 'ws';
import { createHistogram } from './fanout-histogram';
import { openFanoutSocket, type Tally } from './fanout-socket';

export type FanoutCommand =
  | { type: 'open'; url: string; sessionIds: string[]; concurrency: number }
  | { type: 'start'; offsetMs: number; keepRaw: boolean }
  | { type: 'stop' }
  | { type: 'close' };

export interface TallyReading {
  messages: number;
  items: number;
  bytes: number;
  early: number;
  untimed: number;
  itemChecks: number;
  itemMismatches: number;
  histogram: Uint32Array;
  raw: number[];
  /** Sockets that closed by themselves since the thread started. */
  dropped: number;
}

export type FanoutReply =
  | { type: 'opened'; opened: number; failed: number; firstError: string | null }
  | { type: 'tally'; reading: TallyReading }
  | { type: 'closed' };

const port = parentPort;
if (port === null) throw new Error('fanout-worker.ts runs as a worker thread');

const sockets: WebSocket[] = [];
let dropped = 0;
let closing = false;
const tally: Tally = {
  open: false,
  messages: 0,
  items: 0,
  bytes: 0,
  early: 0,
  untimed: 0,
  itemChecks: 0,
  itemMismatches: 0,
  histogram: createHistogram(),
  offsetMs: 0,
  raw: null,
};

async function open(
  url: string,
  sessionIds: readonly string[],
  concurrency: number,
): Promise<FanoutReply> {
  let next = 0;
  let failed = 0;
  let firstError: string | null = null;
  const lane = async (): Promise<void> => {
    while (next < sessionIds.length) {
      const sessionId = sessionIds[next++] as string;
      try {
        // the first socket of a thread also checks the quick item count on a sample
        const checkItems = sockets.length === 0;
        sockets.push(
          await openFanoutSocket({
            url,
            sessionId,
            tally,
            checkItems,
            onClosed: () => void (closing || (dropped += 1)),
          }),
        );
      } catch (error) {
        failed += 1;
        firstError ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  return { type: 'opened', opened: sessionIds.length - failed, failed, firstError };
}

function reading(): TallyReading {
  return {
    messages: tally.messages,
    items: tally.items,
    bytes: tally.bytes,
    early: tally.early,
    untimed: tally.untimed,
    itemChecks: tally.itemChecks,
    itemMismatches: tally.itemMismatches,
    histogram: tally.histogram,
    raw: tally.raw ?? [],
    dropped,
  };
}

async function closeAll(): Promise<void> {
  closing = true;
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === ws.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
          // a server that no longer answers must not hold the bench
          setTimeout(() => {
            ws.terminate();
            resolve();
          }, 2_000).unref();
        }),
    ),
  );
}

port.on('message', (command: FanoutCommand) => {
  switch (command.type) {
    case 'open':
      void open(command.url, command.sessionIds, command.concurrency).then((reply) =>
        port.postMessage(reply),
      );
      return;
    case 'start':
      Object.assign(tally, {
        open: true,
        messages: 0,
        items: 0,
        bytes: 0,
        early: 0,
        untimed: 0,
        itemChecks: 0,
        itemMismatches: 0,
        histogram: createHistogram(),
        offsetMs: command.offsetMs,
        raw: command.keepRaw ? [] : null,
      });
      return;
    case 'stop': {
      tally.open = false;
      const value = reading();
      port.postMessage({ type: 'tally', reading: value } satisfies FanoutReply, [
        value.histogram.buffer as ArrayBuffer,
      ]);
      tally.histogram = createHistogram();
      return;
    }
    case 'close':
      void closeAll().then(() => port.postMessage({ type: 'closed' } satisfies FanoutReply));
      return;
  }
});
