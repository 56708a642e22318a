/**
 * A task that runs at most once per interval: a call inside the interval runs once at
 * its end, however many calls came meanwhile; a call while the task runs runs it again
 * after it finished.
 */
export interface ThrottleEnvironment {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createThrottledTask(
  env: ThrottleEnvironment,
  intervalMs: number,
  task: () => Promise<void>,
) {
  let lastStart = -Infinity;
  let timer: unknown = null;
  let running = false;
  let again = false;

  async function start(): Promise<void> {
    timer = null;
    running = true;
    lastStart = env.now();
    try {
      await task();
    } finally {
      running = false;
      if (again) {
        again = false;
        run();
      }
    }
  }

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    if (timer !== null) return;
    const wait = lastStart + intervalMs - env.now();
    if (wait <= 0) void start();
    else timer = env.setTimeout(() => void start(), wait);
  }

  return {
    run,
    cancel(): void {
      if (timer !== null) env.clearTimeout(timer);
      timer = null;
      again = false;
    },
  };
}
