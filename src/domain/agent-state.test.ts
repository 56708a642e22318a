import { describe, expect, it } from 'vitest';
import {
  activeMonitoringMode,
  AGENT_STATES,
  agentCountsKey,
  agentStateGroup,
  availabilityColour,
  canShowMonitorMenu,
  groupAgentCounts,
  isMonitoringModeEnabled,
  loadAllowanceOptions,
  stateChangeOptions,
  toggleMonitoring,
} from './agent-state';

describe('agent state grouping', () => {
  it('ready = ready or offered', () => {
    expect(['ready', 'offered'].map(agentStateGroup)).toEqual(['ready', 'ready']);
  });
  it('busy = busy, dialing and the waiting-for states', () => {
    for (const s of [
      'busy',
      'dialing',
      'waitingForBackoffice',
      'waitingForOutgoing',
      'waitingForBreak',
      'waitingForOffline',
    ]) {
      expect(agentStateGroup(s)).toBe('busy');
    }
  });
  it('break = break, noAnswer and custom breaks', () => {
    for (const s of ['break', 'noAnswer', 'Lunch']) expect(agentStateGroup(s)).toBe('break');
  });
  it('offline = offline or empty', () => {
    for (const s of ['offline', '', null, undefined]) expect(agentStateGroup(s)).toBe('offline');
  });
  it('backoffice, outgoing and preview count as busy', () => {
    for (const s of ['backoffice', 'outgoing', 'preview']) expect(agentStateGroup(s)).toBe('busy');
  });
});

describe('availability colours', () => {
  it('available, away, busy, ringing, offline', () => {
    expect(['ready', 'break', 'busy', 'offered', 'offline'].map(availabilityColour)).toEqual([
      'available',
      'away',
      'busy',
      'ringing',
      'offline',
    ]);
  });
});

describe('supervisor state change', () => {
  const breakTypes = [
    { id: 'lunch', name: 'Lunch' },
    { id: 'coffee', name: 'Coffee' },
  ];
  it('a supervisor may change to any state except the current one', () => {
    expect(
      stateChangeOptions({ stateId: 'ready', breakTypeId: null }, breakTypes).map((o) => o.stateId),
    ).toEqual(['backoffice', 'outgoing', 'break', 'offline']);
  });
  it('choosing break offers the custom break types', () => {
    const option = stateChangeOptions({ stateId: 'busy', breakTypeId: null }, breakTypes).find(
      (o) => o.stateId === 'break',
    );
    expect(option?.breakTypes).toEqual(breakTypes);
  });
  it('on a break, the other break types are still offered but not the current one', () => {
    const option = stateChangeOptions({ stateId: 'break', breakTypeId: 'lunch' }, breakTypes).find(
      (o) => o.stateId === 'break',
    );
    expect(option?.breakTypes).toEqual([{ id: 'coffee', name: 'Coffee' }]);
  });
  it('load allowance options exclude the current one', () => {
    expect(loadAllowanceOptions([{ id: 'a' }, { id: 'b' }, { id: 'c' }], 'b')).toEqual([
      { id: 'a' },
      { id: 'c' },
    ]);
  });
});

describe('monitoring', () => {
  it('only one monitoring mode at a time', () => {
    expect(isMonitoringModeEnabled('coach', 'listen')).toBe(false);
    expect(isMonitoringModeEnabled('listen', 'listen')).toBe(true);
    expect(isMonitoringModeEnabled('record', null)).toBe(true);
  });
  it('each mode toggles start and stop', () => {
    expect(toggleMonitoring('listen', null)).toEqual({ action: 'start', next: 'listen' });
    expect(toggleMonitoring('listen', 'listen')).toEqual({ action: 'stop', next: null });
    expect(toggleMonitoring('bargeIn', 'listen')).toBeNull();
  });
  it('the monitor menu needs a telephony interaction and another agent', () => {
    expect(canShowMonitorMenu({ agentId: 'a1', hasTelephonyInteraction: true }, 'sup')).toBe(true);
    expect(canShowMonitorMenu({ agentId: 'a1', hasTelephonyInteraction: false }, 'sup')).toBe(
      false,
    );
    expect(canShowMonitorMenu({ agentId: 'sup', hasTelephonyInteraction: true }, 'sup')).toBe(
      false,
    );
  });
});

describe('business-process agent counts', () => {
  it.each(
    AGENT_STATES.flatMap(
      (stateId) =>
        [
          [stateId, false],
          [stateId, true],
        ] as const,
    ),
  )(
    'an agent in %s (in consult: %s) is counted in the group its state belongs to',
    (stateId, inConsult) => {
      const counts = {
        ready: 0,
        busy: 0,
        consultOrConference: 0,
        backoffice: 0,
        outgoing: 0,
        inBreak: 0,
        noAnswer: 0,
        offline: 0,
      };
      counts[agentCountsKey(stateId, inConsult)] += 1;
      const groups = groupAgentCounts(counts);
      expect(groups[agentStateGroup(stateId)]).toBe(1);
    },
  );
  it('a consult or conference moves only working agents out of busy', () => {
    expect(agentCountsKey('busy', true)).toBe('consultOrConference');
    expect(agentCountsKey('waitingForBreak', true)).toBe('consultOrConference');
    expect(agentCountsKey('ready', true)).toBe('ready');
    expect(agentCountsKey('backoffice', false)).toBe('backoffice');
    expect(agentCountsKey('break', false)).toBe('inBreak');
  });
  it('busy sums busy, consult or conference, backoffice, outgoing; break sums in break and no-answer', () => {
    expect(
      groupAgentCounts({
        ready: 3,
        busy: 4,
        consultOrConference: 1,
        backoffice: 2,
        outgoing: 1,
        inBreak: 2,
        noAnswer: 1,
        offline: 5,
      }),
    ).toEqual({ ready: 3, busy: 8, break: 3, offline: 5 });
  });
});

describe('activeMonitoringMode', () => {
  it('is none without monitoring or once it stopped', () => {
    expect(activeMonitoringMode(undefined)).toBeNull();
    expect(activeMonitoringMode({ mode: null, recording: false })).toBeNull();
  });
  it("names the server's intervene barge-in, and recording wins over the listening mode", () => {
    expect(activeMonitoringMode({ mode: 'intervene', recording: false })).toBe('bargeIn');
    expect(activeMonitoringMode({ mode: 'coach', recording: false })).toBe('coach');
    expect(activeMonitoringMode({ mode: 'listen', recording: true })).toBe('record');
  });
});
