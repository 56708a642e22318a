/**
 * Grid layout of the Agent Information Center's cards (supervisor-dashboards §2: a draggable
 * card grid). Cards the user placed keep their place; the others are laid out two to a row
 * below them, in card order.
 */
import type { AgentCardType, CardLayout, Dashboard, DashboardCard } from './agent-dashboard';

/** Columns of the agent grid: two default-width cards side by side. */
export const AGENT_GRID_COLUMNS = 12;

/**
 * Default size of each card type in grid units (rows are AGENT_GRID_ROW_HEIGHT_PX high in the
 * view): tall enough to show every figure of the card without scrolling.
 */
export const AGENT_CARD_DEFAULT_SIZE: Readonly<Record<AgentCardType, { w: number; h: number }>> = {
  queueStatus: { w: 6, h: 9 },
  queueSummary: { w: 6, h: 11 },
  agentKpi: { w: 6, h: 10 },
  queueSummaryByBusinessProcess: { w: 6, h: 9 },
  agentsSummary: { w: 6, h: 8 },
  agentMetrics: { w: 6, h: 9 },
};

/** Smallest size a card can be resized to: below it the figures no longer fit. */
export const AGENT_CARD_MIN_SIZE = { w: 3, h: 5 } as const;

/** One grid item: the card id and its place. */
export interface AgentGridItem extends CardLayout {
  i: string;
}

function fitToColumns(layout: CardLayout, columns: number): CardLayout {
  const w = Math.min(Math.max(layout.w, 1), columns);
  return { x: Math.min(layout.x, columns - w), y: layout.y, w, h: layout.h };
}

/**
 * The grid items of the cards: a stored place is kept (narrowed to the grid when wider);
 * cards without one flow left to right, two default-width cards a row, below the placed ones.
 */
export function agentDashboardLayout(
  cards: readonly DashboardCard[],
  columns = AGENT_GRID_COLUMNS,
): AgentGridItem[] {
  const placed = cards.flatMap((c) =>
    c.layout ? [{ i: c._id, ...fitToColumns(c.layout, columns) }] : [],
  );
  let rowY = placed.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0);
  let x = 0;
  let rowHeight = 0;
  const items: AgentGridItem[] = [];
  for (const card of cards) {
    const stored = placed.find((p) => p.i === card._id);
    if (stored) {
      items.push(stored);
      continue;
    }
    const size = AGENT_CARD_DEFAULT_SIZE[card.componentName];
    const w = Math.min(size.w, columns);
    if (x + w > columns) {
      rowY += rowHeight;
      x = 0;
      rowHeight = 0;
    }
    items.push({ i: card._id, x, y: rowY, w, h: size.h });
    x += w;
    rowHeight = Math.max(rowHeight, size.h);
  }
  return items;
}

/**
 * The dashboard with every card placed where `items` say (after a drag or a resize), or
 * null when no card moved, so nothing needs saving.
 */
export function dashboardWithLayout(
  dashboard: Dashboard,
  items: readonly AgentGridItem[],
): Dashboard | null {
  let changed = false;
  const cards = dashboard.cards.map((card) => {
    const item = items.find((it) => it.i === card._id);
    if (!item) return card;
    const next: CardLayout = { x: item.x, y: item.y, w: item.w, h: item.h };
    const before = card.layout;
    if (
      before &&
      before.x === next.x &&
      before.y === next.y &&
      before.w === next.w &&
      before.h === next.h
    ) {
      return card;
    }
    changed = true;
    return { ...card, layout: next };
  });
  return changed ? { ...dashboard, cards } : null;
}

/**
 * Below this grid width (px) two cards side by side no longer show their figures (a 1280 px
 * desk with an interaction window open leaves the screen about 450 px): the cards stack.
 */
export const AGENT_GRID_STACK_BELOW_PX = 640;

/**
 * The same cards one a row, full width, in reading order (top to bottom, then left to right),
 * each keeping its height: the narrow grid's layout. It is shown, never saved, so the agent's
 * own arrangement comes back when the screen is wide again.
 */
export function stackedAgentDashboardLayout(
  items: readonly AgentGridItem[],
  columns = AGENT_GRID_COLUMNS,
): AgentGridItem[] {
  const ordered = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  let y = 0;
  return ordered.map((item) => {
    const stacked = { ...item, x: 0, y, w: columns };
    y += item.h;
    return stacked;
  });
}
