import { describe, expect, it } from 'vitest';
import { agentStatesSegments } from './agent-states-bar';

const counts = {
  ready: 2,
  busy: 3,
  consultOrConference: 1,
  backoffice: 1,
  outgoing: 1,
  inBreak: 1,
  noAnswer: 1,
  offline: 0,
};

describe('agent-states summary bar', () => {
  it('groups busy with consult, backoffice and outgoing, and break with no-answer', () => {
    const { total, segments } = agentStatesSegments(counts);
    expect(total).toBe(10);
    expect(segments.map((s) => [s.group, s.count])).toEqual([
      ['ready', 2],
      ['busy', 6],
      ['break', 2],
      ['offline', 0],
    ]);
  });

  it('shares add up to the whole', () => {
    const { segments } = agentStatesSegments(counts);
    expect(segments.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1);
    expect(segments[1]?.share).toBeCloseTo(0.6);
  });

  it('ready, busy and break filter the Agents tab; offline has no filter there', () => {
    expect(agentStatesSegments(counts).segments.map((s) => s.filter)).toEqual([
      'ready',
      'busy',
      'break',
      null,
    ]);
  });

  it('no agents gives zero shares, not NaN', () => {
    const none = {
      ready: 0,
      busy: 0,
      consultOrConference: 0,
      backoffice: 0,
      outgoing: 0,
      inBreak: 0,
      noAnswer: 0,
      offline: 0,
    };
    expect(agentStatesSegments(none).segments.every((s) => s.share === 0)).toBe(true);
  });
});
