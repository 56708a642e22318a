/**
 * When the hub received the changes waiting in each dirty store: one instant per store
 * (the first change since its last flush), not per key, so stamping costs nothing per
 * event. A change made while a socket event is applied is stamped with the event's
 * arrival, taken before decoding; any other change (a REST answer, a timer) with the
 * moment it was made.
 */
export class ReceiptStamps<K> {
  readonly #since = new Map<K, number>();
  #current: number | null = null;

  constructor(private readonly clock: () => number) {}

  /** Changes made while `apply` runs were received at `receivedAt`. */
  receiving(receivedAt: number, apply: () => void): void {
    const outer = this.#current;
    this.#current = receivedAt;
    try {
      apply();
    } finally {
      this.#current = outer;
    }
  }

  /** The stamp of a change made now. */
  now(): number {
    return this.#current ?? this.clock();
  }

  /** `key` turned dirty: its first change is the earliest one waiting. */
  mark(key: K): void {
    if (!this.#since.has(key)) this.#since.set(key, this.now());
  }

  /** The earliest receipt waiting in `key` (now, if none), leaving it marked. */
  peek(key: K): number {
    return this.#since.get(key) ?? this.now();
  }

  /** The earliest receipt waiting in `key`, which is flushed: the next change starts afresh. */
  take(key: K): number {
    const since = this.peek(key);
    this.#since.delete(key);
    return since;
  }

  /** The earliest receipt waiting in `key` is `at` (Infinity: none waits). */
  set(key: K, at: number): void {
    if (Number.isFinite(at)) this.#since.set(key, at);
    else this.#since.delete(key);
  }

  forget(key: K): void {
    this.#since.delete(key);
  }

  clear(): void {
    this.#since.clear();
  }
}
