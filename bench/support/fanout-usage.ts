/** CPU and memory of a process read from /proc (Linux), for the server benches. */
import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ

/** CPU seconds (user + system) and resident memory of a process. */
export function processUsage(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  const rssKb = Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0,
  );
  return { cpuSeconds, rssMb: rssKb / 1024 };
}

/** CPU % of one core a process used between two readings `seconds` apart. */
export function cpuPercent(
  before: { cpuSeconds: number },
  after: { cpuSeconds: number },
  seconds: number,
): number {
  return seconds > 0
    ? Math.round(((after.cpuSeconds - before.cpuSeconds) / seconds) * 100)
    : Number.NaN;
}
