import { describe, expect, it } from 'vitest';
import { defaultAgentDashboard, newDashboardCard } from './agent-dashboard';
import {
  AGENT_GRID_COLUMNS,
  agentDashboardLayout,
  dashboardWithLayout,
  stackedAgentDashboardLayout,
} from './agent-dashboard-layout';

describe('agent dashboard layout', () => {
  it('a narrow grid stacks the cards full width in reading order, each keeping its height', () => {
    const stacked = stackedAgentDashboardLayout([
      { i: 'right', x: 6, y: 0, w: 6, h: 9 },
      { i: 'below', x: 0, y: 9, w: 12, h: 4 },
      { i: 'left', x: 0, y: 0, w: 6, h: 11 },
    ]);
    expect(stacked).toEqual([
      { i: 'left', x: 0, y: 0, w: AGENT_GRID_COLUMNS, h: 11 },
      { i: 'right', x: 0, y: 11, w: AGENT_GRID_COLUMNS, h: 9 },
      { i: 'below', x: 0, y: 20, w: AGENT_GRID_COLUMNS, h: 4 },
    ]);
  });

  it('the default cards stand two to a row in card order', () => {
    const items = agentDashboardLayout(defaultAgentDashboard('d').cards);
    expect(items.map(({ i, x, y }) => [i, x, y])).toEqual([
      ['d-card-1', 0, 0],
      ['d-card-2', 6, 0],
      ['d-card-3', 0, 11],
      ['d-card-4', 6, 11],
    ]);
  });

  it('a placed card keeps its place and a new card goes below the placed ones', () => {
    const dashboard = defaultAgentDashboard('d');
    const placed = dashboardWithLayout(dashboard, agentDashboardLayout(dashboard.cards));
    expect(placed).not.toBeNull();
    const withNew = {
      ...placed!,
      cards: [...placed!.cards, newDashboardCard('n', 'agentMetrics', null, [])],
    };
    const items = agentDashboardLayout(withNew.cards);
    expect(items.slice(0, 4)).toEqual(agentDashboardLayout(dashboard.cards));
    expect(items[4]).toEqual({ i: 'n', x: 0, y: 21, w: 6, h: 9 });
  });

  it('a stored place wider than the grid is narrowed to fit', () => {
    const card = {
      ...newDashboardCard('n', 'queueStatus', null, []),
      layout: { x: 10, y: 0, w: 20, h: 4 },
    };
    expect(agentDashboardLayout([card], 12)).toEqual([{ i: 'n', x: 0, y: 0, w: 12, h: 4 }]);
  });

  it('a drag or resize that moved nothing needs no save', () => {
    const dashboard = defaultAgentDashboard('d');
    const placed = dashboardWithLayout(dashboard, agentDashboardLayout(dashboard.cards))!;
    expect(dashboardWithLayout(placed, agentDashboardLayout(placed.cards))).toBeNull();
    const moved = agentDashboardLayout(placed.cards).map((item) =>
      item.i === 'd-card-1' ? { ...item, w: 4 } : item,
    );
    expect(dashboardWithLayout(placed, moved)?.cards[0]?.layout).toEqual({
      x: 0,
      y: 0,
      w: 4,
      h: 9,
    });
  });
});
