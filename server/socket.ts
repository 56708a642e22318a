import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server as SocketIOServer, type ServerOptions } from 'socket.io';
import {
  HUB_REPLACED_MESSAGE,
  socketAuthSchema,
  type ServerEventName,
  type ServerEventPayload,
} from '../src/protocol/events';
import { ILLEGAL_SESSION_MESSAGE, SESSION_EXPIRED_MESSAGE } from './auth/auth-hook';
import { installRawSecurityHeaders } from './http/security-headers';
import type { SessionService } from './auth/session-service';
import { createHubFence } from './live/hub-fence';
import { createWriteBatcher, type EngineConnection } from './live/write-batching';

/** Largest message a client may send: the hub sends small commands only; bigger frames are refused unread. */
export const MAX_HTTP_BUFFER_SIZE_BYTES = 100_000;
/**
 * Events one socket may send in a burst, and per second after it. The hub sends no events
 * today (commands go through REST), so anything near this is a broken or hostile client:
 * it is disconnected (and, being a socket.io client, may reconnect and start over).
 */
export const SOCKET_EVENT_BURST = 50;
export const SOCKET_EVENTS_PER_SECOND = 10;

const SOCKET_PATH = '/socket.io';
export const TOO_MANY_SOCKETS_MESSAGE = 'Too many connections for this session';

export type ServerToClientEvents = {
  [N in ServerEventName]: (payload: ServerEventPayload<N>) => void;
};
// The hub sends nothing over the socket yet: commands go through REST.
export type ClientToServerEvents = Record<string, never>;
export interface SocketData {
  userId: string;
  sessionKey: string;
}
export type CcSocketServer = SocketIOServer<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export const userRoom = (userId: string) => `user:${userId}`;
/** Rooms are named after the session key (hash of the id): the id itself never leaves the auth check. */
export const sessionRoom = (sessionKey: string) => `session:${sessionKey}`;

/** Sends one typed event to every socket of a user (all their browsers). */
export function emitToUser<N extends ServerEventName>(
  io: CcSocketServer,
  userId: string,
  event: N,
  payload: ServerEventPayload<N>,
): void {
  // socket.io's emit typing cannot follow a generic event name through the mapped type.
  (io.to(userRoom(userId)).emit as (event: N, payload: ServerEventPayload<N>) => boolean)(
    event,
    payload,
  );
}

/** Sends one typed event to the sockets of one session. */
export function emitToSession<N extends ServerEventName>(
  io: CcSocketServer,
  sessionKey: string,
  event: N,
  payload: ServerEventPayload<N>,
): void {
  (io.to(sessionRoom(sessionKey)).emit as (event: N, payload: ServerEventPayload<N>) => boolean)(
    event,
    payload,
  );
}

/** Connected sockets, in total and per user, for diagnostics and benches. */
export function createConnectionCounter() {
  const perUser = new Map<string, number>();
  const perSession = new Map<string, number>();
  let total = 0;
  let sent = 0;
  return {
    total: () => total,
    /** Characters (text frames) and bytes (binary) written to every socket since the start. */
    sent: () => sent,
    wrote(size: number): void {
      sent += size;
    },
    forUser: (userId: string) => perUser.get(userId) ?? 0,
    forSession: (sessionKey: string) => perSession.get(sessionKey) ?? 0,
    add(userId: string, sessionKey: string): void {
      total += 1;
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
      perSession.set(sessionKey, (perSession.get(sessionKey) ?? 0) + 1);
    },
    remove(userId: string, sessionKey: string): void {
      total -= 1;
      const left = (perUser.get(userId) ?? 1) - 1;
      if (left > 0) perUser.set(userId, left);
      else perUser.delete(userId);
      const leftInSession = (perSession.get(sessionKey) ?? 1) - 1;
      if (leftInSession > 0) perSession.set(sessionKey, leftInSession);
      else perSession.delete(sessionKey);
    },
  };
}
export type ConnectionCounter = ReturnType<typeof createConnectionCounter>;

export interface SocketServerOptions {
  sessions: SessionService;
  allowedOrigins: readonly string[];
  connections: ConnectionCounter;
  /** Sockets one session may hold; the handshake of one more is refused. */
  socketsPerSessionMax: number;
  onExpired: (sessionKey: string, userId: string) => void;
  /** socket.io's adapter (the Redis Streams one in a cluster); default: this process only. */
  adapter?: ServerOptions['adapter'];
}

/**
 * Same origin only: a browser always sends Origin on a WebSocket, and it must name this
 * host (or a configured origin). Clients that send no Origin are not browsers and cannot be
 * driven by a foreign page; they still need a session id.
 */
export function isOriginAllowed(
  request: IncomingMessage,
  allowedOrigins: readonly string[],
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** A token bucket for one socket's incoming events: false once the socket has spent more than it may. */
function eventBudget(now: () => number = performance.now.bind(performance)): () => boolean {
  let tokens = SOCKET_EVENT_BURST;
  let refilledAt = now();
  return () => {
    const at = now();
    tokens = Math.min(
      SOCKET_EVENT_BURST,
      tokens + ((at - refilledAt) / 1000) * SOCKET_EVENTS_PER_SECOND,
    );
    refilledAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** socket.io on the HTTP server: websocket only, session checked at the handshake, rooms per user and session. */
export function createSocketServer(
  httpServer: HttpServer,
  options: SocketServerOptions,
): CcSocketServer {
  const io: CcSocketServer = new SocketIOServer(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: MAX_HTTP_BUFFER_SIZE_BYTES,
    ...(options.adapter === undefined ? {} : { adapter: options.adapter }),
    allowRequest: (request, callback) => {
      const allowed = isOriginAllowed(request, options.allowedOrigins);
      callback(allowed ? null : 'Origin not allowed', allowed);
    },
  });
  // socket.io writes its HTTP answers itself, past Fastify's hooks
  installRawSecurityHeaders(
    httpServer,
    (url) =>
      url === SOCKET_PATH || url.startsWith(`${SOCKET_PATH}/`) || url.startsWith(`${SOCKET_PATH}?`),
  );
  const hubFence = createHubFence();
  const writes = createWriteBatcher();
  io.use((socket, next) => {
    const auth = socketAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next(new Error(ILLEGAL_SESSION_MESSAGE));
    // the store answers asynchronously (PostgreSQL); a failed lookup refuses the handshake
    void options.sessions.check(auth.data.sessionId).then((check) => {
      if (check.kind === 'unknown') return next(new Error(ILLEGAL_SESSION_MESSAGE));
      if (check.kind === 'expired') {
        options.onExpired(check.sessionKey, check.userId);
        return next(new Error(SESSION_EXPIRED_MESSAGE));
      }
      if (options.connections.forSession(check.auth.sessionKey) >= options.socketsPerSessionMax) {
        return next(new Error(TOO_MANY_SOCKETS_MESSAGE));
      }
      const { hubEpoch } = auth.data;
      if (hubEpoch !== undefined) {
        if (!hubFence.admits(check.auth.sessionKey, hubEpoch))
          return next(new Error(HUB_REPLACED_MESSAGE));
        // the replaced sockets go before this one is accepted: never two leader hubs at once
        for (const replaced of hubFence.enter(check.auth.sessionKey, hubEpoch, socket.id))
          io.sockets.sockets.get(replaced)?.disconnect(true);
      }
      socket.data = { userId: check.auth.user.userId, sessionKey: check.auth.sessionKey };
      next();
    }, next);
  });
  io.on('connection', (socket) => {
    const { userId, sessionKey } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionKey)]);
    // engine.io declares `flush` private; the batcher calls it to release what it held
    writes.attach(socket.conn as unknown as EngineConnection);
    options.connections.add(userId, sessionKey);
    socket.on('disconnect', () => {
      options.connections.remove(userId, sessionKey);
      hubFence.leave(sessionKey, socket.id);
    });
    // what the browser receives, for the benches' bytes per tab (B6); a length read, no encoding
    socket.conn.on('packetCreate', (packet: { data?: unknown }) => {
      const data = packet.data;
      options.connections.wrote(
        typeof data === 'string' ? data.length : data instanceof Uint8Array ? data.byteLength : 0,
      );
    });
    const spend = eventBudget();
    socket.use((_packet, next) => {
      if (spend()) next();
      else if (socket.connected) socket.disconnect(true);
    });
  });
  return io;
}
