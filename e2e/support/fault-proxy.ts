/**
 * A loopback TCP proxy between Chromium and a test server that can misbehave on command.
 * Browser automation cannot cut a SharedWorker's network (offline mode and request
 * routing do not reach worker traffic), so the page is loaded from this proxy and every
 * byte of the page, its workers and their socket passes through it.
 *
 * Modes (switch at any time with `mode()`; they apply to open connections too):
 * - 'pass': bytes flow both ways.
 * - 'reset': every open connection is destroyed with a TCP RST and new ones are reset
 *   as soon as they are accepted (the browser sees ERR_CONNECTION_RESET).
 * - 'blackhole': connections are accepted and kept open, nothing is forwarded either
 *   way. What was sent meanwhile is held, as TCP retransmission would deliver it once
 *   the path is back, and goes through when the mode changes again.
 * - delay(ms): every chunk is forwarded `ms` after it arrived, in order.
 * - throttle(bytesPerSecond): each direction of each connection is held to that rate.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
export { freePort } from './free-port';

export type FaultMode =
  | 'pass'
  | 'reset'
  | 'blackhole'
  | { readonly delayMs: number }
  | { readonly bytesPerSecond: number };

export const delay = (ms: number): FaultMode => ({ delayMs: ms });
export const throttle = (bytesPerSecond: number): FaultMode => ({ bytesPerSecond });

/** One connection the proxy accepted, for tests that count attempts. */
export interface ProxiedConnection {
  openedAt: number;
  /** When the client ended or dropped it (null while it holds it open). */
  closedAt: number | null;
  /** The first line the client sent (e.g. 'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1'). */
  firstLine: string | null;
}

export interface FaultProxy {
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  mode(next: FaultMode): void;
  /** Every connection accepted so far, oldest first. */
  connections(): readonly ProxiedConnection[];
  close(): Promise<void>;
}

/**
 * A throttled connection may send this much at once: a tenth of a second's worth, so
 * a rate holds over short spans too and a burst does not hide the limit.
 */
const THROTTLE_BURST_SECONDS = 0.1;

/** What one end sent: bytes, its half-close, or its going away (abruptly: reset). */
type Signal = Buffer | { end: true } | { close: true; reset: boolean };

interface Item {
  signal: Signal;
  at: number;
}

/** One direction of one connection: a queue drained according to the current mode. */
class Lane {
  readonly #queue: Item[] = [];
  #timer: NodeJS.Timeout | null = null;
  #tokens = 0;
  #refilledAt = Date.now();

  constructor(
    private readonly to: Socket,
    private readonly mode: () => FaultMode,
  ) {}

  push(signal: Signal): void {
    this.#queue.push({ signal, at: Date.now() });
    this.pump();
  }

  stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#queue.length = 0;
  }

  pump(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    while (this.#queue.length > 0) {
      if (this.to.destroyed) return this.stop();
      const mode = this.mode();
      if (mode === 'blackhole' || mode === 'reset') return;
      const item = this.#queue[0] as Item;
      if (typeof mode === 'object' && 'delayMs' in mode) {
        const wait = item.at + mode.delayMs - Date.now();
        if (wait > 0) return this.#later(wait);
      }
      const { signal } = item;
      if (!Buffer.isBuffer(signal)) {
        this.#queue.shift();
        if ('end' in signal) this.to.end();
        else if (signal.reset) this.to.resetAndDestroy();
        else this.to.destroySoon();
        continue;
      }
      if (typeof mode === 'object' && 'bytesPerSecond' in mode) {
        const sent = this.#throttled(signal, mode.bytesPerSecond);
        if (sent < signal.length) {
          item.signal = signal.subarray(sent);
          return this.#later(Math.ceil(((signal.length - sent) * 1000) / mode.bytesPerSecond));
        }
      } else {
        this.to.write(signal);
      }
      this.#queue.shift();
    }
  }

  /** Writes what the bucket allows now; returns the bytes written. */
  #throttled(data: Buffer, bytesPerSecond: number): number {
    const now = Date.now();
    const burst = Math.max(1, bytesPerSecond * THROTTLE_BURST_SECONDS);
    this.#tokens = Math.min(
      burst,
      this.#tokens + ((now - this.#refilledAt) * bytesPerSecond) / 1000,
    );
    this.#refilledAt = now;
    const count = Math.min(Math.floor(this.#tokens), data.length);
    if (count === 0) return 0;
    this.#tokens -= count;
    this.to.write(data.subarray(0, count));
    return count;
  }

  #later(ms: number): void {
    // a throttled lane wakes at least every burst span, so it never waits for more than it can send
    this.#timer = setTimeout(
      () => this.pump(),
      Math.max(1, Math.min(ms, THROTTLE_BURST_SECONDS * 1000)),
    );
  }
}

interface Pair {
  client: Socket;
  upstream: Socket;
  lanes: readonly Lane[];
}

/** Starts a proxy on a free loopback port that forwards to 127.0.0.1:<targetPort>. */
export async function start(targetPort: number): Promise<FaultProxy> {
  let current: FaultMode = 'pass';
  const pairs = new Set<Pair>();
  const records: ProxiedConnection[] = [];
  const mode = (): FaultMode => current;

  function reset(pair: Pair): void {
    for (const lane of pair.lanes) lane.stop();
    pair.client.resetAndDestroy();
    pair.upstream.resetAndDestroy();
  }

  // half-open allowed: an end's FIN travels through its lane like its bytes (held in a blackhole)
  const server: Server = createServer({ allowHalfOpen: true }, (client) => {
    const record: ProxiedConnection = { openedAt: Date.now(), closedAt: null, firstLine: null };
    records.push(record);
    client.on('error', () => undefined);
    if (current === 'reset') {
      record.closedAt = Date.now();
      client.resetAndDestroy();
      return;
    }
    const upstream = connect({ port: targetPort, host: '127.0.0.1', allowHalfOpen: true });
    const toServer = new Lane(upstream, mode);
    const toClient = new Lane(client, mode);
    const pair: Pair = { client, upstream, lanes: [toServer, toClient] };
    pairs.add(pair);
    let refused = false;
    // nothing listens (server down): the browser sees a reset, as with a refused port
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') refused = true;
    });
    client.on('data', (chunk: Buffer) => {
      record.firstLine ??= chunk.toString('latin1').split('\r\n', 1)[0] ?? '';
      toServer.push(chunk);
    });
    upstream.on('data', (chunk: Buffer) => toClient.push(chunk));
    client.on('end', () => {
      record.closedAt ??= Date.now(); // the browser is done with it, whatever the mode holds back
      toServer.push({ end: true });
    });
    upstream.on('end', () => toClient.push({ end: true }));
    client.on('close', (hadError) => {
      record.closedAt ??= Date.now();
      toServer.push({ close: true, reset: hadError });
      if (upstream.destroyed) pairs.delete(pair);
    });
    upstream.on('close', () => {
      toClient.push({ close: true, reset: refused });
      if (client.destroyed) pairs.delete(pair);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address !== 'object') throw new Error('fault proxy: no port');
  const port = address.port;

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    mode(next) {
      current = next;
      for (const pair of pairs) {
        if (next === 'reset') reset(pair);
        else for (const lane of pair.lanes) lane.pump();
      }
      if (next === 'reset') pairs.clear();
    },
    connections: () => records,
    close() {
      for (const pair of pairs) reset(pair);
      pairs.clear();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
