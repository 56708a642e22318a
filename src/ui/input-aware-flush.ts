/**
 * Runs a batched piece of work every `everyMs` while some is pending, but keeps it out of the
 * moments right after the user's input: a flush that falls within `quietMs` of a pointer or
 * key press waits until that window has passed, so the response to the input (a sort, a
 * focus move) is painted before the batch, not after it in the same frame. A user who keeps
 * clicking delays a flush by at most `maxDelayMs` past its due time.
 */
export class InputAwareFlush {
  readonly #flush: () => void;
  readonly #everyMs: number;
  readonly #quietMs: number;
  readonly #maxDelayMs: number;
  readonly #now: () => number;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #dueAt = 0;
  #quietUntil = 0;

  constructor(
    flush: () => void,
    timing: { everyMs: number; quietMs: number; maxDelayMs: number },
    now: () => number = () => performance.now(),
  ) {
    this.#flush = flush;
    this.#everyMs = timing.everyMs;
    this.#quietMs = timing.quietMs;
    this.#maxDelayMs = timing.maxDelayMs;
    this.#now = now;
  }

  /** Work is pending: a flush runs within `everyMs` (later if the user is busy). */
  schedule(): void {
    if (this.#timer !== null) return;
    this.#dueAt = this.#now() + this.#everyMs;
    this.#arm(this.#everyMs);
  }

  /** The user pressed a pointer or a key: no flush for the next `quietMs`. */
  noteInput(): void {
    this.#quietUntil = this.#now() + this.#quietMs;
  }

  dispose(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #arm(delayMs: number): void {
    this.#timer = setTimeout(() => this.#fire(), delayMs);
  }

  #fire(): void {
    const now = this.#now();
    const latest = this.#dueAt + this.#maxDelayMs;
    if (now < this.#quietUntil && now < latest) {
      this.#arm(Math.min(this.#quietUntil, latest) - now);
      return;
    }
    this.#timer = null;
    this.#flush();
  }
}
