/**
 * Paging of the sidebar's interaction history (agent-desktop §2, §7): fetched one day at a
 * time going back from an anchor taken when the sidebar first loaded it, until the loaded
 * period reaches interactionHistoryPeriod / 24 days.
 */
import { historyDays } from './settings-options';

export const DAY_MS = 86_400_000;
/** Anchors fall on the hour: see `historyAnchor`. */
export const HISTORY_ANCHOR_STEP_MS = 3_600_000;

/**
 * The anchor of a sidebar opened at `now`: the next full hour. Tabs opened within the same hour
 * then ask for the same pages, which the hub's cache answers with one request. An interaction
 * that ends after `now` is in the desk's live history already (the sidebar drops the server's
 * copy of it).
 */
export function historyAnchor(now: number): number {
  return Math.ceil(now / HISTORY_ANCHOR_STEP_MS) * HISTORY_ANCHOR_STEP_MS;
}

/** The query of one day page (both ends inclusive, as the history call reads them; pages never overlap). */
export interface HistoryPage {
  startTime: number;
  endTime: number;
}

/** Page `loadedDays` (0 is the newest day) counted back from `anchor`. */
export function historyPage(anchor: number, loadedDays: number): HistoryPage {
  return {
    startTime: anchor - (loadedDays + 1) * DAY_MS + 1,
    endTime: anchor - loadedDays * DAY_MS,
  };
}

/** Whether Load More may fetch another day: fewer days loaded than the period allows. */
export function canLoadMore(loadedDays: number, periodHours: number | null | undefined): boolean {
  return loadedDays < historyDays(periodHours);
}

/** Since when history is shown, for the Load More button's label. */
export function historySince(anchor: number, loadedDays: number): number {
  return anchor - loadedDays * DAY_MS;
}
