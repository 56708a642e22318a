import { describe, expect, it } from 'vitest';
import { defaultAgentDashboard } from './agent-dashboard';
import {
  DEFAULT_AGENT_DASHBOARD_ID,
  readAgentDashboardSettings,
  selectedAgentDashboard,
  withSelectedDashboard,
} from './agent-dashboard-settings';

describe('reading saved agent dashboards', () => {
  it('nothing saved gives the default Agent Overview with its four cards', () => {
    for (const raw of [undefined, null, {}, { dashboards: [] }, { dashboards: 'x' }]) {
      const settings = readAgentDashboardSettings(raw);
      expect(settings.selectedDashboardIndex).toBe(0);
      expect(selectedAgentDashboard(settings)).toEqual(
        defaultAgentDashboard(DEFAULT_AGENT_DASHBOARD_ID),
      );
    }
  });

  it('a saved dashboard keeps its name, cards, places, graph type and chosen business processes', () => {
    const saved = {
      selectedDashboardIndex: 0,
      dashboards: [
        {
          _id: 'd',
          name: 'Mine',
          cards: [
            {
              _id: 'c1',
              componentName: 'agentMetrics',
              selectedBusinessProcessId: null,
              startBusinessProcessId: null,
              layout: { x: 6, y: 0, w: 6, h: 9 },
              graphType: 'bar',
            },
            {
              _id: 'c2',
              componentName: 'queueSummaryByBusinessProcess',
              selectedBusinessProcessId: null,
              startBusinessProcessId: null,
              businessProcessIds: ['bp-1'],
            },
          ],
        },
      ],
    };
    expect(readAgentDashboardSettings(saved)).toEqual(saved);
  });

  it('cards of unknown types and malformed places are left out, an invalid graph type is kept to be reported', () => {
    const settings = readAgentDashboardSettings({
      dashboards: [
        {
          _id: 'd',
          name: 'Mine',
          cards: [
            { _id: 'c1', componentName: 'weather' },
            {
              _id: 'c2',
              componentName: 'queueStatus',
              layout: { x: -1, y: 0, w: 6, h: 9 },
              graphType: 'pie',
            },
            { componentName: 'queueStatus' },
            'card',
          ],
        },
      ],
    });
    expect(selectedAgentDashboard(settings).cards).toEqual([
      {
        _id: 'c2',
        componentName: 'queueStatus',
        selectedBusinessProcessId: null,
        startBusinessProcessId: null,
        graphType: 'pie',
      },
    ]);
  });

  it('a selected index outside the list selects the first dashboard', () => {
    const dashboards = [defaultAgentDashboard('a'), defaultAgentDashboard('b')];
    expect(
      readAgentDashboardSettings({ selectedDashboardIndex: 1, dashboards }).selectedDashboardIndex,
    ).toBe(1);
    expect(
      readAgentDashboardSettings({ selectedDashboardIndex: 5, dashboards }).selectedDashboardIndex,
    ).toBe(0);
    expect(
      readAgentDashboardSettings({ selectedDashboardIndex: -1, dashboards }).selectedDashboardIndex,
    ).toBe(0);
  });
});

describe('saving the selected dashboard', () => {
  it('replaces only the selected dashboard', () => {
    const settings = readAgentDashboardSettings({
      selectedDashboardIndex: 1,
      dashboards: [defaultAgentDashboard('a'), defaultAgentDashboard('b')],
    });
    const renamed = { ...selectedAgentDashboard(settings), name: 'Renamed' };
    const next = withSelectedDashboard(settings, renamed);
    expect(next.dashboards.map((d) => d.name)).toEqual(['Agent Overview', 'Renamed']);
    expect(next.selectedDashboardIndex).toBe(1);
    expect(settings.dashboards[1]?.name).toBe('Agent Overview');
  });
});
