import { describe, expect, it } from 'vitest';
import { PendingRowChanges } from './pending-row-changes';

const row = (id: string, value: number) => ({ id, value });

describe('PendingRowChanges', () => {
  it('applies a row that changed several times once, with its latest value', () => {
    const pending = new PendingRowChanges<{ id: string; value: number }>();
    pending.update('bp-1', row('bp-1', 1));
    pending.update('bp-1', row('bp-1', 2));
    pending.add('bp-2', row('bp-2', 1));
    pending.update('bp-2', row('bp-2', 5));
    expect(pending.size).toBe(2);
    expect(pending.take()).toEqual({
      add: [row('bp-2', 5)],
      update: [row('bp-1', 2)],
      remove: [],
    });
    expect(pending.size).toBe(0);
    expect(pending.take()).toEqual({ add: [], update: [], remove: [] });
  });

  it('never sends the grid a row added and removed within the batch', () => {
    const pending = new PendingRowChanges<{ id: string; value: number }>();
    pending.add('bp-1', row('bp-1', 1));
    pending.remove('bp-1', row('bp-1', 1));
    expect(pending.take()).toEqual({ add: [], update: [], remove: [] });
  });

  it('removes a row the grid has even when it was updated first', () => {
    const pending = new PendingRowChanges<{ id: string; value: number }>();
    pending.update('bp-1', row('bp-1', 1));
    pending.remove('bp-1', row('bp-1', 1));
    expect(pending.take()).toEqual({ add: [], update: [], remove: [row('bp-1', 1)] });
  });

  it('updates a row the grid has when it is removed and added again within the batch', () => {
    const pending = new PendingRowChanges<{ id: string; value: number }>();
    pending.remove('bp-1', row('bp-1', 1));
    pending.add('bp-1', row('bp-1', 3));
    expect(pending.take()).toEqual({ add: [], update: [row('bp-1', 3)], remove: [] });
  });
});
