/**
 * The supervisor information center's card grid (supervisor-dashboards §2, §9): how many
 * columns fit, in which order the monitoring cards stand, and their grid layout.
 */
import {
  MONITORING_CARD_DEFAULT_WIDTH_PX,
  MONITORING_CARD_GAP_PX,
  MONITORING_GRID_DEFAULT_COLUMNS,
  MONITORING_GRID_MAX_COLUMNS_EXCLUSIVE,
} from './supervisor-constants';

export const CARD_SORTINGS = ['Health', 'Custom'] as const;
export type CardSorting = (typeof CARD_SORTINGS)[number];

/**
 * Columns that fit a container: card width (default 500) plus gap (16) per card, at
 * least 1 and below 12; the default 2 while the width is unknown.
 */
export function monitoringColumns(
  containerWidthPx: number | null,
  cardWidthPx = MONITORING_CARD_DEFAULT_WIDTH_PX,
  gapPx = MONITORING_CARD_GAP_PX,
): number {
  if (containerWidthPx === null || !Number.isFinite(containerWidthPx) || containerWidthPx <= 0) {
    return MONITORING_GRID_DEFAULT_COLUMNS;
  }
  const fit = Math.floor((containerWidthPx + gapPx) / (cardWidthPx + gapPx));
  return Math.min(Math.max(fit, 1), MONITORING_GRID_MAX_COLUMNS_EXCLUSIVE - 1);
}

export interface CardOrderInput {
  businessProcessId: string;
  businessProcessName: string;
  /** Health status: 1 danger, 2 warning, 3 good; null while unknown. */
  status: number | null;
}

/** Business processes sort by upper-cased name (supervisor-dashboards §3). */
function byName(a: CardOrderInput, b: CardOrderInput): number {
  const left = a.businessProcessName.toUpperCase();
  const right = b.businessProcessName.toUpperCase();
  return left < right ? -1 : left > right ? 1 : a.businessProcessId.localeCompare(b.businessProcessId);
}

/**
 * Card order. Health: worst status first, then by name. Custom: the saved order, with
 * business processes not yet placed appended by name, and vanished ones dropped.
 */
export function orderMonitoringCards(
  sorting: CardSorting,
  cards: readonly CardOrderInput[],
  customOrder: readonly string[],
): string[] {
  if (sorting === 'Health') {
    return [...cards]
      .sort((a, b) => (a.status ?? 4) - (b.status ?? 4) || byName(a, b))
      .map((c) => c.businessProcessId);
  }
  const present = new Set(cards.map((c) => c.businessProcessId));
  const placed = customOrder.filter((id) => present.has(id));
  const placedSet = new Set(placed);
  const rest = cards.filter((c) => !placedSet.has(c.businessProcessId)).sort(byName);
  return [...placed, ...rest.map((c) => c.businessProcessId)];
}

export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Cards row by row, one grid cell each. */
export function monitoringLayout(order: readonly string[], columns: number, cardHeight = 1): GridItem[] {
  return order.map((i, index) => ({
    i,
    x: index % columns,
    y: Math.floor(index / columns) * cardHeight,
    w: 1,
    h: cardHeight,
  }));
}

/** The order a dragged layout means: reading order, top to bottom, left to right. */
export function orderFromLayout(layout: readonly GridItem[]): string[] {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x).map((item) => item.i);
}
