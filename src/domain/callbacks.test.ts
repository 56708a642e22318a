import { describe, expect, it } from 'vitest';
import { pageOfCallbacks, searchCallbacks } from './callbacks';

const rows = Array.from({ length: 12 }, (_, i) => ({
  id: `cb-${i + 1}`,
  text: i % 2 === 0 ? 'Waiting' : 'Dialing',
}));
const texts = (r: { id: string; text: string }) => [r.id, r.text];

describe('callbacks search', () => {
  it('an empty or blank query keeps every row', () => {
    expect(searchCallbacks(rows, '   ', texts)).toHaveLength(12);
  });

  it('matches the shown texts case-insensitively', () => {
    expect(searchCallbacks(rows, 'dIAL', texts).map((r) => r.id)).toEqual([
      'cb-2',
      'cb-4',
      'cb-6',
      'cb-8',
      'cb-10',
      'cb-12',
    ]);
    expect(searchCallbacks(rows, ' cb-1', texts).map((r) => r.id)).toEqual([
      'cb-1',
      'cb-10',
      'cb-11',
      'cb-12',
    ]);
  });

  it('a query nothing contains gives no rows', () => {
    expect(searchCallbacks(rows, 'zzz', texts)).toEqual([]);
  });
});

describe('callbacks paging', () => {
  it('shows 5 rows a page with their positions', () => {
    const first = pageOfCallbacks(rows, 0, 5);
    expect(first.rows.map((r) => r.id)).toEqual(['cb-1', 'cb-2', 'cb-3', 'cb-4', 'cb-5']);
    expect(first).toMatchObject({ page: 0, pageCount: 3, first: 1, last: 5, total: 12 });
    const last = pageOfCallbacks(rows, 2, 5);
    expect(last.rows.map((r) => r.id)).toEqual(['cb-11', 'cb-12']);
    expect(last).toMatchObject({ first: 11, last: 12 });
  });

  it('a page past the end shows the last page; a negative page the first', () => {
    expect(pageOfCallbacks(rows, 9, 5).page).toBe(2);
    expect(pageOfCallbacks(rows, -3, 5).page).toBe(0);
  });

  it('no rows is one empty page', () => {
    expect(pageOfCallbacks([], 0, 5)).toEqual({
      rows: [],
      page: 0,
      pageCount: 1,
      first: 0,
      last: 0,
      total: 0,
    });
  });
});
