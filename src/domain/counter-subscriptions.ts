/**
 * KPI counter subscriptions shared by every tab (supervisor-dashboards §7): each tab
 * holds reference counts per handler/counter pair; the server is sent the union.
 * Pure and immutable: every change returns a new state.
 */

/** A counter a tab wants watched (same shape as the hub contract's CounterPair). */
export interface CounterPairInput {
  handlerId: string;
  counterTypeId: string;
  dimension?: string | undefined;
}

/** A pair with only the contract's fields and no undefined dimension, as sent to the server. */
export interface CleanCounterPair {
  handlerId: string;
  counterTypeId: string;
  dimension?: string;
}

/** tabId -> pair key -> pair and how many users in that tab hold it. */
export type CounterRefs = ReadonlyMap<
  string,
  ReadonlyMap<string, { pair: CleanCounterPair; count: number }>
>;

export const EMPTY_COUNTER_REFS: CounterRefs = new Map();

/** Spec message when a pair misses an id (supervisor-dashboards §5 and §8). */
export const COUNTER_PAIR_INVALID_MESSAGE = 'handlerId and counterTypeId are required';

/** A pair needs both a handlerId and a counterTypeId; a dimension is optional. */
export function isValidCounterPair(pair: unknown): pair is CounterPairInput {
  if (typeof pair !== 'object' || pair === null) return false;
  const { handlerId, counterTypeId, dimension } = pair as Record<string, unknown>;
  return (
    typeof handlerId === 'string' &&
    handlerId.length > 0 &&
    typeof counterTypeId === 'string' &&
    counterTypeId.length > 0 &&
    (dimension === undefined || typeof dimension === 'string')
  );
}

/** Key of a pair in the counters topic and the reference counts. */
export function counterPairKey(pair: CounterPairInput): string {
  return `${pair.handlerId}|${pair.counterTypeId}|${pair.dimension ?? ''}`;
}

/** Only the contract fields: a tab's extra properties never reach the server. */
function cleanPair(pair: CounterPairInput): CleanCounterPair {
  return pair.dimension === undefined
    ? { handlerId: pair.handlerId, counterTypeId: pair.counterTypeId }
    : { handlerId: pair.handlerId, counterTypeId: pair.counterTypeId, dimension: pair.dimension };
}

/** One more reference per pair for this tab. */
export function addCounterRefs(
  refs: CounterRefs,
  tabId: string,
  pairs: readonly CounterPairInput[],
): CounterRefs {
  if (pairs.length === 0) return refs;
  const tab = new Map(refs.get(tabId));
  for (const pair of pairs) {
    const key = counterPairKey(pair);
    const held = tab.get(key);
    tab.set(key, { pair: held?.pair ?? cleanPair(pair), count: (held?.count ?? 0) + 1 });
  }
  const next = new Map(refs);
  next.set(tabId, tab);
  return next;
}

/** One reference less per pair for this tab; pairs it does not hold are ignored. */
export function removeCounterRefs(
  refs: CounterRefs,
  tabId: string,
  pairs: readonly CounterPairInput[],
): CounterRefs {
  const held = refs.get(tabId);
  if (held === undefined || pairs.length === 0) return refs;
  const tab = new Map(held);
  for (const pair of pairs) {
    const key = counterPairKey(pair);
    const entry = tab.get(key);
    if (entry === undefined) continue;
    if (entry.count <= 1) tab.delete(key);
    else tab.set(key, { pair: entry.pair, count: entry.count - 1 });
  }
  const next = new Map(refs);
  if (tab.size === 0) next.delete(tabId);
  else next.set(tabId, tab);
  return next;
}

/** Everything a tab held, dropped at once (the tab went away). */
export function releaseTabCounterRefs(refs: CounterRefs, tabId: string): CounterRefs {
  if (!refs.has(tabId)) return refs;
  const next = new Map(refs);
  next.delete(tabId);
  return next;
}

/** Pairs held by at least one tab, each once, sorted by key so unions compare cheaply. */
export function counterUnion(refs: CounterRefs): CleanCounterPair[] {
  const union = new Map<string, CleanCounterPair>();
  for (const tab of refs.values()) {
    for (const [key, { pair }] of tab) union.set(key, pair);
  }
  return [...union.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, p]) => p);
}

/** Whether any tab holds the pair with this key. */
export function isCounterHeld(refs: CounterRefs, key: string): boolean {
  for (const tab of refs.values()) if (tab.has(key)) return true;
  return false;
}

/** Two unions (as returned by counterUnion) name the same pairs. */
export function sameCounterUnion(
  a: readonly CounterPairInput[],
  b: readonly CounterPairInput[],
): boolean {
  return (
    a.length === b.length &&
    a.every((pair, i) => counterPairKey(pair) === counterPairKey(b[i] as CounterPairInput))
  );
}
