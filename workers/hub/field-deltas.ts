/**
 * Turns a flush's changed entries into field-level changes for one tab (issue 19 point 2): each
 * entry is diffed against the value the tab holds (`held`, the entry objects last sent to it,
 * kept by reference) and only changed leaves go out; an entry the tab does not hold yet goes
 * whole. Tabs that hold the same values (every visible tab of a flush, usually) share one diff
 * and one encoded result, so a second tab costs a lookup per key.
 */
import {
  diffFields,
  FieldChangesWriter,
  type FieldChange,
  type FieldChanges,
  type FieldPaths,
} from '../../src/protocol/field-changes';
import type { AnyTopicValue, CollectedChanges } from './topic-store';

/** What the tab receives for one topic: new entries whole, changed ones as fields. */
export interface FieldPatchBody {
  upserts: Array<[string, AnyTopicValue]>;
  removes: string[];
  changes: FieldChanges | undefined;
}

/** What a tab holds of a topic sent as field changes. */
export interface Held {
  /** The entries, by reference: the base each change is diffed against. */
  entries: Map<string, unknown>;
  /** How many of the topic's paths (`FieldPaths`) the tab has learnt since its snapshot. */
  paths: number;
}

/** One flush of one store: diffs and the last encoded result, shared between tabs. */
export class FieldDeltaFlush {
  readonly #diffs = new Map<string, { before: unknown; after: unknown; changes: FieldChange[] }>();
  #last: { bases: unknown[]; paths: number; body: FieldPatchBody } | null = null;

  constructor(
    private readonly collected: CollectedChanges,
    private readonly paths: FieldPaths,
  ) {}

  /** The body for a tab holding `held`, which is updated to what the tab holds after it. */
  bodyFor(held: Held): FieldPatchBody {
    const { upserts: entries, removes } = this.collected;
    const last = this.#last;
    if (
      last !== null &&
      last.paths === held.paths &&
      entries.every(([key], i) => held.entries.get(key) === last.bases[i])
    ) {
      this.#commit(held, last.body);
      return last.body;
    }
    const bases = entries.map(([key]) => held.entries.get(key));
    const upserts: Array<[string, AnyTopicValue]> = [];
    const writer = new FieldChangesWriter(this.paths, held.paths);
    entries.forEach(([key, value], i) => {
      const before = bases[i];
      if (before === undefined) {
        upserts.push([key, value]);
        return;
      }
      if (before === value) return;
      if (!writer.add(key, this.#diff(key, before, value))) upserts.push([key, value]);
    });
    const body: FieldPatchBody = {
      upserts,
      removes,
      changes: writer.size > 0 ? writer.finish() : undefined,
    };
    this.#last = { bases, paths: held.paths, body };
    this.#commit(held, body);
    return body;
  }

  #diff(key: string, before: unknown, after: unknown): FieldChange[] {
    const cached = this.#diffs.get(key);
    if (cached !== undefined && cached.before === before && cached.after === after)
      return cached.changes;
    const changes = diffFields(before, after);
    this.#diffs.set(key, { before, after, changes });
    return changes;
  }

  #commit(held: Held, body: FieldPatchBody): void {
    for (const [key, value] of this.collected.upserts) held.entries.set(key, value);
    for (const key of this.collected.removes) held.entries.delete(key);
    if (body.changes !== undefined) held.paths = body.changes.pathBase + body.changes.paths.length;
  }
}

/** Whether a body carries nothing (every entry was already held as it is). */
export function isEmptyBody(body: FieldPatchBody): boolean {
  return body.upserts.length === 0 && body.removes.length === 0 && body.changes === undefined;
}
