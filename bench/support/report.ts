/**
 * How every browser bench reports: one table row per figure (figure, candidate, peer,
 * ratio, target, met) and its raw sample summaries merged into bench/results/<date>.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { round1 } from './stats';

export const QUICK = process.env['BENCH_QUICK'] === '1';

export interface FigureRow {
  figure: string;
  candidate: number | string;
  /** '—' where the issue defines no peer. */
  peer: number | string;
  /** peer / candidate for costs (higher = candidate better), '—' without a peer. */
  ratio: number | string;
  target: string;
  met: boolean;
}

/** peer ÷ candidate, one decimal; '—' when either side is missing or zero. */
export function ratioOf(candidate: number, peer: number): number | string {
  if (!Number.isFinite(candidate) || !Number.isFinite(peer) || candidate === 0) return '—';
  return round1(peer / candidate);
}

export function printRows(rows: readonly FigureRow[]): void {
  console.table(rows.map((row) => ({ ...row, met: row.met ? 'yes' : 'no' })));
}

/**
 * Prints a bench's rows and keeps them under `rows.<bench>` in the results file, so the
 * runner can print one table of every figure at the end of `npm run bench`.
 */
export function reportRows(bench: string, rows: readonly FigureRow[]): void {
  printRows(rows);
  writeResults('rows', bench, rows);
}

/** The results file of this run: the runner names it; a bench run alone uses today's. */
export function resultsFile(): string {
  const named = process.env['BENCH_RESULTS_FILE'];
  if (named) return named;
  const date = new Date().toISOString().slice(0, 10);
  return `bench/results/${date}${QUICK ? '-quick' : ''}.json`;
}

/** Merges `{ [section]: { [key]: value } }` into today's results file and returns its path. */
export function writeResults(section: string, key: string, value: unknown): string {
  const out = resultsFile();
  mkdirSync(dirname(out), { recursive: true });
  const existing: Record<string, unknown> = existsSync(out)
    ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>)
    : {};
  const current = existing[section];
  const sectionValue =
    typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
  writeFileSync(
    out,
    JSON.stringify({ ...existing, [section]: { ...sectionValue, [key]: value } }, null, 2),
  );
  return out;
}

/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Milliseconds until the runner stops this bench (`BENCH_STOP_AT`, epoch ms, set by
 * `npm run bench` from the bench's limit); Infinity for a bench run alone. A bench with
 * rounds reads as many as fit and reports them, rather than being stopped with none reported.
 */
export function timeLeftMs(): number {
  const stopAt = Number(process.env['BENCH_STOP_AT'] ?? Number.NaN);
  return Number.isFinite(stopAt) ? stopAt - Date.now() : Number.POSITIVE_INFINITY;
}

/** What closing the browser and the server and writing the results take at a bench's end. */
const CLOSING_MS = 15_000;
/** A guessed length is stretched by this much before it is said to fit. */
const FIT_MARGIN = 1.3;

/** Whether work guessed at `guessMs` (the longest such step so far, say) fits before the runner stops this bench. */
export function fitsBeforeStop(guessMs: number): boolean {
  return timeLeftMs() > guessMs * FIT_MARGIN + CLOSING_MS;
}

/**
 * Runs `round(0)`, `round(1)` … up to `rounds`, a later round only when one as long as the
 * longest so far (plus `reserveMs` for what follows) fits before the runner stops this bench.
 * Returns how many ran; says so when fewer than asked.
 */
export async function roundsBeforeStop(
  label: string,
  rounds: number,
  round: (index: number) => Promise<void>,
  reserveMs = 0,
): Promise<number> {
  let longestMs = 0;
  for (let r = 0; r < rounds; r++) {
    if (r > 0 && !fitsBeforeStop(longestMs + reserveMs)) {
      console.warn(`${label}: ${r} of ${rounds} rounds fit in the bench's time`);
      return r;
    }
    const started = performance.now();
    await round(r);
    longestMs = Math.max(longestMs, performance.now() - started);
  }
  return rounds;
}
