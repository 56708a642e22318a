import { describe, expect, it } from 'vitest';
import { ALL_KPI_IDS } from './kpi-ids';
import { AGENT_COUNT_NOTE, figureNoteOf, onlyShortAbandons } from './figure-notes';

describe('figure notes', () => {
  it('explains the abandoned count and every rate that leaves short abandons out', () => {
    expect(figureNoteOf('businessProcessAbandonedInteractions')).toBe('shortAbandonsCounted');
    for (const id of [
      'businessProcessAbandonedPercentage',
      'businessProcessAnsweredPercentage',
      'businessProcessServiceLevel',
    ] as const) {
      expect(figureNoteOf(id)).toBe('shortAbandonsLeftOut');
    }
  });

  it('tells a shift total (Queued) from a live value (Waiting)', () => {
    expect(figureNoteOf('businessProcessTotalQueuedInteractions')).toBe('shiftTotal');
    expect(figureNoteOf('businessProcessAnsweredInteractions')).toBe('shiftTotal');
    expect(figureNoteOf('businessProcessWaitingInteractions')).toBe('liveNow');
    expect(figureNoteOf('businessProcessLongestWaitingTime')).toBe('liveNow');
  });

  it('leaves self-explaining figures without a note', () => {
    expect(figureNoteOf('businessProcessVoiceMails')).toBeNull();
    expect(ALL_KPI_IDS.filter((id) => figureNoteOf(id) !== null).length).toBeGreaterThan(10);
  });

  it('notes that agents are counted in each business process they serve', () => {
    expect(AGENT_COUNT_NOTE).toBe('agentsInEachBusinessProcess');
  });

  it('spots "Abandoned 1, Abandon rate 0.00 %" as short abandons only', () => {
    expect(onlyShortAbandons(1, 0)).toBe(true);
    expect(onlyShortAbandons(2, 0.05)).toBe(false);
    expect(onlyShortAbandons(0, 0)).toBe(false);
    expect(onlyShortAbandons(undefined, 0)).toBe(false);
    expect(onlyShortAbandons(1, undefined)).toBe(false);
  });
});
