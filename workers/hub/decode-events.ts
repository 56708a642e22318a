/**
 * Decoding of socket events with the SERVER_EVENTS schemas. Batches are decoded item by
 * item so one malformed item costs that item only, never its whole batch. The item
 * validator is passed in: the hub takes the hand-written checks of `item-validators.ts`,
 * which keep what zod would keep unchanged and leave every other item to zod.
 */
import { z } from '../../src/domain/zod';
import {
  SERVER_EVENTS,
  type ServerEventName,
  type ServerEventPayload,
} from '../../src/protocol/events';

export type BatchEventName = 'stats:businessProcess' | 'stats:agent' | 'agent:state' | 'counters';
export type BatchItem<N extends BatchEventName> = ServerEventPayload<N>['items'][number];
type SingleEventName = Exclude<ServerEventName, BatchEventName>;

/** An item validator: the decoded item, or undefined when it is malformed. */
export type ItemValidator<T> = (input: unknown) => T | undefined;

const BATCH_EVENTS: ReadonlySet<string> = new Set<BatchEventName>([
  'stats:businessProcess',
  'stats:agent',
  'agent:state',
  'counters',
]);

export function isServerEventName(name: string): name is ServerEventName {
  return Object.hasOwn(SERVER_EVENTS, name);
}

export function isBatchEventName(name: ServerEventName): name is BatchEventName {
  return BATCH_EVENTS.has(name);
}

/**
 * Items left unchecked by the envelope: each is decoded on its own so one bad item does
 * not cost its batch. Same bound as the protocol's batch schema.
 */
const RAW_ITEMS_MAX = 100_000;
const RAW_ITEMS = z.array(z.unknown()).max(RAW_ITEMS_MAX);

function zodItemValidator<N extends BatchEventName>(name: N): ItemValidator<BatchItem<N>> {
  const schema = SERVER_EVENTS[name].shape.items.element;
  return (input) => {
    const result = schema.safeParse(input);
    return result.success ? result.data : undefined;
  };
}

/** The zod validator of each batch kind's items: the reference every fast path must match. */
export const ZOD_ITEM_VALIDATORS: { [N in BatchEventName]: ItemValidator<BatchItem<N>> } = {
  'stats:businessProcess': zodItemValidator('stats:businessProcess'),
  'stats:agent': zodItemValidator('stats:agent'),
  'agent:state': zodItemValidator('agent:state'),
  counters: zodItemValidator('counters'),
};

/** The envelope of each batch kind (t, and clientSubscriptionId for counters). */
const ENVELOPES = {
  'stats:businessProcess': SERVER_EVENTS['stats:businessProcess'].extend({ items: RAW_ITEMS }),
  'stats:agent': SERVER_EVENTS['stats:agent'].extend({ items: RAW_ITEMS }),
  'agent:state': SERVER_EVENTS['agent:state'].extend({ items: RAW_ITEMS }),
  counters: SERVER_EVENTS.counters.extend({ items: RAW_ITEMS }),
};

export interface DecodedBatch<N extends BatchEventName> {
  envelope: Envelope<N>;
  items: Array<BatchItem<N>>;
  /** Items that failed their schema. */
  dropped: number;
}

type Envelope<N extends BatchEventName> = Omit<ServerEventPayload<N>, 'items'>;

/**
 * The envelope taken without zod: the same checks on `t`, the items and the counters'
 * subscription id, and the envelope built from those keys alone, as zod strips the rest.
 * Anything doubtful returns null and is left to zod, so this never accepts what zod would not.
 */
function plainEnvelope<N extends BatchEventName>(
  name: N,
  payload: unknown,
): { envelope: Envelope<N>; raw: unknown[] } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  if (Object.getPrototypeOf(payload) !== Object.prototype) return null;
  const { t, items, clientSubscriptionId } = payload as Record<string, unknown>;
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) return null;
  if (!Array.isArray(items) || items.length > RAW_ITEMS_MAX) return null;
  if (name !== 'counters') return { envelope: { t } as Envelope<N>, raw: items };
  if (typeof clientSubscriptionId !== 'string') return null;
  if (clientSubscriptionId.length < 1 || clientSubscriptionId.length > 128) return null;
  // N is 'counters' here, which TypeScript does not narrow a type parameter to
  const envelope: Envelope<'counters'> = { t, clientSubscriptionId };
  return { envelope: envelope as Envelope<N>, raw: items };
}

/** Decode a batch; null when the envelope itself is malformed (the whole event is dropped). */
export function decodeBatch<N extends BatchEventName>(
  name: N,
  payload: unknown,
  validate: ItemValidator<BatchItem<N>>,
): DecodedBatch<N> | null {
  const plain = plainEnvelope(name, payload);
  if (plain !== null) return decodeItems(plain.envelope, plain.raw, validate);
  const envelope = ENVELOPES[name].safeParse(payload);
  if (!envelope.success) return null;
  const { items: raw, ...rest } = envelope.data;
  return decodeItems(rest as Envelope<N>, raw, validate);
}

function decodeItems<N extends BatchEventName>(
  envelope: Envelope<N>,
  raw: readonly unknown[],
  validate: ItemValidator<BatchItem<N>>,
): DecodedBatch<N> {
  const items: Array<BatchItem<N>> = [];
  for (let i = 0; i < raw.length; i += 1) {
    const item = validate(raw[i]);
    if (item !== undefined) items.push(item);
  }
  return { envelope, items, dropped: raw.length - items.length };
}

/** Decode a non-batch event; null when malformed. */
export function decodeSingle<N extends SingleEventName>(
  name: N,
  payload: unknown,
): ServerEventPayload<N> | null {
  const result = SERVER_EVENTS[name].safeParse(payload);
  return result.success ? (result.data as ServerEventPayload<N>) : null;
}
