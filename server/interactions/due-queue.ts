/**
 * Work due at a time of the server clock (customer replies, wrap-up timeouts, a dialled
 * party answering). One tick runs whatever is due, so there is one timer for the whole
 * store, never one per interaction; tests move the clock by hand and call runDue.
 */
export interface DueQueue {
  /** Runs fn once the clock reaches now + delayMs; answers a cancel function. */
  after(delayMs: number, fn: () => void): () => void;
  /** Runs everything due by now, in due order (work scheduled by it that is already due runs too). */
  runDue(): number;
  readonly size: number;
}

interface Entry {
  dueAt: number;
  seq: number;
  fn: () => void;
  cancelled: boolean;
}

export function createDueQueue(
  now: () => number,
  onError: (error: unknown) => void = () => {},
): DueQueue {
  let entries: Entry[] = [];
  let seq = 0;
  return {
    after(delayMs, fn) {
      const entry: Entry = {
        dueAt: now() + Math.max(0, delayMs),
        seq: seq++,
        fn,
        cancelled: false,
      };
      entries.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    runDue() {
      let ran = 0;
      for (;;) {
        entries = entries.filter((e) => !e.cancelled);
        const at = now();
        let next: Entry | undefined;
        for (const e of entries)
          if (
            e.dueAt <= at &&
            (next === undefined ||
              e.dueAt < next.dueAt ||
              (e.dueAt === next.dueAt && e.seq < next.seq))
          )
            next = e;
        if (next === undefined) return ran;
        next.cancelled = true;
        ran++;
        // one failing job must not stop the others
        try {
          next.fn();
        } catch (error) {
          onError(error);
        }
      }
    },
    get size() {
      return entries.filter((e) => !e.cancelled).length;
    },
  };
}
