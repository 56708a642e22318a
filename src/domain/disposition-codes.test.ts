import { describe, expect, it } from 'vitest';
import {
  flattenPlaceholderTree,
  orderByUsage,
  prepareDispositionTree,
  type DispositionNode,
} from './disposition-codes';

const code = (id: string): DispositionNode => ({ id, label: id.toUpperCase() });
const labels = (nodes: readonly DispositionNode[]): string[] => nodes.map((n) => n.id);

describe('disposition codes', () => {
  const tree: DispositionNode[] = [
    { id: 'sales', label: 'Sales', children: [code('won'), code('lost'), code('later')] },
    { id: 'support', label: 'Support', children: [code('fixed'), code('escalated')] },
  ];
  it('codes are ordered by usage, higher first', () => {
    const ordered = orderByUsage(tree, [
      { id: 'later', count: 9 },
      { id: 'won', count: 2 },
    ]);
    expect(labels(ordered[0]?.children ?? [])).toEqual(['later', 'won', 'lost']);
  });
  it('categories are ordered by the usage of their codes', () => {
    const ordered = orderByUsage(tree, [
      { id: 'escalated', count: 5 },
      { id: 'won', count: 2 },
    ]);
    expect(labels(ordered)).toEqual(['support', 'sales']);
  });
  it('without usage the configured order is kept', () => {
    expect(labels(orderByUsage(tree, []))).toEqual(['sales', 'support']);
    expect(labels(orderByUsage(tree, [])[0]?.children ?? [])).toEqual(['won', 'lost', 'later']);
  });
  it('the input tree is not changed', () => {
    orderByUsage(tree, [{ id: 'later', count: 9 }]);
    expect(labels(tree[0]?.children ?? [])).toEqual(['won', 'lost', 'later']);
  });
  it('a single "Category 1" with a single "Sub Category 1" is flattened', () => {
    const placeholder: DispositionNode[] = [
      {
        id: 'c1',
        label: 'Category 1',
        children: [{ id: 's1', label: 'Sub Category 1', children: [code('a'), code('b')] }],
      },
    ];
    expect(labels(flattenPlaceholderTree(placeholder))).toEqual(['a', 'b']);
    expect(labels(prepareDispositionTree(placeholder, [{ id: 'b', count: 1 }]))).toEqual([
      'b',
      'a',
    ]);
  });
  it('other trees are not flattened', () => {
    const named: DispositionNode[] = [
      {
        id: 'c1',
        label: 'Category 1',
        children: [{ id: 's1', label: 'Billing', children: [code('a')] }],
      },
    ];
    expect(flattenPlaceholderTree(named)).toEqual(named);
    const two: DispositionNode[] = [
      {
        id: 'c1',
        label: 'Category 1',
        children: [
          { id: 's1', label: 'Sub Category 1' },
          { id: 's2', label: 'Sub Category 2' },
        ],
      },
    ];
    expect(flattenPlaceholderTree(two)).toEqual(two);
  });
});
