/**
 * socket.io across nodes: with REDIS_URL set, every node's io uses the Redis Streams
 * adapter, so an emit on any node (the core's statistics, an edge's session:ended) reaches
 * the matching sockets on every node. Streams rather than PUB/SUB: a node that loses Redis
 * for a while resumes reading where it stopped instead of missing what was sent meanwhile,
 * and commands a node issues while Redis is away wait in the client's queue.
 */
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';

export interface RedisAdapter {
  /** What socket.io's `adapter` option takes. */
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/** Stream entries kept: a node away for a few seconds at the busiest finds what it missed still there. */
const STREAM_MAX_LEN = 100_000;
/**
 * How long a command waits for Redis. The client's default (5 s) dropped what a node emitted
 * while Redis restarted: a broadcast queued at the start of a 5 s outage timed out just before
 * Redis was back. It must also outlast the adapter's blocking reads (5 s).
 */
const COMMAND_TIMEOUT_MS = 60_000;

export async function connectRedisAdapter(
  url: string,
  log: (message: string, error?: unknown) => void,
): Promise<RedisAdapter> {
  const client = createClient({
    url,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      // a restarted Redis is back within seconds: try again every half second at most
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 500),
    },
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (!down) log('redis connection lost, retrying', error);
    down = true;
  });
  client.on('ready', () => {
    if (down) log('redis connection back');
    down = false;
  });
  await client.connect();
  const adapter = createAdapter(client, { maxLen: STREAM_MAX_LEN, onlyPlaintext: true });
  return {
    adapter,
    async close() {
      // the adapter's own reading clients end when io closes its namespaces
      if (client.isOpen) await client.close();
    },
  };
}
