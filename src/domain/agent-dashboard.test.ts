import { describe, expect, it } from 'vitest';
import {
  CHART_HOURS,
  canCreateCard,
  defaultAgentDashboard,
  graphTypeOf,
  isGraphType,
  newDashboardCard,
  supportsBusinessProcess,
  withCardChanges,
} from './agent-dashboard';

describe('default agent dashboard', () => {
  it('is named Agent Overview with its four cards', () => {
    const dashboard = defaultAgentDashboard('d1');
    expect(dashboard.name).toBe('Agent Overview');
    expect(dashboard.cards.map((c) => c.componentName)).toEqual([
      'queueStatus',
      'queueSummary',
      'agentKpi',
      'queueSummaryByBusinessProcess',
    ]);
    expect(new Set(dashboard.cards.map((c) => c._id)).size).toBe(4);
  });
});

describe('cards', () => {
  it('only queue status and queue summary have a business-process selector', () => {
    expect(supportsBusinessProcess('queueStatus')).toBe(true);
    expect(supportsBusinessProcess('queueSummary')).toBe(true);
    expect(supportsBusinessProcess('agentKpi')).toBe(false);
    expect(supportsBusinessProcess('queueSummaryByBusinessProcess')).toBe(false);
  });
  it('create is disabled until a card type is chosen', () => {
    expect(canCreateCard(null)).toBe(false);
    expect(canCreateCard('agentKpi')).toBe(true);
  });
  it('a new card starts on the selected business process', () => {
    expect(
      newDashboardCard('c', 'queueSummary', 'bp2', ['bp1', 'bp2']).startBusinessProcessId,
    ).toBe('bp2');
  });
  it('without a selection a new card starts on the first business process', () => {
    expect(newDashboardCard('c', 'queueStatus', null, ['bp1', 'bp2']).startBusinessProcessId).toBe(
      'bp1',
    );
    expect(newDashboardCard('c', 'queueStatus', null, []).startBusinessProcessId).toBeNull();
  });
  it('a card type without a selector gets no business process', () => {
    expect(newDashboardCard('c', 'agentKpi', 'bp2', ['bp1'])).toMatchObject({
      selectedBusinessProcessId: null,
      startBusinessProcessId: null,
    });
  });
});

describe('graph type and chart hours', () => {
  it('graph type must be area or bar', () => {
    expect(isGraphType('area')).toBe(true);
    expect(isGraphType('bar')).toBe(true);
    expect(isGraphType('pie')).toBe(false);
  });
  it('chart hours run from 5 to 23', () => {
    expect(CHART_HOURS[0]).toBe(5);
    expect(CHART_HOURS.at(-1)).toBe(23);
    expect(CHART_HOURS).toHaveLength(19);
  });
});

describe('editing a dashboard', () => {
  it('a change made on a card touches only that card', () => {
    const dashboard = defaultAgentDashboard('d1');
    const next = withCardChanges(dashboard, 'd1-card-1', { startBusinessProcessId: 'bp2' });
    expect(next.cards[0]?.startBusinessProcessId).toBe('bp2');
    expect(next.cards[1]).toBe(dashboard.cards[1]);
  });
  it('a metrics card without a stored graph type draws an area graph', () => {
    const card = newDashboardCard('n', 'agentMetrics', null, []);
    expect(graphTypeOf(card)).toBe('area');
    expect(graphTypeOf({ ...card, graphType: 'pie' })).toBe('pie');
  });
});
