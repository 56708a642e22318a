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

interface SnapshotWithEdges extends Snapshot {
  snapshot: Snapshot['snapshot'] & { meta: { edge_fields: string[]; edge_types: unknown[] } };
  edges: number[];
}

export interface RetainerRow {
  /** Who holds the objects: owner constructor and property, nearest first, `<-` between. */
  path: string;
  count: number;
  mb: number;
}

/** V8's own containers between an object and the one that owns it: skipped when naming a holder. */
const PASS_THROUGH = new Set(['(array)', '(system)', '(object shape)']);

/**
 * Who holds what fills the heap: for every object of the given kinds (as `summarizeHeapSnapshot`
 * names them), the chain of its first strong retainers up to `depth` owners (V8's backing arrays
 * skipped), summed by chain. A heap of many small arrays says little by kind; "Array held by
 * `entries` of a Map held by `byTopic`" names the code that keeps them.
 */
export function summarizeRetainers(
  raw: string,
  wanted: readonly string[],
  depth: number,
  top: number,
): RetainerRow[] {
  const parsed = JSON.parse(raw) as SnapshotWithEdges;
  const { node_fields: fields, node_types: nodeTypes } = parsed.snapshot.meta;
  const { edge_fields: edgeFields, edge_types: edgeTypes } = parsed.snapshot.meta;
  const kinds = nodeTypes[0];
  const edgeKinds = edgeTypes[0];
  if (!Array.isArray(kinds) || !Array.isArray(edgeKinds))
    throw new Error('heap snapshot without types');
  const stride = fields.length;
  const edgeStride = edgeFields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const edgeCountAt = fields.indexOf('edge_count');
  const edgeTypeAt = edgeFields.indexOf('type');
  const edgeNameAt = edgeFields.indexOf('name_or_index');
  const edgeToAt = edgeFields.indexOf('to_node');
  const { nodes, edges, strings } = parsed;
  const count = nodes.length / stride;
  const kindOf = (node: number): string => {
    const type = String(kinds[nodes[node * stride + typeAt] ?? 0]);
    const name = strings[nodes[node * stride + nameAt] ?? 0] ?? '';
    return NAMED_KINDS.has(type) ? (type === 'closure' ? '(closure)' : name) : `(${type})`;
  };
  // the first strong retainer of each node, and the edge's name
  const retainer = new Int32Array(count).fill(-1);
  const retainerEdge: string[] = new Array<string>(count);
  let edge = 0;
  for (let node = 0; node < count; node++) {
    const edgeCount = nodes[node * stride + edgeCountAt] ?? 0;
    for (let e = 0; e < edgeCount; e++, edge += edgeStride) {
      const type = String(edgeKinds[edges[edge + edgeTypeAt] ?? 0]);
      if (type === 'weak' || type === 'shortcut') continue;
      const to = (edges[edge + edgeToAt] ?? 0) / stride;
      if (retainer[to] !== -1) continue;
      retainer[to] = node;
      const nameOrIndex = edges[edge + edgeNameAt] ?? 0;
      retainerEdge[to] =
        type === 'element' || type === 'hidden' ? `[]` : (strings[nameOrIndex] ?? '?');
    }
  }
  const wantedKinds = new Set(wanted);
  const byPath = new Map<string, { count: number; bytes: number }>();
  for (let node = 0; node < count; node++) {
    const kind = kindOf(node);
    if (!wantedKinds.has(kind)) continue;
    const steps: string[] = [kind];
    let at = node;
    let edgeName = '';
    for (let guard = 0; steps.length <= depth && guard < 20; guard++) {
      const holder = retainer[at] ?? -1;
      if (holder < 0) break;
      edgeName = retainerEdge[at] ?? '?';
      at = holder;
      const holderKind = kindOf(at);
      if (PASS_THROUGH.has(holderKind)) continue;
      steps.push(`${holderKind}.${edgeName}`);
    }
    const path = steps.join(' <- ');
    const entry = byPath.get(path) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += nodes[node * stride + sizeAt] ?? 0;
    byPath.set(path, entry);
  }
  return [...byPath]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, top)
    .map(([path, { count: n, bytes }]) => ({
      path,
      count: n,
      mb: Math.round((bytes / 1_048_576) * 100) / 100,
    }));
}
