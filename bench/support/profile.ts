/**
 * CPU profiles for the closing notes' "what limits it": V8's sampling profiler (CDP
 * Profiler) on pages and on the hub's SharedWorker over one window, summarised as the
 * functions with the most self time and total time, named through the build's source maps
 * (the client is minified). Opt-in (BENCH_PROFILE=1) and run after the measured rounds:
 * sampling slows what it watches, so a profile never feeds a figure.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { sleep } from './report';

/** What a profile needs of a CDP target: a page session or a SharedWorkerTarget both fit. */
export interface CdpSender {
  send<T>(method: string, params?: Record<string, unknown>): Promise<T>;
}

export interface ProfiledTarget {
  label: string;
  cdp: CdpSender;
}

export interface ProfileRow {
  function: string;
  /** Original source file:line (through the source map), else the script's path:line. */
  at: string;
  /** ms in the window, mean per profiled target. */
  ms: number;
  /** Share of the sampled busy (non-idle) time. */
  percent: number;
}

export interface ProfileSummary {
  label: string;
  targets: number;
  windowMs: number;
  /** Sampled non-idle ms per second, mean per target. */
  busyMsPerSecond: number;
  self: ProfileRow[];
  total: ProfileRow[];
  /** Self time by original source file. */
  files: ProfileRow[];
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Fine enough to see a 1 ms render, coarse enough to leave the page's timing near what it was. */
const SAMPLING_INTERVAL_US = 250;
const TOP = Number(process.env['BENCH_PROFILE_TOP'] ?? 15);

/** A page's CDP session as a profile target (Playwright types `send` per method; this takes any name). */
export async function pageTarget(page: Page, label: string): Promise<ProfiledTarget> {
  const session = await page.context().newCDPSession(page);
  // the Profiler methods and results are checked where they are used
  const cdp: CdpSender = {
    send: <T>(method: string, params?: Record<string, unknown>) =>
      session.send(method as 'Profiler.start', params) as Promise<T>,
  };
  return { label, cdp };
}

/**
 * Profiles every target over the same window and summarises each label (targets that share
 * a label, such as three tabs, are summed and divided by their count).
 */
export async function profileWindow(
  targets: readonly ProfiledTarget[],
  windowMs: number,
): Promise<ProfileSummary[]> {
  for (const { cdp } of targets) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  }
  await Promise.all(targets.map(({ cdp }) => cdp.send('Profiler.start')));
  await sleep(windowMs);
  const profiles = await Promise.all(
    targets.map(
      async ({ cdp }) => (await cdp.send<{ profile: CpuProfile }>('Profiler.stop')).profile,
    ),
  );
  await keepProfiles(targets, profiles);
  const labels = [...new Set(targets.map((t) => t.label))];
  return Promise.all(
    labels.map((label) =>
      summarise(
        label,
        profiles.filter((_, i) => targets[i]?.label === label),
      ),
    ),
  );
}

/**
 * With BENCH_PROFILE_KEEP=<folder>, each target's raw profile is written there as
 * `<label>-<n>.cpuprofile` (DevTools' Performance panel opens it), for a look below the tables.
 */
async function keepProfiles(
  targets: readonly ProfiledTarget[],
  profiles: readonly CpuProfile[],
): Promise<void> {
  const folder = process.env['BENCH_PROFILE_KEEP'];
  if (folder === undefined || folder === '') return;
  await mkdir(folder, { recursive: true });
  await Promise.all(
    profiles.map((profile, i) => {
      const name = `${(targets[i]?.label ?? 'target').replace(/[^\w.-]+/g, '_')}-${i}.cpuprofile`;
      return writeFile(join(folder, name), JSON.stringify(profile));
    }),
  );
}

interface Tally {
  self: Map<string, number>;
  total: Map<string, number>;
  files: Map<string, number>;
  busyUs: number;
  spanUs: number;
}

async function summarise(label: string, profiles: readonly CpuProfile[]): Promise<ProfileSummary> {
  const tally: Tally = {
    self: new Map(),
    total: new Map(),
    files: new Map(),
    busyUs: 0,
    spanUs: 0,
  };
  for (const profile of profiles) await tallyProfile(profile, tally);
  const n = Math.max(1, profiles.length);
  const rows = (map: Map<string, number>): ProfileRow[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([key, us]) => {
        const [name = '', at = ''] = key.split('\t');
        return {
          function: name,
          at,
          ms: round1(us / 1000 / n),
          percent: round1((100 * us) / Math.max(1, tally.busyUs)),
        };
      });
  const windowMs = tally.spanUs / 1000 / n;
  return {
    label,
    targets: profiles.length,
    windowMs: Math.round(windowMs),
    busyMsPerSecond: round1(tally.busyUs / 1000 / n / (windowMs / 1000)),
    self: rows(tally.self),
    total: rows(tally.total),
    files: rows(tally.files),
  };
}

async function tallyProfile(profile: CpuProfile, tally: Tally): Promise<void> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const keys = new Map<number, { key: string; file: string }>();
  for (const node of profile.nodes) keys.set(node.id, await nameOf(node.callFrame));
  tally.spanUs += profile.endTime - profile.startTime;
  const add = (map: Map<string, number>, key: string, us: number) =>
    map.set(key, (map.get(key) ?? 0) + us);
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i] ?? -1;
    const node = byId.get(id);
    // a sample stands for the time until the next one (as DevTools counts it)
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') continue;
    tally.busyUs += us;
    const own = keys.get(id);
    if (own) {
      add(tally.self, own.key, us);
      add(tally.files, `${own.file}\t${own.file}`, us);
    }
    // a function on the stack twice (recursion) counts once per sample
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = keys.get(at)?.key;
      if (key === undefined || key.startsWith('(root)') || seen.has(key)) continue;
      seen.add(key);
      add(tally.total, key, us);
    }
  }
}

/** "name\tfile:line" and the file, original names and places where the source map has them. */
async function nameOf(frame: CallFrame): Promise<{ key: string; file: string }> {
  if (frame.url === '')
    return {
      key: `${frame.functionName || '(anonymous)'}\t`,
      file: frame.functionName.startsWith('(') ? frame.functionName : '(native)',
    };
  const original = await originalPosition(frame.url, frame.lineNumber, frame.columnNumber);
  const file = original?.source ?? shortUrl(frame.url);
  const line = (original?.line ?? frame.lineNumber) + 1;
  const name = original?.name ?? (frame.functionName || '(anonymous)');
  return { key: `${name}\t${file}:${line}`, file };
}

function shortUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** node_modules/react-dom/cjs/x.js → react-dom/cjs/x.js; ../../src/a.ts → src/a.ts */
function shortSource(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules + 'node_modules/'.length);
  return source.replace(/^(\.\.\/|\.\/)+/, '');
}

// ---- source maps (version 3, "mappings" in base64 VLQ) ----

interface DecodedMap {
  sources: string[];
  names: string[];
  lines: number[][][];
}
const maps = new Map<string, Promise<DecodedMap | null>>();

async function originalPosition(
  url: string,
  line: number,
  column: number,
): Promise<{ source: string; line: number; name: string | undefined } | null> {
  let map = maps.get(url);
  if (!map) {
    map = loadMap(url);
    maps.set(url, map);
  }
  const decoded = await map;
  const segments = decoded?.lines[line];
  if (!decoded || !segments || segments.length === 0) return null;
  // the last segment starting at or before the column
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((segments[mid]?.[0] ?? 0) <= column) lo = mid;
    else hi = mid - 1;
  }
  const segment = segments[lo];
  if (!segment || segment.length < 4) return null;
  const source = decoded.sources[segment[1] ?? -1];
  if (source === undefined) return null;
  const nameIndex = segment[4];
  return {
    source: shortSource(source),
    line: segment[2] ?? 0,
    name: nameIndex === undefined ? undefined : decoded.names[nameIndex],
  };
}

async function loadMap(url: string): Promise<DecodedMap | null> {
  try {
    const response = await fetch(`${url.split('?')[0] ?? url}.map`);
    if (!response.ok) return null;
    const raw = (await response.json()) as { sources: string[]; names: string[]; mappings: string };
    return { sources: raw.sources, names: raw.names, lines: decodeMappings(raw.mappings) };
  } catch {
    return null;
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Per generated line, segments of absolute [column, source, line, column, name?]. */
function decodeMappings(mappings: string): number[][][] {
  const lines: number[][][] = [];
  const state = [0, 0, 0, 0, 0];
  let i = 0;
  for (const text of mappings.split(';')) {
    const segments: number[][] = [];
    state[0] = 0;
    for (const raw of text.split(',')) {
      if (raw === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const c of raw) {
        const digit = DIGIT.get(c) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      const segment: number[] = [];
      for (const [f, delta] of fields.entries()) {
        state[f] = (state[f] ?? 0) + delta;
        segment.push(state[f] ?? 0);
      }
      segments.push(segment);
    }
    lines[i++] = segments;
  }
  return lines;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** One table per summary: self time, then total time, then files. */
export function printProfiles(summaries: readonly ProfileSummary[]): void {
  for (const summary of summaries) {
    console.log(
      `\nprofile ${summary.label}: ${summary.targets} target(s), ${summary.windowMs} ms window, ${summary.busyMsPerSecond} ms/s sampled busy (mean per target)`,
    );
    for (const part of ['self', 'total', 'files'] as const) {
      console.log(`  ${part} time (ms in the window per target, % of busy time)`);
      console.table(
        summary[part].map((row) =>
          part === 'files'
            ? { file: row.at, ms: row.ms, '%': row.percent }
            : { function: row.function, at: row.at, ms: row.ms, '%': row.percent },
        ),
      );
    }
  }
}
