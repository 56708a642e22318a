/**
 * One watching client of the fan-out bench: a plain WebSocket speaking just enough
 * Engine.IO v4 / socket.io to join as the hub does (handshake auth with the session id,
 * pong to every ping) and then only reading what the server pushes. It sends nothing
 * else: the hub sends no events over its socket either, the server puts a supervisor's
 * socket in the watcher room at the handshake.
 */
import WebSocket from 'ws';
import { record } from './fanout-histogram';
import {
  ENGINE_IO_QUERY,
  EIO_MESSAGE,
  EIO_OPEN,
  EIO_PING,
  EIO_PONG,
  SIO_CONNECT,
  SIO_CONNECT_ERROR,
  connectFrame,
  decodedItems,
  readEventFrame,
} from './fanout-protocol';

/** What every socket of one thread adds to while a window is open. */
export interface Tally {
  open: boolean;
  messages: number;
  items: number;
  bytes: number;
  /** Messages whose receipt came before t + offset (clock floor taken too high). */
  early: number;
  /** Messages without a readable `t` (counted, not timed). */
  untimed: number;
  /** Sampled frames whose quick item count differed from a full JSON decode. */
  itemChecks: number;
  itemMismatches: number;
  histogram: Uint32Array;
  /** Wall ms minus simulation ms of a send with no queue (see server-fanout.ts). */
  offsetMs: number;
  /** Raw (receipt − t) of every message, for the clock floor; null when not asked. */
  raw: number[] | null;
}

/** Every ITEM_CHECK_EVERY-th message of a checking socket is decoded in full. */
/** The server's liveness beat (`server/live/fan-out.ts`), stamped with its wall clock. */
const LIVE_BEAT_EVENT = 'live';

const ITEM_CHECK_EVERY = 97;

export interface FanoutSocketOptions {
  url: string;
  sessionId: string;
  tally: Tally;
  /** Decode a sample in full to check the quick item count. */
  checkItems: boolean;
  onClosed: () => void;
}

/** Opens one client; resolves once socket.io accepted it (rejects on a refused handshake). */
export function openFanoutSocket(options: FanoutSocketOptions): Promise<WebSocket> {
  const { tally } = options;
  const ws = new WebSocket(`${options.url.replace(/^http/, 'ws')}${ENGINE_IO_QUERY}`, {
    origin: options.url,
    // the server sends only ASCII JSON; validating it would only cost the clients time
    skipUTF8Validation: true,
    perMessageDeflate: false,
  });
  let seen = 0;
  return new Promise((resolve, reject) => {
    let accepted = false;
    ws.on('error', (error) => {
      if (!accepted) reject(error);
    });
    ws.on('close', () => {
      if (accepted) options.onClosed();
      else reject(new Error('closed before socket.io accepted the client'));
    });
    ws.on('message', (data: Buffer) => {
      const kind = data[0];
      if (kind === EIO_PING) {
        ws.send(EIO_PONG);
        return;
      }
      if (kind === EIO_OPEN) {
        ws.send(connectFrame(options.sessionId));
        return;
      }
      if (kind !== EIO_MESSAGE) return;
      if (!accepted) {
        if (data[1] === SIO_CONNECT) {
          accepted = true;
          resolve(ws);
        } else if (data[1] === SIO_CONNECT_ERROR) {
          reject(new Error(`handshake refused: ${data.toString('utf8', 2)}`));
          ws.close();
        }
        return;
      }
      if (!tally.open) return;
      const receivedAt = Date.now();
      const frame = readEventFrame(data);
      if (frame === null) return;
      tally.messages += 1;
      tally.items += frame.items;
      tally.bytes += data.length;
      if (options.checkItems && ++seen % ITEM_CHECK_EVERY === 0) {
        tally.itemChecks += 1;
        if (decodedItems(data) !== frame.items) tally.itemMismatches += 1;
      }
      // the live beat's `t` is the server's wall clock, the batches' the simulation's (which
      // starts behind it by the time the centre took to build): one floor cannot serve both,
      // and the beat's would be taken as the floor of every batch
      if (Number.isNaN(frame.t) || frame.event === LIVE_BEAT_EVENT) {
        tally.untimed += 1;
        return;
      }
      tally.raw?.push(receivedAt - frame.t);
      const latency = receivedAt - frame.t - tally.offsetMs;
      if (latency < 0) tally.early += 1;
      record(tally.histogram, latency);
    });
  });
}
