import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  DAY_MS,
  historyAnchor,
  HISTORY_ANCHOR_STEP_MS,
  historyPage,
  historySince,
} from './desk-history';

const ANCHOR = 1_700_000_000_000;

describe('history paging', () => {
  it('fetches one day at a time going back from the anchor, without overlapping pages', () => {
    expect(historyPage(ANCHOR, 0)).toEqual({ startTime: ANCHOR - DAY_MS + 1, endTime: ANCHOR });
    expect(historyPage(ANCHOR, 1)).toEqual({
      startTime: ANCHOR - 2 * DAY_MS + 1,
      endTime: ANCHOR - DAY_MS,
    });
  });

  it('sidebars opened within the same hour share one anchor, which is never before the moment', () => {
    const hour = 1_795_000 * HISTORY_ANCHOR_STEP_MS;
    expect(historyAnchor(hour + 1)).toBe(hour + HISTORY_ANCHOR_STEP_MS);
    expect(historyAnchor(hour + HISTORY_ANCHOR_STEP_MS - 1)).toBe(hour + HISTORY_ANCHOR_STEP_MS);
    expect(historyAnchor(hour)).toBe(hour);
  });

  it('loading stops once the loaded period reaches interactionHistoryPeriod / 24 days', () => {
    expect(canLoadMore(0, 24)).toBe(true);
    expect(canLoadMore(1, 24)).toBe(false);
    expect(canLoadMore(6, 168)).toBe(true);
    expect(canLoadMore(7, 168)).toBe(false);
    expect(canLoadMore(29, 720)).toBe(true);
    expect(canLoadMore(30, 720)).toBe(false);
  });

  it('without a valid period, 3 days are loaded', () => {
    expect(canLoadMore(2, null)).toBe(true);
    expect(canLoadMore(3, 50)).toBe(false);
  });

  it('says since when history is shown', () => {
    expect(historySince(ANCHOR, 2)).toBe(ANCHOR - 2 * DAY_MS);
  });
});
