/**
 * B1's replay source: a HubSocket that plays events recorded from the simulator at a set
 * rate instead of a server's. It stands where socket.io-client hands a packet over
 * (`onAny`), so everything after it is the product's: the connection's hooks, decode,
 * reducers, statistics and the flush to the tabs. Each packet is kept as the JSON text the
 * server wrote and parsed when played, as socket.io-client does with a frame: every play
 * brings fresh objects and the hub pays the parse it pays for a real packet.
 *
 * Bench-only: it reaches a browser only through the bench's own build
 * (bench/support/replay-build.ts), never the product's.
 */
import type { HubSocket, HubSocketSignal } from '../../workers/hub/hub-environment';

/** One recorded packet: its event name, its payload as JSON text and the items it counts. */
export interface RecordedPacket {
  event: string;
  json: string;
  /** What the hub's "Events in" adds for it: a batch's items, else 1. */
  items: number;
}

export interface ReplayTimers {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** How often the source plays what is due: 100 batches a second, in the server's order. */
export const REPLAY_TICK_MS = 10;
/**
 * A late tick plays what fell due meanwhile, up to this much: a hub that cannot keep up
 * takes in less than the set rate (the bench's verdict), instead of being flooded later.
 */
export const REPLAY_MAX_BACKLOG_MS = 250;

/** Items a payload counts in the hub's "Events in" (event-ingest.ts counts a batch's items). */
export function itemsOf(payload: unknown): number {
  if (typeof payload === 'object' && payload !== null && 'items' in payload) {
    const items = payload.items;
    if (Array.isArray(items)) return items.length;
  }
  return 1;
}

/**
 * A recording's text: one packet a line, `[event, payload]` as JSON. Lines that are not a
 * packet are an error, not skipped: a replay of half a recording would measure something else.
 */
export function parseRecording(text: string): RecordedPacket[] {
  const packets: RecordedPacket[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const parsed: unknown = JSON.parse(line);
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string')
      throw new Error(`recording line ${index + 1} is not an [event, payload] packet`);
    packets.push({ event: parsed[0], json: JSON.stringify(parsed[1]), items: itemsOf(parsed[1]) });
  }
  if (packets.length === 0) throw new Error('the recording holds no packet');
  return packets;
}

/** The recording's lines, as a bench writes them. */
export function recordingLine(event: string, payload: unknown): string {
  return JSON.stringify([event, payload]);
}

/**
 * @param recording the packets, looped from the start when played through
 * @param rate items per second wanted now; read at every tick, so it changes while running
 */
export function createReplaySocket(
  recording: Promise<readonly RecordedPacket[]>,
  timers: ReplayTimers,
  rate: () => number,
  log: (level: 'warn', message: string) => void,
): HubSocket {
  const listeners: Array<(event: string, payload: unknown) => void> = [];
  const signals: Array<(signal: HubSocketSignal) => void> = [];
  let packets: readonly RecordedPacket[] | null = null;
  let cursor = 0;
  /** Items due and not yet played (may go below zero: a batch is played whole). */
  let credit = 0;
  let last = timers.now();
  let connected = false;
  let closed = false;

  recording.then(
    (loaded) => {
      packets = loaded;
    },
    (error: unknown) => log('warn', `replay: no recording (${String(error)})`),
  );

  function tick(): void {
    const now = timers.now();
    const elapsed = Math.min(now - last, REPLAY_MAX_BACKLOG_MS);
    last = now;
    // connected at the first tick: the hub subscribed its listeners by then, as with socket.io
    if (!connected) {
      connected = true;
      for (const signal of signals) signal({ type: 'connected' });
    }
    const wanted = Math.max(0, rate());
    if (packets === null || wanted === 0) {
      credit = 0;
      return;
    }
    credit += (wanted * elapsed) / 1000;
    while (credit > 0 && !closed) {
      const packet = packets[cursor] as RecordedPacket;
      cursor = (cursor + 1) % packets.length;
      credit -= packet.items;
      const payload: unknown = JSON.parse(packet.json);
      for (const listener of listeners) listener(packet.event, payload);
    }
  }

  const handle = timers.setInterval(tick, REPLAY_TICK_MS);
  return {
    onAny(listener) {
      listeners.push(listener);
    },
    onSignal(listener) {
      signals.push(listener);
    },
    disconnect() {
      if (closed) return;
      closed = true;
      timers.clearInterval(handle);
      if (connected)
        for (const signal of signals)
          signal({ type: 'disconnected', reason: 'io client disconnect', willReconnect: false });
    },
  };
}
