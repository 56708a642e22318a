import { describe, expect, it } from 'vitest';
import { ownAvailability, ownStateGroups, ownStateOption, ownStateValue } from './own-agent-state';

describe('own state selector', () => {
  it('groups states as the spec does: ready, busy, break with every custom break type, offline', () => {
    const groups = ownStateGroups([
      { id: 'lunch', name: 'Lunch' },
      { id: 'training', name: 'Training' },
    ]);
    expect(groups.map((g) => [g.group, g.options.map((o) => o.value)])).toEqual([
      ['ready', ['ready']],
      ['busy', ['backoffice', 'outgoing']],
      ['break', ['break:lunch', 'break:training']],
      ['offline', ['offline']],
    ]);
  });

  it('without custom break types a plain break is offered', () => {
    expect(
      ownStateGroups([])
        .find((g) => g.group === 'break')
        ?.options.map((o) => o.value),
    ).toEqual(['break']);
  });

  it('a custom break has its own value, and the value maps back to the state to set', () => {
    const groups = ownStateGroups([{ id: 'lunch', name: 'Lunch' }]);
    expect(ownStateValue({ stateId: 'break', breakTypeId: 'lunch' })).toBe('break:lunch');
    expect(ownStateValue({ stateId: 'busy', breakTypeId: null })).toBe('busy');
    expect(ownStateOption(groups, 'break:lunch')).toEqual({
      value: 'break:lunch',
      stateId: 'break',
      breakTypeId: 'lunch',
      breakName: 'Lunch',
    });
    expect(ownStateOption(groups, 'busy')).toBeNull();
  });

  it('availability colours: ready available, offered ringing, busy busy, breaks away, offline offline', () => {
    expect(ownAvailability('ready')).toEqual({ group: 'ready', colour: 'available' });
    expect(ownAvailability('offered')).toEqual({ group: 'ready', colour: 'ringing' });
    expect(ownAvailability('waitingForBreak')).toEqual({ group: 'busy', colour: 'busy' });
    expect(ownAvailability('noAnswer')).toEqual({ group: 'break', colour: 'away' });
    expect(ownAvailability('offline')).toEqual({ group: 'offline', colour: 'offline' });
    expect(ownAvailability(undefined)).toEqual({ group: 'offline', colour: 'offline' });
  });
});
