/**
 * Holds every process this bench started (its server, Chromium and Chromium's children) and
 * each of their threads at the lowest CPU priority. `nice` alone is not enough: Chromium sets
 * its own processes' and threads' priorities (its browser process at -8, renderers at 0 or 5)
 * whatever the priority it was started with, so a bench run under `nice -n 19` still took its
 * full share of the cores from the benches beside it. Chromium changes them again as tabs come
 * and go, so they are set again every few seconds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

const LOWEST = 19;
const EVERY_MS = 2_000;

/** Parent pid of each process, read from /proc (Linux). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(pid, ppid);
    } catch {
      // the process ended while the list was read
    }
  }
  return parentOf;
}

/** Every process under `root` (not `root` itself). */
export function descendantsOf(root: number, parentOf: Map<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentOf) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function lowerAll(): void {
  for (const pid of descendantsOf(process.pid, parents())) {
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    // on Linux a thread id given to setpriority sets that thread alone
    for (const tid of threads) {
      try {
        setPriority(Number(tid), LOWEST);
      } catch {
        // the thread ended meanwhile
      }
    }
  }
}

/** Starts holding this process's descendants at the lowest priority; returns the stop. */
export function holdDescendantsAtLowestPriority(): () => void {
  if (process.platform !== 'linux') return () => {};
  lowerAll();
  const timer = setInterval(lowerAll, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
