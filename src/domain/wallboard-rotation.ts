/**
 * The wallboard's slides (supervisor-dashboards §2 "Wallboard", §9): which slides a board shows
 * and in what order, how the rotation steps, how big the board is drawn, and how its values read.
 * Pure: the view passes the time in.
 */
import { NOT_AVAILABLE } from './format';
import type { KpiUnit } from './kpi-ids';
import { compareNames } from './summary-table';
import {
  isWallboardCardType,
  normaliseFontSize,
  normaliseSlideInterval,
  type MediaDimension,
  type WallboardCard,
} from './wallboard';

/** A business process or an agent as the board lists it. */
export interface NamedId {
  id: string;
  name: string;
}

/** One slide on screen. `key` stays the same while the slide does, across data changes. */
export type WallboardSlide =
  | { kind: 'businessProcess'; key: string; businessProcessId: string }
  | {
      kind: 'agents';
      key: string;
      agentIds: string[];
      /** The card's media dimension; null when the card names none. */
      dimension: MediaDimension | null;
      /** 1-based page of the card's agents, and how many pages it has. */
      page: number;
      pages: number;
    };

/** Agent rows on one slide at font size 1; bigger type shows fewer rows so a slide still fits a screen. */
export const WALLBOARD_AGENT_ROWS_AT_SIZE_1 = 12;

/** Each font size step above 1 draws the board a quarter bigger (1 → 1×, 5 → 2×). */
const FONT_SCALE_PER_STEP = 0.25;

/** setTimeout holds a signed 32-bit count of ms; a longer interval would fire at once. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/** Sorted by upper-cased name as the spec sorts lists (§3), then by id. */
export function byName(list: readonly NamedId[]): NamedId[] {
  return [...list].sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id));
}

/** The ids a card names that still exist, sorted by name; none named means all of them. */
function pick(named: readonly string[] | undefined, all: readonly NamedId[]): string[] {
  const sorted = byName(all);
  if (named === undefined || named.length === 0) return sorted.map((x) => x.id);
  const wanted = new Set(named);
  return sorted.filter((x) => wanted.has(x.id)).map((x) => x.id);
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  if (items.length === 0) return [[]];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/**
 * The slides of a board, in order. A card is one slide; a business-process card naming several
 * business processes (or none: all of them) shows one slide each, and an agents card with more
 * agents than fit one slide is split into pages. A board without cards shows every business
 * process, one slide each, so a fresh WALLBOARD is useful at once. Business processes and agents
 * that no longer exist are left out; card types the board does not know are skipped.
 */
export function wallboardSlides(
  cards: readonly WallboardCard[],
  businessProcesses: readonly NamedId[],
  agents: readonly NamedId[],
  agentsPerSlide: number,
): WallboardSlide[] {
  const shown: readonly WallboardCard[] =
    cards.length === 0 ? [{ type: 'businessProcess' }] : cards;
  return shown.flatMap((card, cardIndex): WallboardSlide[] => {
    if (!isWallboardCardType(card.type)) return [];
    switch (card.type) {
      case 'businessProcess':
        return pick(card.businessProcessIds, businessProcesses).map((businessProcessId) => ({
          kind: 'businessProcess',
          key: `${cardIndex}:bp:${businessProcessId}`,
          businessProcessId,
        }));
      case 'agents': {
        const pages = chunk(pick(card.agentIds, agents), Math.max(1, Math.floor(agentsPerSlide)));
        return pages.map((agentIds, i) => ({
          kind: 'agents',
          key: `${cardIndex}:agents:${i + 1}`,
          agentIds,
          dimension: card.dimension ?? null,
          page: i + 1,
          pages: pages.length,
        }));
      }
    }
  });
}

/** How much bigger than size 1 the board is drawn: steps 1..5 give 1, 1.25, 1.5, 1.75, 2. */
export function wallboardFontScale(fontSize: number | null | undefined): number {
  return 1 + (normaliseFontSize(fontSize) - 1) * FONT_SCALE_PER_STEP;
}

/** Agent rows on one slide at a font size: fewer as the type grows, never below 3. */
export function agentsPerSlide(fontSize: number | null | undefined): number {
  return Math.max(3, Math.floor(WALLBOARD_AGENT_ROWS_AT_SIZE_1 / wallboardFontScale(fontSize)));
}

/** The slide interval in ms as a timer can hold it: below 3 s counts as 3 s (§5). */
export function slideIntervalMs(seconds: number | null | undefined): number {
  return Math.min(LONGEST_TIMEOUT_MS, normaliseSlideInterval(seconds) * 1000);
}

/** The slide `delta` steps from `index`, wrapping around; 0 when there are no slides. */
export function stepSlide(index: number, count: number, delta: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * Where the rotation stands after the slides changed: on the same slide if it is still there,
 * else at the same position (or the last slide when the list got shorter).
 */
export function slideIndexAfterChange(
  previousKey: string | null,
  previousIndex: number,
  slides: readonly Pick<WallboardSlide, 'key'>[],
): number {
  if (slides.length === 0) return 0;
  const same = previousKey === null ? -1 : slides.findIndex((s) => s.key === previousKey);
  if (same >= 0) return same;
  return Math.min(Math.max(0, previousIndex), slides.length - 1);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A duration as the board shows it: mm:ss below an hour, h:mm:ss from an hour; null → N/A. */
export function formatBoardDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return NOT_AVAILABLE;
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${pad2(m)}:${pad2(s)}`;
}

/** A duration always as hh:mm:ss (a login time reads as a clock even in its first hour); null → N/A. */
export function formatBoardClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return NOT_AVAILABLE;
  const total = Math.max(0, Math.floor(seconds));
  return `${pad2(Math.floor(total / 3600))}:${pad2(Math.floor((total % 3600) / 60))}:${pad2(total % 60)}`;
}

/** A value in statistics units for the board: counts whole, durations mm:ss, fractions as "80.00%"; null → N/A. */
export function formatBoardValue(unit: KpiUnit, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  switch (unit) {
    case 'count':
      return String(Math.round(value));
    case 'seconds':
      return formatBoardDuration(value);
    case 'fraction':
      return `${(value * 100).toFixed(2)}%`;
  }
}

/** Busy time over login time as a fraction 0..1; null before the agent has logged in for any time. */
export function busyToLoginRatio(busySeconds: number, loginSeconds: number): number | null {
  if (!Number.isFinite(busySeconds) || !Number.isFinite(loginSeconds) || loginSeconds <= 0)
    return null;
  return Math.min(1, Math.max(0, busySeconds / loginSeconds));
}

/** Whole seconds since the data was last known fresh (never negative). */
export function dataAgeSeconds(freshAt: number, now: number): number {
  return Math.max(0, Math.floor((now - freshAt) / 1000));
}

/** Table rows of `rowPx` that fit in `availablePx`; at least 1 so a slide always shows someone. */
export function rowsThatFit(availablePx: number, rowPx: number): number {
  if (!Number.isFinite(availablePx) || !Number.isFinite(rowPx) || rowPx <= 0) return 1;
  return Math.max(1, Math.floor(availablePx / rowPx));
}
