import { describe, expect, it } from 'vitest';
import { prepareDispositionTree } from './disposition-codes';
import { dispositionGroups } from './disposition-options';

describe('disposition picker groups', () => {
  it('categories become groups of their leaf codes; deeper levels join their labels', () => {
    const tree = [
      {
        id: 'c1',
        label: 'Sale',
        children: [
          { id: 'n', label: 'New customer' },
          { id: 's', label: 'Upsell', children: [{ id: 'u', label: 'Premium' }] },
        ],
      },
      { id: 'c2', label: 'Empty', children: [] },
    ];
    expect(dispositionGroups(tree)).toEqual([
      {
        label: 'Sale',
        options: [
          { id: 'n', label: 'New customer' },
          { id: 'u', label: 'Upsell › Premium' },
        ],
      },
    ]);
  });

  it('the Category 1 / Sub Category 1 placeholder tree shows its codes flat, in usage order', () => {
    const tree = [
      {
        id: 'c',
        label: 'Category 1',
        children: [
          {
            id: 's',
            label: 'Sub Category 1',
            children: [
              { id: 'a', label: 'Info' },
              { id: 'b', label: 'Complaint' },
            ],
          },
        ],
      },
    ];
    const groups = dispositionGroups(prepareDispositionTree(tree, [{ id: 'b', count: 4 }]));
    expect(groups).toEqual([
      {
        label: null,
        options: [
          { id: 'b', label: 'Complaint' },
          { id: 'a', label: 'Info' },
        ],
      },
    ]);
  });
});
