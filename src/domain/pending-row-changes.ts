/** The rows a grid adds, updates and removes in one transaction. */
export interface RowTransaction<TRow> {
  add: TRow[];
  update: TRow[];
  remove: TRow[];
}

type Change<TRow> = { kind: 'add' | 'update' | 'remove'; row: TRow };

/**
 * Row changes gathered between two applications to a grid, one per row id, so a row that
 * changed five times in a batch is applied once with its latest value. The grid's state
 * before the batch decides what survives: a row added and removed within the batch never
 * reaches it; a row removed and added again is an update of the row it already has.
 */
export class PendingRowChanges<TRow> {
  readonly #changes = new Map<string, Change<TRow>>();

  get size(): number {
    return this.#changes.size;
  }

  add(id: string, row: TRow): void {
    const previous = this.#changes.get(id);
    this.#changes.set(id, { kind: previous?.kind === 'remove' ? 'update' : 'add', row });
  }

  update(id: string, row: TRow): void {
    const previous = this.#changes.get(id);
    this.#changes.set(id, { kind: previous?.kind === 'add' ? 'add' : 'update', row });
  }

  remove(id: string, row: TRow): void {
    if (this.#changes.get(id)?.kind === 'add') this.#changes.delete(id);
    else this.#changes.set(id, { kind: 'remove', row });
  }

  /** The gathered changes as one transaction; the batch starts empty again. */
  take(): RowTransaction<TRow> {
    const transaction: RowTransaction<TRow> = { add: [], update: [], remove: [] };
    for (const { kind, row } of this.#changes.values()) transaction[kind].push(row);
    this.#changes.clear();
    return transaction;
  }
}
