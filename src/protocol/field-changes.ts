/**
 * Field-level changes of a topic's entries, in the compact form that crosses from the hub to a
 * tab (PROTOCOL_VERSION 7). A statistics entry is a few hundred values of which a handful move
 * each second; sending the whole entry cost the hub a clone and the tab a deserialisation of all
 * of them (about 580 KiB a second at B2's load). Instead the hub diffs the entry against what
 * the tab already holds and sends only the changed leaves: the key once, each changed field as a
 * small index into the topic's path list, and its new value in a Float64Array when it is a
 * number (almost always), which the structured clone copies as one block. The path list grows
 * as new fields change and each tab learns each path once per snapshot, so a steady stream
 * carries no names at all. The tab rebuilds the entry copy on write, so untouched parts keep
 * their identity and selectors comparing them stay quiet.
 */

/** The changed fields of some entries of one topic (see the file comment). */
export interface FieldChanges {
  /**
   * Paths new to the tab, to append to its list for the topic (which a snapshot empties): each
   * the property names from the entry down to a field. The first is number `pathBase`.
   */
  paths: string[][];
  /** How many paths the tab must hold already; else the two disagree and it resyncs. */
  pathBase: number;
  /** Keys of the changed entries, in order. */
  keys: string[];
  /** For each key in turn: how many fields changed, then that many indices into the path list. */
  layout: Uint16Array;
  /** New value of each field in layout order; for a field listed in `others`, ignored. */
  numbers: Float64Array;
  /**
   * Fields whose new value is not a number: pairs of (field position in layout order, value),
   * positions ascending. An undefined value removes the field.
   */
  others: unknown[];
}

/** One changed leaf: its path from the entry's root and the new value (undefined: removed). */
export type FieldChange = readonly [path: readonly string[], value: unknown];

/** Layout entries are 16-bit: an entry with more changed fields goes whole. */
export const MAX_FIELDS_PER_ENTRY = 0xffff;
const MAX_PATHS = 0x10000;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The leaves that differ from `before` to `after` (plain data: objects, arrays, primitives).
 * Objects are walked by property, arrays of equal length by index; an array that changed length,
 * or a value whose kind changed, is one change of the whole value. Shared subtrees (same
 * identity) are skipped without a look, which is most of an entry a reducer rebuilt.
 */
export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  walk(before, after, [], out);
  return out;
}

function walk(before: unknown, after: unknown, path: string[], out: FieldChange[]): void {
  // Object.is: NaN stays NaN, and 0 and -0 differ
  if (Object.is(before, after)) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(after)) walk(before[key], after[key], [...path, key], out);
    for (const key of Object.keys(before))
      if (!(key in after) && before[key] !== undefined) out.push([[...path, key], undefined]);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    for (let i = 0; i < after.length; i += 1)
      walk(before[i] as unknown, after[i] as unknown, [...path, String(i)], out);
    return;
  }
  out.push([path, after]);
}

/** The hub's list of a topic's changed paths: it only grows, so a tab's list is a prefix of it. */
export class FieldPaths {
  readonly list: string[][] = [];
  readonly #index = new Map<string, number>();

  /** The number of a path, added if new; null when it cannot be sent as a field. */
  indexOf(path: readonly string[]): number | null {
    // a NUL cannot occur in the property names of our data, so the joined form is unambiguous
    const id = path.join('\u0000');
    let index = this.#index.get(id);
    if (index === undefined) {
      // a copy-on-write assignment to __proto__ would set a prototype, not a field
      if (this.list.length >= MAX_PATHS || path.includes('__proto__')) return null;
      index = this.list.length;
      this.#index.set(id, index);
      this.list.push([...path]);
    }
    return index;
  }
}

/** Builds one patch's `FieldChanges`, entry by entry, for a tab that knows `known` paths. */
export class FieldChangesWriter {
  readonly #keys: string[] = [];
  readonly #layout: number[] = [];
  readonly #numbers: number[] = [];
  readonly #others: unknown[] = [];

  constructor(
    private readonly paths: FieldPaths = new FieldPaths(),
    private readonly known = 0,
  ) {}

  /** Adds an entry's changes; false (nothing added) when they do not fit, so it goes whole. */
  add(key: string, changes: readonly FieldChange[]): boolean {
    if (changes.length > MAX_FIELDS_PER_ENTRY) return false;
    const indices: number[] = [];
    for (const [path] of changes) {
      const index = this.paths.indexOf(path);
      if (index === null) return false;
      indices.push(index);
    }
    this.#keys.push(key);
    this.#layout.push(changes.length, ...indices);
    for (const [, value] of changes) {
      if (typeof value === 'number' && !Number.isNaN(value)) this.#numbers.push(value);
      else {
        this.#others.push(this.#numbers.length, value);
        this.#numbers.push(0);
      }
    }
    return true;
  }

  get size(): number {
    return this.#keys.length;
  }

  finish(): FieldChanges {
    return {
      paths: this.paths.list.slice(this.known),
      pathBase: this.known,
      keys: this.#keys,
      layout: Uint16Array.from(this.#layout),
      numbers: Float64Array.from(this.#numbers),
      others: this.#others,
    };
  }
}

/**
 * Appends a patch's new paths to the tab's list for the topic; false (nothing appended) when
 * the list is not the prefix the hub counted on.
 */
export function learnPaths(list: string[][], changes: FieldChanges): boolean {
  if (changes.pathBase !== list.length) return false;
  list.push(...changes.paths);
  return true;
}

/** Every entry of `changes` as (key, its changed leaves), in order, with the tab's path list. */
export function* readFieldChanges(
  changes: FieldChanges,
  paths: readonly string[][],
): Generator<[key: string, changes: FieldChange[]]> {
  let at = 0;
  let field = 0;
  let other = 0;
  for (const key of changes.keys) {
    const count = changes.layout[at++] ?? 0;
    const list: FieldChange[] = [];
    for (let i = 0; i < count; i += 1, field += 1) {
      const path = paths[changes.layout[at++] ?? -1];
      if (path === undefined)
        throw new Error(`field changes of ${key}: a path index is out of range`);
      let value: unknown = changes.numbers[field];
      if (changes.others[other] === field) {
        value = changes.others[other + 1];
        other += 2;
      }
      list.push([path, value]);
    }
    yield [key, list];
  }
}

/**
 * `base` with `changes` applied, copied on write: `base` is left as it was, every object on a
 * changed path is a fresh copy (once per call), every other part keeps its identity.
 */
export function applyFieldChanges(base: unknown, changes: readonly FieldChange[]): unknown {
  let root = base;
  const copied = new Set<object>();
  const copy = (value: unknown): Record<string, unknown> | unknown[] => {
    let fresh: Record<string, unknown> | unknown[];
    if (Array.isArray(value)) fresh = value.slice();
    else if (typeof value === 'object' && value !== null) fresh = { ...value };
    else fresh = {};
    copied.add(fresh);
    return fresh;
  };
  for (const [path, value] of changes) {
    if (path.length === 0) {
      root = value;
      continue;
    }
    if (typeof root !== 'object' || root === null || !copied.has(root)) root = copy(root);
    let node = root as Record<string, unknown>;
    for (let i = 0; i < path.length - 1; i += 1) {
      const name = path[i]!;
      let child = node[name];
      if (typeof child !== 'object' || child === null || !copied.has(child)) {
        child = copy(child);
        node[name] = child;
      }
      node = child as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    if (value === undefined) Reflect.deleteProperty(node, last);
    else node[last] = value;
  }
  return root;
}
