import { describe, expect, it } from 'vitest';
import { agentStateGroup } from './agent-state';
import {
  arrangeByState,
  assignmentCandidates,
  filterAgents,
  initialsOf,
  sortAgentsByName,
  visibleAgents,
  type AgentStateFilter,
  type AgentsTabFilters,
  type AgentsTabRow,
} from './agents-tab';

const row = (
  agentId: string,
  agentName: string,
  stateId: string | null,
  active = true,
  temporary: AgentsTabRow['temporary'] = null,
): AgentsTabRow => ({ agentId, agentName, stateId, active, temporary });
const rows = [
  row('a', 'Zoe Ready', 'ready'),
  row('b', 'adam Busy', 'busy'),
  row('c', 'Mia Break', 'break'),
  row('d', 'Liam Offline', 'offline', false),
  row('e', 'Eva Waiting', 'waitingForBreak', false, { active: false, expiresAt: 9 }),
];
const none = { search: '', states: new Set<never>(), assignment: 'all' as const };
const names = (list: AgentsTabRow[]) => list.map((r) => r.agentName);

describe('agents tab list', () => {
  it('sorts A-Z and Z-A ignoring case, and by state group ready, busy, break, offline', () => {
    expect(names(visibleAgents(rows, none, 'az'))).toEqual([
      'adam Busy',
      'Eva Waiting',
      'Liam Offline',
      'Mia Break',
      'Zoe Ready',
    ]);
    expect(names(visibleAgents(rows, none, 'za'))[0]).toBe('Zoe Ready');
    expect(names(visibleAgents(rows, none, 'state'))).toEqual([
      'Zoe Ready',
      'adam Busy',
      'Eva Waiting',
      'Mia Break',
      'Liam Offline',
    ]);
  });

  it('searches the trimmed name, filters by state group and by assignment status', () => {
    expect(names(visibleAgents(rows, { ...none, search: '  MIA ' }, 'az'))).toEqual(['Mia Break']);
    expect(
      names(visibleAgents(rows, { ...none, states: new Set(['busy' as const]) }, 'az')),
    ).toEqual(['adam Busy', 'Eva Waiting']);
    expect(names(visibleAgents(rows, { ...none, assignment: 'inactive' }, 'az'))).toEqual([
      'Eva Waiting',
      'Liam Offline',
    ]);
    expect(names(visibleAgents(rows, { ...none, assignment: 'active' }, 'az'))).toEqual([
      'adam Busy',
      'Mia Break',
      'Zoe Ready',
    ]);
  });

  it('agents with the same name keep one order by id, and Z-A is exactly A-Z reversed', () => {
    const twins = [row('b2', 'Sam', 'ready'), row('b1', 'sam', 'busy'), row('a9', 'Al', 'ready')];
    expect(visibleAgents(twins, none, 'az').map((r) => r.agentId)).toEqual(['a9', 'b1', 'b2']);
    expect(visibleAgents(twins, none, 'za').map((r) => r.agentId)).toEqual(['b2', 'b1', 'a9']);
  });

  it('reads no state when neither a state filter nor the by-state sort needs one, and keeps the list as it is', () => {
    const byName = sortAgentsByName(rows);
    let reads = 0;
    const stateOf = (r: AgentsTabRow) => {
      reads += 1;
      return r.stateId;
    };
    expect(arrangeByState(byName, new Set(), 'az', stateOf)).toBe(byName);
    expect(arrangeByState(byName, new Set(), 'za', stateOf)).toHaveLength(rows.length);
    expect(reads).toBe(0);
    expect(filterAgents(byName, ' ', 'all')).toBe(byName);
  });

  it('in steps gives what one full sort and filter of a thousand agents gives', () => {
    const states = ['ready', 'busy', 'break', 'offline', 'noAnswer', 'offered', null];
    const many = Array.from({ length: 1_000 }, (_, i) =>
      row(
        `agent-${(i * 7919) % 1_000}`,
        `${['Ann', 'bob', 'Émile', 'zed', 'Bob'][i % 5]} ${(i * 31) % 97}`,
        states[i % states.length] ?? null,
        i % 3 !== 0,
      ),
    );
    const reference = (filters: AgentsTabFilters, sort: 'az' | 'za' | 'state') => {
      const name = (a: AgentsTabRow, b: AgentsTabRow) =>
        a.agentName.localeCompare(b.agentName, undefined, { sensitivity: 'base' }) ||
        a.agentId.localeCompare(b.agentId);
      const order = ['ready', 'busy', 'break', 'offline'];
      const text = filters.search.trim().toLocaleLowerCase();
      return many
        .filter(
          (r) =>
            (text === '' || r.agentName.toLocaleLowerCase().includes(text)) &&
            (filters.assignment === 'all' || (filters.assignment === 'active') === r.active),
        )
        .filter(
          (r) =>
            filters.states.size === 0 ||
            (agentStateGroup(r.stateId) !== 'offline' &&
              filters.states.has(agentStateGroup(r.stateId) as AgentStateFilter)),
        )
        .sort(
          sort === 'az'
            ? name
            : sort === 'za'
              ? (a, b) => name(b, a)
              : (a, b) =>
                  order.indexOf(agentStateGroup(a.stateId)) -
                    order.indexOf(agentStateGroup(b.stateId)) || name(a, b),
        )
        .map((r) => r.agentId);
    };
    for (const sort of ['az', 'za', 'state'] as const) {
      const cases: AgentsTabFilters[] = [
        none,
        { ...none, search: 'bob 1' },
        { ...none, assignment: 'inactive' },
        { ...none, states: new Set<AgentStateFilter>(['busy', 'break']) },
      ];
      for (const filters of cases) {
        expect(visibleAgents(many, filters, sort).map((r) => r.agentId)).toEqual(
          reference(filters, sort),
        );
      }
    }
  });

  it('a temporary assign offers agents not routed now; a temporary remove those routed now', () => {
    expect(assignmentCandidates(rows, 'assign').map((r) => r.agentId)).toEqual(['e', 'd']);
    expect(assignmentCandidates(rows, 'remove').map((r) => r.agentId)).toEqual(['b', 'c', 'a']);
  });

  it('initials from the first two words', () => {
    expect(initialsOf('Ada Lovelace King')).toBe('AL');
    expect(initialsOf('  ')).toBe('?');
  });
});
