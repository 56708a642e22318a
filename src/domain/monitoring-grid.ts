/**
 * The supervisor information center's card grid (supervisor-dashboards §2, §9): how many
 * columns fit, in which order the monitoring cards stand, and their grid layout.
 */
import {
  MONITORING_CARD_GAP_PX,
  MONITORING_CARD_MIN_WIDTH_PX,
  MONITORING_GRID_DEFAULT_COLUMNS,
  MONITORING_GRID_MAX_COLUMNS_EXCLUSIVE,
} from './supervisor-constants';

export const CARD_SORTINGS = ['Health', 'Custom'] as const;
export type CardSorting = (typeof CARD_SORTINGS)[number];

/**
 * Columns that fit a container: cards of the default width (500) or a little narrower
 * (down to 450) plus gap (16) per card, at least 1 and below 12; the default 2 while the
 * width is unknown. The cards then share the container's width.
 */
export function monitoringColumns(
  containerWidthPx: number | null,
  cardWidthPx = MONITORING_CARD_MIN_WIDTH_PX,
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
  return left < right
    ? -1
    : left > right
      ? 1
      : a.businessProcessId.localeCompare(b.businessProcessId);
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

/**
 * How long the Health order holds after the user last pointed, clicked, scrolled or typed
 * in the grid (not in the spec): a card must not move away from under a click, yet a pointer
 * left resting on a wall of cards must not freeze the order for good.
 */
export const CARD_ORDER_HOLD_MS = 3_000;

export interface ShownCardOrder {
  order: readonly string[];
  sorting: CardSorting;
}

/**
 * The order to show: the previous one while the user is working in the grid and only health
 * moved cards (same sorting, same cards); otherwise the new one. A card added or removed, or
 * another sorting chosen, shows at once.
 */
export function holdCardOrder(
  previous: ShownCardOrder | null,
  next: ShownCardOrder,
  held: boolean,
): ShownCardOrder {
  if (previous === null) return next;
  // the same order stays the same object: the shown order changes only when a card moves
  if (previous.sorting === next.sorting && sameOrder(previous.order, next.order)) return previous;
  if (
    !held ||
    previous.sorting !== 'Health' ||
    next.sorting !== 'Health' ||
    previous.order.length !== next.order.length
  )
    return next;
  const present = new Set(previous.order);
  return next.order.every((id) => present.has(id)) ? previous : next;
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => b[i] === id);
}

export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Cards in reading order, each in the first free place at or after the one before it (row by
 * row, left to right) with room for its height: a pinned card is two rows tall. Placing them
 * cell by cell and letting the grid push overlaps down would put a later card above an
 * earlier one beside a tall card, so a Warning card could read before a Danger one.
 */
export function monitoringLayout(
  order: readonly string[],
  columns: number,
  heightOf: (id: string) => number = () => 1,
): GridItem[] {
  const taken = new Set<string>();
  const free = (x: number, y: number, h: number): boolean => {
    for (let row = y; row < y + h; row++) if (taken.has(`${x},${row}`)) return false;
    return true;
  };
  let cursor = 0; // row * columns + column of the last card placed
  return order.map((i) => {
    const h = heightOf(i);
    while (!free(cursor % columns, Math.floor(cursor / columns), h)) cursor += 1;
    const x = cursor % columns;
    const y = Math.floor(cursor / columns);
    for (let row = y; row < y + h; row++) taken.add(`${x},${row}`);
    return { i, x, y, w: 1, h };
  });
}

/** The order a dragged layout means: reading order, top to bottom, left to right. */
export function orderFromLayout(layout: readonly GridItem[]): string[] {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x).map((item) => item.i);
}

/**
 * The order after a card is dropped at (x, y) in Custom sorting: the dragged card and the
 * card whose place it was dropped on change places, every other card keeps its own. A drop
 * past the last card sends the dragged card to the end; a drop on a gap changes nothing.
 */
export function orderAfterDrop(
  order: readonly string[],
  layout: readonly GridItem[],
  draggedId: string,
  x: number,
  y: number,
): string[] {
  const from = order.indexOf(draggedId);
  if (from < 0) return [...order];
  const target = layout.find(
    (item) =>
      item.i !== draggedId &&
      x >= item.x &&
      x < item.x + item.w &&
      y >= item.y &&
      y < item.y + item.h,
  );
  const next = [...order];
  if (target === undefined) {
    // a gap between cards (beside a pinned one) is no place of its own: nothing moves
    const beyondAll = layout.every(
      (item) => item.i === draggedId || item.y < y || (item.y === y && item.x < x),
    );
    if (!beyondAll) return next;
    next.splice(from, 1);
    next.push(draggedId);
    return next;
  }
  const to = next.indexOf(target.i);
  if (to < 0) return next;
  next[from] = target.i;
  next[to] = draggedId;
  return next;
}

/** How much of a card the information center shows: all of it, or the compact floor view. */
export const CARD_DENSITIES = ['comfortable', 'compact'] as const;
export type CardDensity = (typeof CARD_DENSITIES)[number];

/**
 * Compact cards: four columns in the 1,010 px beside the navigation at 1280 px, and rows low
 * enough that two full rows and most of a third fit under the totals strip at 800 px, so at
 * least eight business processes show without scrolling.
 */
export const COMPACT_CARD_MIN_WIDTH_PX = 230;
export const COMPACT_CARD_ROW_HEIGHT_PX = 172;
export const COMPACT_GRID_GAP_PX = 8;
