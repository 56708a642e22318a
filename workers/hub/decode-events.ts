/**
 * Decoding of socket events with the SERVER_EVENTS schemas. Batches are decoded item by
 * item so one malformed item costs that item only, never its whole batch. The item
 * validator is passed in, so a hot batch kind may take a hand-written one that accepts and
 * returns exactly what the zod schema does (property-tested against ZOD_ITEM_VALIDATORS).
 */
import { z } from 'zod';
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
const RAW_ITEMS = z.array(z.unknown()).max(100_000);

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
  envelope: Omit<ServerEventPayload<N>, 'items'>;
  items: Array<BatchItem<N>>;
  /** Items that failed their schema. */
  dropped: number;
}

/** Decode a batch; null when the envelope itself is malformed (the whole event is dropped). */
export function decodeBatch<N extends BatchEventName>(
  name: N,
  payload: unknown,
  validate: ItemValidator<BatchItem<N>>,
): DecodedBatch<N> | null {
  const envelope = ENVELOPES[name].safeParse(payload);
  if (!envelope.success) return null;
  const raw = envelope.data.items;
  const items: Array<BatchItem<N>> = [];
  for (let i = 0; i < raw.length; i += 1) {
    const item = validate(raw[i]);
    if (item !== undefined) items.push(item);
  }
  const { items: _items, ...rest } = envelope.data;
  return {
    envelope: rest as Omit<ServerEventPayload<N>, 'items'>,
    items,
    dropped: raw.length - items.length,
  };
}

/** Decode a non-batch event; null when malformed. */
export function decodeSingle<N extends SingleEventName>(
  name: N,
  payload: unknown,
): ServerEventPayload<N> | null {
  const result = SERVER_EVENTS[name].safeParse(payload);
  return result.success ? (result.data as ServerEventPayload<N>) : null;
}
