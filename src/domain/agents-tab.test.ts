import { describe, expect, it } from 'vitest';
import { assignmentCandidates, initialsOf, visibleAgents, type AgentsTabRow } from './agents-tab';

const row = (agentId: string, agentName: string, stateId: string | null, active = true, temporary: AgentsTabRow['temporary'] = null): AgentsTabRow => ({ agentId, agentName, stateId, active, temporary });
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
    expect(names(visibleAgents(rows, none, 'az'))).toEqual(['adam Busy', 'Eva Waiting', 'Liam Offline', 'Mia Break', 'Zoe Ready']);
    expect(names(visibleAgents(rows, none, 'za'))[0]).toBe('Zoe Ready');
    expect(names(visibleAgents(rows, none, 'state'))).toEqual(['Zoe Ready', 'adam Busy', 'Eva Waiting', 'Mia Break', 'Liam Offline']);
  });

  it('searches the trimmed name, filters by state group and by assignment status', () => {
    expect(names(visibleAgents(rows, { ...none, search: '  MIA ' }, 'az'))).toEqual(['Mia Break']);
    expect(names(visibleAgents(rows, { ...none, states: new Set(['busy' as const]) }, 'az'))).toEqual(['adam Busy', 'Eva Waiting']);
    expect(names(visibleAgents(rows, { ...none, assignment: 'inactive' }, 'az'))).toEqual(['Eva Waiting', 'Liam Offline']);
    expect(names(visibleAgents(rows, { ...none, assignment: 'active' }, 'az'))).toEqual(['adam Busy', 'Mia Break', 'Zoe Ready']);
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
