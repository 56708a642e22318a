import { describe, expect, it } from 'vitest';
import { monitoringColumns, monitoringLayout, orderFromLayout, orderMonitoringCards } from './monitoring-grid';

const cards = [
  { businessProcessId: 'bp-1', businessProcessName: 'sales', status: 3 },
  { businessProcessId: 'bp-2', businessProcessName: 'Billing', status: 1 },
  { businessProcessId: 'bp-3', businessProcessName: 'Claims', status: 2 },
  { businessProcessId: 'bp-4', businessProcessName: 'Accounts', status: 1 },
];

describe('monitoring grid', () => {
  it('two columns by default while the container width is unknown', () => {
    expect(monitoringColumns(null)).toBe(2);
  });

  it('columns are computed from card width 500 plus gap 16', () => {
    expect(monitoringColumns(1015)).toBe(1);
    expect(monitoringColumns(1016)).toBe(2);
    expect(monitoringColumns(1548)).toBe(3);
  });

  it('the column count stays below 12 and is at least 1', () => {
    expect(monitoringColumns(100_000)).toBe(11);
    expect(monitoringColumns(120)).toBe(1);
  });

  it('health sorting puts the worst status first, then names compared upper-cased', () => {
    expect(orderMonitoringCards('Health', cards, [])).toEqual(['bp-4', 'bp-2', 'bp-3', 'bp-1']);
  });

  it('custom sorting keeps the saved order, appends new business processes by name and drops vanished ones', () => {
    expect(orderMonitoringCards('Custom', cards, ['bp-3', 'bp-9', 'bp-1'])).toEqual(['bp-3', 'bp-1', 'bp-4', 'bp-2']);
  });

  it('a layout read back in reading order gives the order it was built from', () => {
    const order = ['bp-3', 'bp-1', 'bp-4', 'bp-2', 'bp-5'];
    const layout = monitoringLayout(order, 2);
    expect(layout[4]).toEqual({ i: 'bp-5', x: 0, y: 2, w: 1, h: 1 });
    expect(orderFromLayout([...layout].reverse())).toEqual(order);
  });
});
