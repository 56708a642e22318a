/**
 * Password hashing with bounded concurrency. scrypt runs on libuv's thread pool, which also
 * reads the static files: a login flood queuing hashes there starves every file read behind
 * it. At most `concurrency` hashes run, a few more wait, and the rest are refused at once.
 */

/** Waiting hashes allowed per running one: a burst of honest logins waits, a flood is refused. */
const WAITING_PER_RUNNING = 4;

export class HashGateFullError extends Error {
  constructor() {
    super('Too many logins at once');
    this.name = 'HashGateFullError';
  }
}

export function createHashGate(concurrency: number) {
  const waitingMax = concurrency * WAITING_PER_RUNNING;
  let running = 0;
  const waiting: Array<() => void> = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    /** Runs `work` when a slot is free; throws HashGateFullError when even the queue is full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= waitingMax) throw new HashGateFullError();
        // the slot is handed over by release(), so `running` stays counted
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    busy: () => ({ running, waiting: waiting.length }),
  };
}
export type HashGate = ReturnType<typeof createHashGate>;
