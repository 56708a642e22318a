import { describe, expect, it } from 'vitest';
import {
  holdCardOrder,
  monitoringColumns,
  monitoringLayout,
  orderAfterDrop,
  orderFromLayout,
  orderMonitoringCards,
  type ShownCardOrder,
} from './monitoring-grid';

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

  it('columns are computed from cards of 500 pixels or down to 450, plus gap 16', () => {
    expect(monitoringColumns(915)).toBe(1);
    expect(monitoringColumns(916)).toBe(2);
    // a 1280-pixel screen's grid: two cards of about 500, not one of 1,010
    expect(monitoringColumns(1010)).toBe(2);
    expect(monitoringColumns(1382)).toBe(3);
  });

  it('the column count stays below 12 and is at least 1', () => {
    expect(monitoringColumns(100_000)).toBe(11);
    expect(monitoringColumns(120)).toBe(1);
  });

  it('health sorting puts the worst status first, then names compared upper-cased', () => {
    expect(orderMonitoringCards('Health', cards, [])).toEqual(['bp-4', 'bp-2', 'bp-3', 'bp-1']);
  });

  it('custom sorting keeps the saved order, appends new business processes by name and drops vanished ones', () => {
    expect(orderMonitoringCards('Custom', cards, ['bp-3', 'bp-9', 'bp-1'])).toEqual([
      'bp-3',
      'bp-1',
      'bp-4',
      'bp-2',
    ]);
  });

  it('a layout read back in reading order gives the order it was built from', () => {
    const order = ['bp-3', 'bp-1', 'bp-4', 'bp-2', 'bp-5'];
    const layout = monitoringLayout(order, 2);
    expect(layout[4]).toEqual({ i: 'bp-5', x: 0, y: 2, w: 1, h: 1 });
    expect(orderFromLayout([...layout].reverse())).toEqual(order);
  });
});

describe('placing cards with pinned ones two rows tall', () => {
  const tall = (ids: string[]) => (id: string) => (ids.includes(id) ? 2 : 1);

  it('a card never stands above or before the card ahead of it in the order', () => {
    // a Danger card pinned after a pinned Danger card and a short one: it goes beside the
    // first tall card, not below a Warning card that comes after it
    const order = ['billing', 'claims', 'sales', 'bookings', 'support'];
    const layout = monitoringLayout(order, 2, tall(['billing', 'sales']));
    expect(layout).toEqual([
      { i: 'billing', x: 0, y: 0, w: 1, h: 2 },
      { i: 'claims', x: 1, y: 0, w: 1, h: 1 },
      { i: 'sales', x: 1, y: 1, w: 1, h: 2 },
      { i: 'bookings', x: 0, y: 2, w: 1, h: 1 },
      { i: 'support', x: 0, y: 3, w: 1, h: 1 },
    ]);
    expect(orderFromLayout(layout)).toEqual(order);
  });

  it('no two cards share a cell, and reading order is the given order, whatever is pinned', () => {
    const order = Array.from({ length: 30 }, (_, n) => `bp-${n}`);
    for (const columns of [1, 2, 3, 5]) {
      for (let seed = 1; seed < 40; seed++) {
        const pinned = order.filter(
          (_, n) => (n * 7 + seed * 13) % 5 === 0 || (n + seed) % 11 === 0,
        );
        const layout = monitoringLayout(order, columns, tall(pinned));
        const cells = layout.flatMap((item) =>
          Array.from({ length: item.h }, (_, row) => `${item.x},${item.y + row}`),
        );
        expect(new Set(cells).size).toBe(cells.length);
        expect(layout.every((item) => item.x >= 0 && item.x < columns)).toBe(true);
        expect(orderFromLayout(layout)).toEqual(order);
      }
    }
  });
});

describe('holding the Health order while the user works in the grid', () => {
  const shown: ShownCardOrder = { order: ['bp-1', 'bp-2', 'bp-3'], sorting: 'Health' };
  const resorted: ShownCardOrder = { order: ['bp-3', 'bp-1', 'bp-2'], sorting: 'Health' };

  it('keeps the shown order when only health moved cards', () => {
    expect(holdCardOrder(shown, resorted, true)).toBe(shown);
  });

  it('shows the new order once the hold ends', () => {
    expect(holdCardOrder(shown, resorted, false)).toBe(resorted);
  });

  it('shows a card added or removed at once', () => {
    const added: ShownCardOrder = { order: ['bp-4', ...resorted.order], sorting: 'Health' };
    expect(holdCardOrder(shown, added, true)).toBe(added);
    const swapped: ShownCardOrder = { order: ['bp-1', 'bp-2', 'bp-4'], sorting: 'Health' };
    expect(holdCardOrder(shown, swapped, true)).toBe(swapped);
  });

  it("never holds the Custom order or a change of sorting: those are the user's own moves", () => {
    const dragged: ShownCardOrder = { order: ['bp-2', 'bp-1', 'bp-3'], sorting: 'Custom' };
    expect(holdCardOrder({ ...shown, sorting: 'Custom' }, dragged, true)).toBe(dragged);
    expect(holdCardOrder({ ...shown, sorting: 'Custom' }, resorted, true)).toBe(resorted);
    expect(holdCardOrder(shown, dragged, true)).toBe(dragged);
  });

  it('keeps the same object while the order stands, held or not', () => {
    expect(holdCardOrder(shown, { order: [...shown.order], sorting: 'Health' }, false)).toBe(shown);
    expect(holdCardOrder(shown, { order: [...shown.order], sorting: 'Custom' }, false)).not.toBe(
      shown,
    );
  });

  it('shows the first order as it is', () => {
    expect(holdCardOrder(null, resorted, true)).toBe(resorted);
  });
});

describe('dropping a card in Custom sorting', () => {
  const order = ['a', 'b', 'c', 'd', 'e'];
  const layout = monitoringLayout(order, 3); // a b c / d e
  it('the dragged card and the one it lands on change places, the others stay', () => {
    expect(orderAfterDrop(order, layout, 'a', 1, 1)).toEqual(['e', 'b', 'c', 'd', 'a']);
    expect(orderAfterDrop(order, layout, 'd', 2, 0)).toEqual(['a', 'b', 'd', 'c', 'e']);
  });
  it('a drop past the last card sends the dragged card to the end', () => {
    expect(orderAfterDrop(order, layout, 'b', 2, 1)).toEqual(['a', 'c', 'd', 'e', 'b']);
  });
  it('a drop on its own place changes nothing, and a tall card changes places like any other', () => {
    expect(orderAfterDrop(order, layout, 'c', 2, 0)).toEqual(order);
    const tall = monitoringLayout(['a', 'b', 'c', 'd'], 3, (id) => (id === 'a' ? 2 : 1)); // a b c / a d .
    expect(orderAfterDrop(['a', 'b', 'c', 'd'], tall, 'c', 0, 1)).toEqual(['c', 'b', 'a', 'd']);
    expect(orderAfterDrop(['a', 'b', 'c', 'd'], tall, 'b', 2, 1)).toEqual(['a', 'c', 'd', 'b']);
  });
});
