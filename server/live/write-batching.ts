/**
 * One socket write per connection per burst of broadcasts, not one per message.
 *
 * socket.io already encodes a room broadcast once (the adapter pre-computes the WebSocket
 * frame and every socket writes the same bytes). What stays per socket is the write, and
 * engine.io makes one for each message: the first packet of a tick goes out at once, the
 * others wait for its write callback and then leave one syscall each. A simulation tick
 * sends a watcher three to five messages (statistics, agent statistics, states, counters,
 * the live beat), so the kernel's send path (a writev on loopback costs more than
 * everything socket.io does in JavaScript) ran three to five times per socket per tick.
 *
 * Here the first packet of a synchronous turn marks the transport busy, which is how
 * engine.io itself holds packets while a write is in flight, and a microtask at the end of
 * the turn releases every held connection: its whole buffer goes to the transport in one
 * flush, inside a cork of the TCP socket (from engine.io's `flush` event to its `drain`,
 * both emitted around the transport's send), so the frames leave in a single writev. Order is
 * kept (the packets wait in engine.io's own buffer), nothing is dropped, and the delay is
 * the rest of the current turn.
 *
 * Sound only on the websocket transport, the one the server allows (`transports` in
 * socket.ts): on HTTP long-polling `writable` means a poll request is waiting, and releasing
 * a connection with none would write to nothing. An engine.io upgrade must re-check this.
 */
import type { Socket as NetSocket } from 'node:net';

/** What this module uses of engine.io's socket (the `conn` of a socket.io socket). */
export interface EngineConnection {
  readonly readyState: string;
  readonly transport: { writable: boolean };
  readonly request: { socket?: unknown };
  on(event: 'packetCreate' | 'drain', listener: () => void): unknown;
  on(event: 'flush', listener: (buffer: readonly unknown[]) => void): unknown;
  /** Sends the buffer to the transport when it is writable (engine.io's own method). */
  flush(): void;
}

/** A TCP socket can be corked; anything else (a test double, another engine) is written as is. */
function corkable(value: unknown): Pick<NetSocket, 'cork' | 'uncork'> | null {
  const socket = value as Partial<NetSocket> | null | undefined;
  return typeof socket?.cork === 'function' && typeof socket.uncork === 'function'
    ? (socket as NetSocket)
    : null;
}

export interface WriteBatcher {
  /** Holds this connection's packets to the end of each turn (call once per connection). */
  attach(connection: EngineConnection): void;
}

export function createWriteBatcher(
  schedule: (release: () => void) => void = queueMicrotask,
): WriteBatcher {
  let held: EngineConnection[] = [];

  function release(): void {
    const connections = held;
    held = [];
    for (const connection of connections) {
      connection.transport.writable = true;
      if (connection.readyState !== 'closed') connection.flush();
    }
  }

  return {
    attach(connection) {
      // emitted by engine.io before it buffers the packet and tries to flush
      connection.on('packetCreate', () => {
        const transport = connection.transport;
        // busy: a write is in flight (engine.io flushes on its callback) or already held
        if (!transport.writable) return;
        transport.writable = false;
        if (held.push(connection) === 1) schedule(release);
      });
      // engine.io's own flushes (after a write in flight) leave in one writev too
      let corked: Pick<NetSocket, 'cork' | 'uncork'> | null = null;
      connection.on('flush', (buffer) => {
        if (buffer.length < 2 || corked !== null) return;
        corked = corkable(connection.request.socket);
        corked?.cork();
      });
      connection.on('drain', () => {
        corked?.uncork();
        corked = null;
      });
    },
  };
}
