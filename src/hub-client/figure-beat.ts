/**
 * One beat for every paced figure of the page: the first change after a beat starts the next
 * one, `everyMs` later, and every figure that changes meanwhile is written on it, in one task.
 * So a figure changes at most once per `everyMs`, and the paced figures of all the cards on
 * screen change in the same frame: a tab draws at most one frame per beat for them, where a
 * timer per figure drew one whenever any card's statistics arrived (the hub spreads them over
 * the second). A write reads the latest value when it runs.
 */
export class FigureBeat {
  readonly #everyMs: number;
  readonly #due = new Set<() => void>();
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(everyMs: number) {
    this.#everyMs = everyMs;
  }

  /** `write` runs on the next beat (once, however often it is asked for before then). */
  schedule(write: () => void): void {
    this.#due.add(write);
    if (this.#timer === null) this.#timer = setTimeout(() => this.#beat(), this.#everyMs);
  }

  cancel(write: () => void): void {
    this.#due.delete(write);
  }

  #beat(): void {
    this.#timer = null;
    const writes = [...this.#due];
    this.#due.clear();
    for (const write of writes) write();
  }
}

const beats = new Map<number, FigureBeat>();

/** The page's beat for figures paced at `everyMs`. */
export function figureBeat(everyMs: number): FigureBeat {
  let beat = beats.get(everyMs);
  if (beat === undefined) {
    beat = new FigureBeat(everyMs);
    beats.set(everyMs, beat);
  }
  return beat;
}
