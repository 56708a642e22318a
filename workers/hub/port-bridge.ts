/**
 * A MessagePort carried over a BroadcastChannel (the leader tab's links, issue 23). Tabs
 * cannot hand each other MessagePorts without a SharedWorker, and a BroadcastChannel cannot
 * transfer one, so each side keeps its real ports and the channel carries their messages,
 * keyed. A port inside a message (the patch port of `hello`) is replaced by a marker and
 * relayed the same way; the far side puts a fresh port in its place.
 */

/** Where a relayed port stands in a message: a key no message of ours uses. */
const PORT_MARK = '__ccRelayedPort';
/** Messages are small, flat Comlink envelopes: a marker deeper than this is not ours. */
const MAX_DEPTH = 8;

interface Relayed {
  /** The port's key on the channel. */
  k: string;
  d: unknown;
}

export interface PortBridge {
  close(): void;
}

/**
 * Relays `root` over `channel` under the key `root`; `side` names the keys this side makes
 * for nested ports so the two sides never pick the same one.
 */
export function bridgePort(root: MessagePort, channel: BroadcastChannel, side: string): PortBridge {
  const ports = new Map<string, MessagePort>();
  let next = 0;
  let closed = false;

  const attach = (key: string, port: MessagePort): void => {
    ports.set(key, port);
    port.onmessage = (event: MessageEvent<unknown>) => {
      if (closed) return;
      const message: Relayed = { k: key, d: encode(event.data, 0) };
      channel.postMessage(message);
    };
  };

  const encode = (value: unknown, depth: number): unknown => {
    if (value instanceof MessagePort) {
      next += 1;
      const key = `${side}${next}`;
      attach(key, value);
      return { [PORT_MARK]: key };
    }
    if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => encode(item, depth + 1));
    if (Object.getPrototypeOf(value) !== Object.prototype) return value; // Blob, File, Date...
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) out[name] = encode(item, depth + 1);
    return out;
  };

  const decode = (value: unknown, depth: number, transfer: MessagePort[]): unknown => {
    if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => decode(item, depth + 1, transfer));
    if (Object.getPrototypeOf(value) !== Object.prototype) return value;
    const record = value as Record<string, unknown>;
    const key = record[PORT_MARK];
    if (typeof key === 'string') {
      const pair = new MessageChannel();
      attach(key, pair.port1);
      transfer.push(pair.port2);
      return pair.port2;
    }
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(record))
      out[name] = decode(item, depth + 1, transfer);
    return out;
  };

  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (closed) return;
    const message = event.data as Partial<Relayed> | null;
    if (typeof message !== 'object' || message === null || typeof message.k !== 'string') return;
    const port = ports.get(message.k);
    if (port === undefined) return;
    const transfer: MessagePort[] = [];
    port.postMessage(decode(message.d, 0, transfer), transfer);
  };
  attach('root', root);

  return {
    close() {
      if (closed) return;
      closed = true;
      for (const port of ports.values()) port.close();
      ports.clear();
      channel.close();
    },
  };
}
