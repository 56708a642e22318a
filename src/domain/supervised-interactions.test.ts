import { describe, expect, it } from 'vitest';
import {
  canMonitorInteraction,
  supervisedDurationSeconds,
  visibleSupervisedRows,
  type SupervisedRow,
} from './supervised-interactions';

const row = (id: string, over: Partial<SupervisedRow> = {}): SupervisedRow => ({
  interactionId: id,
  agentId: 'agent-1',
  mediaType: 'telephony',
  phase: 'handling',
  arrivedAt: 0,
  offeredAt: 0,
  answeredAt: null,
  ...over,
});

describe('supervised interactions', () => {
  it('a medium filter keeps only that medium; all keeps everything', () => {
    const rows = [row('a'), row('b', { mediaType: 'chat' })];
    expect(visibleSupervisedRows(rows, 'chat').map((r) => r.interactionId)).toEqual(['b']);
    expect(visibleSupervisedRows(rows, 'all')).toHaveLength(2);
  });

  it('handling first, then ringing, then wrap-up; the longest running first within a phase', () => {
    const rows = [
      row('wrap', { phase: 'wrapUp' }),
      row('ring', { phase: 'ringing', offeredAt: 5 }),
      row('late', { answeredAt: 50 }),
      row('early', { answeredAt: 10 }),
    ];
    expect(visibleSupervisedRows(rows, 'all').map((r) => r.interactionId)).toEqual([
      'early',
      'late',
      'ring',
      'wrap',
    ]);
  });

  it('duration runs from the answer, or from the offer while ringing', () => {
    expect(
      supervisedDurationSeconds(row('a', { offeredAt: 1_000, answeredAt: 4_000 }), 10_000),
    ).toBe(6);
    expect(
      supervisedDurationSeconds(row('a', { phase: 'ringing', offeredAt: 1_000 }), 10_000),
    ).toBe(9);
  });

  it('only a handled call of another agent can be monitored', () => {
    expect(canMonitorInteraction(row('a'), 'sup')).toBe(true);
    expect(canMonitorInteraction(row('a', { mediaType: 'chat' }), 'sup')).toBe(false);
    expect(canMonitorInteraction(row('a', { phase: 'ringing' }), 'sup')).toBe(false);
    expect(canMonitorInteraction(row('a', { agentId: 'sup' }), 'sup')).toBe(false);
  });
});
