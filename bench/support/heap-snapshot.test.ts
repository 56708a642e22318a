import { describe, expect, it } from 'vitest';
import { summarizeRetainers } from './heap-snapshot';

// A snapshot in V8's format: a Store whose `rows` property holds a backing array of two Arrays,
// and one Array held by nothing but a weak edge.
const fields = ['type', 'name', 'id', 'self_size', 'edge_count'];
const edgeFields = ['type', 'name_or_index', 'to_node'];
const strings = ['Store', '', 'Array', 'rows', 'cache'];
const node = (type: number, name: number, id: number, size: number, edges: number) => [
  type,
  name,
  id,
  size,
  edges,
];
const snapshot = {
  snapshot: {
    meta: {
      node_fields: fields,
      node_types: [['hidden', 'array', 'string', 'object']],
      edge_fields: edgeFields,
      edge_types: [['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak']],
    },
  },
  // 0 Store, 1 (array) backing store, 2 and 3 Arrays in it, 4 an Array held weakly
  nodes: [
    ...node(3, 0, 1, 40, 2),
    ...node(1, 1, 2, 100, 2),
    ...node(3, 2, 3, 16, 0),
    ...node(3, 2, 4, 16, 0),
    ...node(3, 2, 5, 32, 0),
  ],
  // to_node is an offset into nodes (index × 5 fields)
  edges: [2, 3, 5, 6, 4, 20, 1, 0, 10, 1, 1, 15],
  strings,
};

describe('summarizeRetainers', () => {
  it('names the owner and property behind V8 backing arrays, and leaves weak holders out', () => {
    const rows = summarizeRetainers(JSON.stringify(snapshot), ['Array'], 3, 10);
    expect(rows).toEqual([
      { path: 'Array <- Store.rows', count: 2, mb: 0 },
      { path: 'Array', count: 1, mb: 0 },
    ]);
  });
});
