/**
 * The few Engine.IO v4 / socket.io v5 frames a watching client meets, read straight from
 * the WebSocket frame's bytes. The fan-out bench's clients must cost far less than the
 * server they measure: JSON.parse of every batch (what socket.io-client does) would make
 * them the bottleneck long before the server, so they read only the event name, the
 * batch's `t` and a count of its items, without decoding the rest.
 */

/** Engine.IO packet types (first byte of a text frame). */
export const EIO_OPEN = 0x30; // '0'
export const EIO_PING = 0x32; // '2'
export const EIO_PONG = '3';
export const EIO_MESSAGE = 0x34; // '4'
/** socket.io packet types (second byte of an Engine.IO message). */
export const SIO_CONNECT = 0x30; // '0'
export const SIO_EVENT = 0x32; // '2'
export const SIO_CONNECT_ERROR = 0x34; // '4'

export const ENGINE_IO_QUERY = '/socket.io/?EIO=4&transport=websocket';

/** socket.io CONNECT to the main namespace with the handshake auth the hub sends. */
export function connectFrame(sessionId: string): string {
  return `40${JSON.stringify({ sessionId })}`;
}

/**
 * One key each item of a batch carries exactly once, per event: counting it counts the
 * items without parsing. An event not listed (or a payload without `items`) is one item,
 * as bench/server-throughput.ts counts it.
 */
const ITEM_KEYS: Readonly<Record<string, Buffer>> = {
  'stats:businessProcess': Buffer.from('"businessProcessId":'),
  'stats:agent': Buffer.from('"agentId":'),
  'agent:state': Buffer.from('"agentId":'),
  counters: Buffer.from('"handlerId":'),
};
const ITEMS_KEY = Buffer.from('"items":');
const T_KEY = Buffer.from('"t":');
const EVENT_START = 4; // after `42["`
const QUOTE = 0x22;

export interface EventFrame {
  event: string;
  /** The batch's `t` (simulation clock, ms), NaN when the payload has none. */
  t: number;
  items: number;
}

function occurrences(frame: Buffer, key: Buffer, from: number): number {
  let count = 0;
  for (let at = frame.indexOf(key, from); at !== -1; at = frame.indexOf(key, at + key.length))
    count += 1;
  return count;
}

/** Reads a socket.io EVENT frame (`42["name",{…}]`); null for any other frame. */
export function readEventFrame(frame: Buffer): EventFrame | null {
  if (frame.length < EVENT_START + 2 || frame[0] !== EIO_MESSAGE || frame[1] !== SIO_EVENT)
    return null;
  const nameEnd = frame.indexOf(QUOTE, EVENT_START);
  if (nameEnd === -1) return null;
  const event = frame.toString('latin1', EVENT_START, nameEnd);
  const tAt = frame.indexOf(T_KEY, nameEnd);
  let t = Number.NaN;
  if (tAt !== -1) {
    t = 0;
    let digits = 0;
    for (let i = tAt + T_KEY.length; i < frame.length; i++) {
      const c = frame[i] as number;
      if (c < 0x30 || c > 0x39) break;
      t = t * 10 + (c - 0x30);
      digits += 1;
    }
    if (digits === 0) t = Number.NaN;
  }
  const key = ITEM_KEYS[event];
  const itemsAt = key === undefined ? -1 : frame.indexOf(ITEMS_KEY, nameEnd);
  const items = key === undefined || itemsAt === -1 ? 1 : occurrences(frame, key, itemsAt);
  return { event, t, items };
}

/** The item count a full JSON decode gives, to check readEventFrame's count on a sample. */
export function decodedItems(frame: Buffer): number {
  const [, payload] = JSON.parse(frame.toString('utf8', 2)) as [
    string,
    { items?: unknown[] } | undefined,
  ];
  return payload?.items?.length ?? 1;
}
