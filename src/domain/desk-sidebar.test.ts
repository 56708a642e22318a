import { describe, expect, it } from 'vitest';
import {
  groupSidebar,
  matchesSearch,
  nextTileIndex,
  normaliseSearch,
  sidebarRows,
  type SidebarEntry,
  type SidebarList,
  type SidebarSubject,
} from './desk-sidebar';

function ix(id: string, overrides: Partial<SidebarSubject> = {}): SidebarSubject {
  return {
    interactionId: id,
    interactionMediaType: 'CHAT',
    interactionStateName: 'Handling',
    lastStateStartTime: 0,
    timestamp: 0,
    timing: { startTime: null, endTime: null },
    routing: {
      businessProcessName: 'Sales',
      remoteParty: '',
      origin: 'ada@example.test',
      destination: 'bp-1',
    },
    crm: { customerFullName: 'Ada Lovelace', customerEmail: 'ada@example.test' },
    ...overrides,
  };
}

function entry(
  list: SidebarList,
  subject: SidebarSubject,
  source: 'hub' | 'server' = 'hub',
  changedAt = 0,
): SidebarEntry {
  return { interaction: subject, list, changedAt, source };
}

const ids = (entries: readonly SidebarEntry[]) => entries.map((e) => e.interaction.interactionId);

describe('sidebar search', () => {
  it('the search text is trimmed and case-insensitive', () => {
    expect(normaliseSearch('  Ada ')).toBe('ada');
    expect(matchesSearch(ix('a'), '  LOVELACE  ')).toBe(true);
  });

  it('an empty or blank search matches everything', () => {
    expect(matchesSearch(ix('a'), '   ')).toBe(true);
  });

  it('every word must match the name, business process, party or medium', () => {
    expect(matchesSearch(ix('a'), 'ada sales')).toBe(true);
    expect(matchesSearch(ix('a'), 'chat')).toBe(true);
    expect(matchesSearch(ix('a'), 'ada support')).toBe(false);
  });
});

describe('sidebar grouping and sorting', () => {
  it('pending puts the oldest offer first', () => {
    const groups = groupSidebar(
      [
        entry('pending', ix('new', { lastStateStartTime: 20 })),
        entry('pending', ix('old', { lastStateStartTime: 10 })),
      ],
      '',
    );
    expect(ids(groups.pending)).toEqual(['old', 'new']);
  });

  it('active keeps the order the agent took them in', () => {
    const groups = groupSidebar(
      [
        entry('active', ix('b', { timing: { startTime: 200, endTime: null } })),
        entry('active', ix('a', { timing: { startTime: 100, endTime: null } })),
      ],
      '',
    );
    expect(ids(groups.active)).toEqual(['a', 'b']);
  });

  it('history puts the most recently finished first, by end time else change time', () => {
    const groups = groupSidebar(
      [
        entry('history', ix('old', { timing: { startTime: 1, endTime: 100 } })),
        entry('history', ix('new', { timing: { startTime: 1, endTime: 300 } })),
        entry('history', ix('noEnd'), 'hub', 200),
      ],
      '',
    );
    expect(ids(groups.history)).toEqual(['new', 'noEnd', 'old']);
  });

  it('a server history entry is dropped when the hub holds the same interaction', () => {
    const groups = groupSidebar(
      [
        entry('active', ix('x')),
        entry('history', ix('x'), 'server'),
        entry('history', ix('y'), 'server'),
      ],
      '',
    );
    expect(ids(groups.active)).toEqual(['x']);
    expect(ids(groups.history)).toEqual(['y']);
  });

  it('the same interaction on two server pages appears once', () => {
    const done = ix('z', { timing: { startTime: 1, endTime: 5 } });
    expect(
      ids(
        groupSidebar([entry('history', done, 'server'), entry('history', done, 'server')], '')
          .history,
      ),
    ).toEqual(['z']);
  });

  it('the search filters every list', () => {
    const groups = groupSidebar(
      [
        entry(
          'pending',
          ix('p', {
            crm: { customerFullName: 'Bob', customerEmail: null },
            routing: {
              businessProcessName: 'Sales',
              remoteParty: '',
              origin: 'bob@example.test',
              destination: 'bp-1',
            },
          }),
        ),
        entry('active', ix('a')),
        entry('history', ix('h'), 'server'),
      ],
      'ada',
    );
    expect([ids(groups.pending), ids(groups.active), ids(groups.history)]).toEqual([
      [],
      ['a'],
      ['h'],
    ]);
  });
});

describe('sidebar rows', () => {
  const groups = groupSidebar(
    [entry('pending', ix('p')), entry('active', ix('a1')), entry('active', ix('a2'))],
    '',
  );

  it('each list has a header with its counter, then its tiles; an empty list says so; Load More ends the history', () => {
    const rows = sidebarRows(groups, new Set(), true);
    expect(
      rows.map((r) =>
        r.kind === 'tile'
          ? r.entry.interaction.interactionId
          : r.kind === 'header'
            ? `${r.list}:${r.count}`
            : r.kind,
      ),
    ).toEqual(['pending:1', 'p', 'active:2', 'a1', 'a2', 'history:0', 'empty', 'loadMore']);
  });

  it('a collapsed list shows only its header', () => {
    const rows = sidebarRows(groups, new Set<SidebarList>(['active', 'history']), true);
    expect(rows.map((r) => r.kind)).toEqual(['header', 'tile', 'header', 'header']);
  });

  it('arrow keys move between tiles, skipping headers', () => {
    const rows = sidebarRows(groups, new Set(), true);
    expect(nextTileIndex(rows, 1, 1)).toBe(3);
    expect(nextTileIndex(rows, 3, -1)).toBe(1);
    expect(nextTileIndex(rows, 4, 1)).toBeNull();
    expect(nextTileIndex(rows, 1, -1)).toBeNull();
  });
});
