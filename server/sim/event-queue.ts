/**
 * Binary min-heap of timed simulator events. Ties on time break on insertion order,
 * so a seed replays identically. Cancelling is lazy: handlers check a token on the
 * target and ignore stale entries, which keeps every operation O(log n).
 */
export interface QueuedEvent<T> {
  at: number;
  seq: number;
  kind: number;
  target: T;
  token: number;
}

export class EventQueue<T> {
  private heap: QueuedEvent<T>[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  /** Time of the next event, or Infinity when empty. */
  peekTime(): number {
    return this.heap[0]?.at ?? Infinity;
  }

  push(at: number, kind: number, target: T, token = 0): void {
    const event: QueuedEvent<T> = { at, seq: this.seq++, kind, target, token };
    const heap = this.heap;
    let i = heap.length;
    heap.push(event);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent] as QueuedEvent<T>;
      if (!before(event, p)) break;
      heap[i] = p;
      i = parent;
    }
    heap[i] = event;
  }

  pop(): QueuedEvent<T> | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined || heap.length === 0) return top;
    let i = 0;
    const n = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n && before(heap[r] as QueuedEvent<T>, heap[l] as QueuedEvent<T>)) c = r;
      const child = heap[c] as QueuedEvent<T>;
      if (!before(child, last)) break;
      heap[i] = child;
      i = c;
    }
    heap[i] = last;
    return top;
  }
}

function before<T>(a: QueuedEvent<T>, b: QueuedEvent<T>): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq);
}
