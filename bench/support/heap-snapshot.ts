/**
 * What a heap holds, for the closing notes' "what is retained" (B7): a V8 heap snapshot taken
 * over CDP (the snapshot itself forces a full GC, so only live objects are in it), summed by
 * constructor. Self sizes, not retained sizes: every object in the snapshot is live, and the
 * sum by constructor says what fills the heap without the dominator tree's cost.
 */
import type { CDPSession } from '@playwright/test';

export interface HeapRow {
  /** Constructor name for objects and DOM wrappers, "(type)" for V8's internal kinds. */
  kind: string;
  count: number;
  mb: number;
  /** Share of the snapshot's self sizes. */
  percent: number;
}

export interface HeapSummary {
  totalMb: number;
  nodes: number;
  rows: HeapRow[];
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } };
  nodes: number[];
  strings: string[];
}

/** Kinds whose name is a constructor (or a DOM class); the others are grouped by kind alone. */
const NAMED_KINDS = new Set(['object', 'native', 'closure']);

export function summarizeHeapSnapshot(raw: string, top: number): HeapSummary {
  const parsed = JSON.parse(raw) as Snapshot;
  const fields = parsed.snapshot.meta.node_fields;
  const kinds = parsed.snapshot.meta.node_types[0];
  if (!Array.isArray(kinds)) throw new Error('heap snapshot without node types');
  const stride = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  if (typeAt < 0 || nameAt < 0 || sizeAt < 0) throw new Error('heap snapshot fields missing');
  const byKind = new Map<string, { count: number; bytes: number }>();
  let total = 0;
  const { nodes, strings } = parsed;
  for (let i = 0; i < nodes.length; i += stride) {
    const type = String(kinds[nodes[i + typeAt] ?? 0]);
    const size = nodes[i + sizeAt] ?? 0;
    const name = strings[nodes[i + nameAt] ?? 0] ?? '';
    const kind = NAMED_KINDS.has(type) ? (type === 'closure' ? '(closure)' : name) : `(${type})`;
    const entry = byKind.get(kind) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += size;
    byKind.set(kind, entry);
    total += size;
  }
  const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 100) / 100;
  const rows = [...byKind]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, top)
    .map(([kind, { count, bytes }]) => ({
      kind,
      count,
      mb: mb(bytes),
      percent: Math.round((bytes / total) * 1000) / 10,
    }));
  return { totalMb: mb(total), nodes: nodes.length / stride, rows };
}

/** Takes a heap snapshot of a page's session (HeapProfiler enabled) and returns its raw JSON. */
export async function takeHeapSnapshot(session: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  session.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    session.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return chunks.join('');
}
