/**
 * Pure reducers for live statistics entries (business-process statistics, agent
 * statistics, agent states, KPI counters). They keep object identity when nothing
 * changed, so the hub's diff can compare entries with `===` and never re-send an
 * unchanged row. Shapes are passed in (field lists) rather than imported: the domain
 * imports nothing of ours.
 */

type Entry = object;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Shallow merge of `patch` into `prev`; `undefined` patch values mean "not sent".
 * @returns `prev` itself when no field differs.
 */
export function mergeShallow<T extends Entry>(prev: T, patch: Partial<T>): T {
  const base = prev as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  for (const key in patch) {
    const value = patch[key];
    if (value === undefined || base[key] === value) continue;
    next ??= { ...base };
    next[key] = value;
  }
  return next === null ? prev : (next as T);
}

/**
 * Apply a partial statistics patch to an entry. Fields named in `nestedKeys` hold
 * records (agentCounts, kpis) and are merged one level deep instead of replaced, since
 * the server sends only the counts that changed.
 * @returns `prev` itself when the patch changes nothing.
 */
export function mergeStatisticsPatch<T extends Entry>(
  prev: T,
  patch: Partial<T>,
  nestedKeys: ReadonlySet<string>,
): T {
  const base = prev as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  for (const key in patch) {
    const value: unknown = patch[key];
    if (value === undefined) continue;
    const current = base[key];
    let merged = value;
    if (nestedKeys.has(key) && isPlainRecord(value) && isPlainRecord(current)) {
      merged = mergeShallow(current, value);
    }
    if (merged === current) continue;
    next ??= { ...base };
    next[key] = merged;
  }
  return next === null ? prev : (next as T);
}

/** The fields an entry must carry before a patch can create it (from the full schema). */
export interface EntryShape {
  /** Every required top-level field. */
  required: readonly string[];
  /** Nested records that must themselves be complete: field -> required sub-fields. */
  completeNested: Readonly<Record<string, readonly string[]>>;
}

/**
 * A patch for an entry the hub has never seen can only create it when it carries every
 * field; otherwise the hub would publish half an entry. Returns the patch as the new
 * entry, or null (the next full refresh brings the entry).
 */
export function entryFromPatch<T extends Entry>(patch: Partial<T>, shape: EntryShape): T | null {
  const record = patch as Record<string, unknown>;
  for (const key of shape.required) {
    if (record[key] === undefined) return null;
  }
  for (const key in shape.completeNested) {
    const nested = record[key];
    if (!isPlainRecord(nested)) return null;
    for (const sub of shape.completeNested[key] ?? []) {
      if (nested[sub] === undefined) return null;
    }
  }
  return patch as T;
}

function sameShallow(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let count = 0;
  for (const key in a) {
    if (a[key] !== b[key]) return false;
    count += 1;
  }
  for (const _key in b) count -= 1;
  return count === 0;
}

/**
 * Equal entries compared field by field, nested records one level deep (a full
 * snapshot from REST replaces fields, it does not merge them).
 */
export function sameEntry(a: Entry, b: Entry, nestedKeys: ReadonlySet<string>): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    const x = left[key];
    const y = right[key];
    count += 1;
    if (x === y) continue;
    if (nestedKeys.has(key) && isPlainRecord(x) && isPlainRecord(y) && sameShallow(x, y)) continue;
    return false;
  }
  for (const _key in right) count -= 1;
  return count === 0;
}

/**
 * Reconcile a full entry (REST snapshot, agent state event) with the one held.
 * @returns `prev` when equal, so an unchanged entry keeps its identity and is not re-sent.
 */
export function reconcileEntry<T extends Entry>(
  prev: T | undefined,
  next: T,
  nestedKeys: ReadonlySet<string> = NO_NESTED_KEYS,
): T {
  return prev !== undefined && sameEntry(prev, next, nestedKeys) ? prev : next;
}

export const NO_NESTED_KEYS: ReadonlySet<string> = new Set();
