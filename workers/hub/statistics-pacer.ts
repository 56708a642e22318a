/**
 * Which changed statistics keys go out in a statistics flush (issue 19 point 2): each key at
 * most once per interval (the spec's "Stats refresh throttle 1 s" holds per business process or
 * agent), and no more keys per flush than the share of a flush period of all keys, with some
 * slack. So when every figure moves every second, the keys spread over the second in about
 * twenty small messages instead of one big one: a tab applies a few cards' changes per frame
 * rather than every card in one long task. A key quiet for a whole interval goes at the next
 * flush, as before. Keys are shared by name across statistics topics, so a business process's
 * figures and its health always travel together. A key that came or went (a card added or
 * removed) is structure, not a figure: it goes at once, outside the budget, so a new tab's
 * cards arrive together rather than a few per flush, each batch re-sorting the grid.
 */

/** At least this many keys per flush, however few there are. */
export const MIN_KEYS_PER_FLUSH = 4;
/** Budget over the even share, so a backlog drains and late timers do not starve keys. */
const SLACK = 1.1;

export class StatisticsPacer {
  /** When each key last went out; a key absent (or older than one interval) is due. */
  readonly #sentAt = new Map<string, number>();
  #sweptAt = -Infinity;

  constructor(
    private readonly intervalMs: number,
    private readonly flushMs: number,
  ) {}

  /**
   * The keys to send now from the dirty keys of the statistics stores (each set may repeat
   * keys of the others): every key in `atOnce` (entries that came or went), then the due
   * ones, oldest sent first, up to the budget; all marked as sent. And when the earliest of
   * the rest is due (null when none waits).
   */
  choose(
    dirty: Iterable<ReadonlySet<string>>,
    now: number,
    atOnce: ReadonlySet<string> = new Set(),
  ): { keys: Set<string>; nextDueAt: number | null } {
    this.#sweep(now);
    const due: string[] = [];
    const seen = new Set<string>(atOnce);
    let nextDueAt = Infinity;
    let unsent = 0;
    for (const keys of dirty)
      for (const key of keys) {
        if (seen.has(key)) continue;
        seen.add(key);
        const sentAt = this.#sentAt.get(key);
        if (sentAt === undefined) unsent += 1;
        if (sentAt === undefined || now - sentAt >= this.intervalMs) due.push(key);
        else nextDueAt = Math.min(nextDueAt, sentAt + this.intervalMs);
      }
    const population = this.#sentAt.size + unsent;
    const budget = Math.max(
      MIN_KEYS_PER_FLUSH,
      Math.ceil(((population * this.flushMs) / this.intervalMs) * SLACK),
    );
    if (due.length > budget) {
      const age = (key: string) => this.#sentAt.get(key) ?? -Infinity;
      due.sort((a, b) => age(a) - age(b));
      due.length = budget;
      nextDueAt = now + this.flushMs;
    }
    const keys = new Set([...atOnce, ...due]);
    for (const key of keys) this.#sentAt.set(key, now);
    return { keys, nextDueAt: Number.isFinite(nextDueAt) ? nextDueAt : null };
  }

  /** Every dirty key went out at once (a flush of everything). */
  sentAll(keys: Iterable<string>, now: number): void {
    for (const key of keys) this.#sentAt.set(key, now);
  }

  /** Forget keys sent longer than an interval ago: they are due anyway, and gone keys go too. */
  #sweep(now: number): void {
    if (now - this.#sweptAt < this.intervalMs) return;
    this.#sweptAt = now;
    for (const [key, sentAt] of this.#sentAt)
      if (now - sentAt >= this.intervalMs) this.#sentAt.delete(key);
  }
}
