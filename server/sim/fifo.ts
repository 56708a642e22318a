/**
 * First-in-first-out line with cheap front insertion and lazy removal: entries that
 * stopped being valid (an agent who left ready, an interaction that was abandoned)
 * stay until they reach the front or the line is compacted, so removal is O(1).
 */
export class Fifo<T> {
  private items: T[] = [];
  private head = 0;
  private compactedLength = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  pushFront(item: T): void {
    if (this.head > 0) this.items[--this.head] = item;
    else this.items.unshift(item);
  }

  /**
   * Inserts keeping the line sorted by `key` (binary search; the line must already be
   * sorted). Used to put a re-queued interaction back in arrival order.
   */
  insertSorted(item: T, key: (item: T) => number): void {
    const k = key(item);
    let lo = this.head;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (key(this.items[mid] as T) <= k) lo = mid + 1;
      else hi = mid;
    }
    if (lo === this.head && this.head > 0) this.items[--this.head] = item;
    else this.items.splice(lo, 0, item);
  }

  /** The first valid entry (invalid ones in front are dropped), without removing it. */
  peekValid(isValid: (item: T) => boolean): T | undefined {
    while (this.head < this.items.length) {
      const item = this.items[this.head] as T;
      if (isValid(item)) return item;
      this.head++;
    }
    this.reset();
    return undefined;
  }

  /** Removes and returns the first valid entry. */
  shiftValid(isValid: (item: T) => boolean): T | undefined {
    const item = this.peekValid(isValid);
    if (item !== undefined) this.head++;
    if (this.head === this.items.length) this.reset();
    return item;
  }

  /** Drops invalid entries once enough garbage has piled up (amortised O(1) a push). */
  maybeCompact(isValid: (item: T) => boolean): void {
    if (this.length <= 2 * this.compactedLength + 64) return;
    this.items = this.items.slice(this.head).filter(isValid);
    this.head = 0;
    this.compactedLength = this.items.length;
  }

  *valid(isValid: (item: T) => boolean): IterableIterator<T> {
    for (let i = this.head; i < this.items.length; i++) {
      const item = this.items[i] as T;
      if (isValid(item)) yield item;
    }
  }

  private reset(): void {
    this.items.length = 0;
    this.head = 0;
  }
}
