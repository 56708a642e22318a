// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { PASSIVE_FIGURE_INTERVAL_MS } from '../../domain/figure-pace';
import { HEALTH_STATUS, type HealthState } from '../../domain/health';
import { fakeHubConnection } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import type { BusinessProcessStatistics } from '../../protocol/events';
import { FloorTotalsStrip } from './floor-totals-strip';

const IDS = ['bp-1', 'bp-2'];

function stats(id: string, step: number): BusinessProcessStatistics {
  return {
    businessProcessId: id,
    businessProcessName: id,
    lastResetTime: 0,
    totalReadyAgents: step,
    totalBusyAgents: 2 * step,
    totalBreakAgents: 1,
    totalUnavailableAgents: 0,
    agentCounts: {
      ready: step,
      busy: 2 * step,
      consultOrConference: 0,
      backoffice: 0,
      outgoing: 0,
      inBreak: 1,
      noAnswer: 0,
      offline: 0,
    },
    kpis: {
      businessProcessWaitingInteractions: step,
      businessProcessAnsweredInteractions: 10 * step,
    },
  };
}
const health = (status: HealthState['status']) =>
  ({
    status,
    since: 0,
    statusChanged: false,
    kpis: {},
    critical: [],
    insight: null,
  }) as HealthState;

describe('the floor totals strip', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders once per figure beat for changed totals, and not at all for patches that leave them', async () => {
    vi.useFakeTimers();
    const fake = fakeHubConnection({});
    for (const topic of ['businessProcessStatistics', 'health'] as const) {
      fake.connection.store.track(topic);
      await fake.hub.subscribe('tab', topic);
    }
    for (const id of IDS) {
      fake.push('businessProcessStatistics', id, stats(id, 1));
      fake.push('health', id, health(HEALTH_STATUS.Good));
    }
    const onRender = vi.fn();
    render(
      <HubContext value={fake.connection}>
        <Profiler id="strip" onRender={onRender}>
          <FloorTotalsStrip ids={IDS} />
        </Profiler>
      </HubContext>,
    );
    const total = (key: string) => screen.getByTestId(`total-${key}`).textContent;
    expect([total('ready'), total('good'), total('danger')]).toEqual(['2', '2', '0']);
    onRender.mockClear();

    // new entries whose totals are the same: nothing to draw
    act(() => {
      for (let round = 0; round < 20; round += 1)
        for (const id of IDS)
          fake.push('businessProcessStatistics', id, {
            ...stats(id, 1),
            kpis: { ...stats(id, 1).kpis, businessProcessServiceLevel: round / 20 },
          });
      vi.advanceTimersByTime(PASSIVE_FIGURE_INTERVAL_MS);
    });
    expect(onRender).not.toHaveBeenCalled();

    // a burst of changes: shown together on the next beat, in one render
    act(() => {
      for (let step = 2; step <= 20; step += 1)
        for (const id of IDS) fake.push('businessProcessStatistics', id, stats(id, step));
      fake.push('health', 'bp-2', health(HEALTH_STATUS.Danger));
    });
    expect(total('ready')).toBe('2');
    act(() => void vi.advanceTimersByTime(PASSIVE_FIGURE_INTERVAL_MS));
    expect(onRender).toHaveBeenCalledTimes(1);
    expect(total('ready')).toBe('40');
    expect(total('busy')).toBe('80');
    expect(total('waiting')).toBe('40');
    expect(total('answered')).toBe('400');
    expect([total('good'), total('danger')]).toEqual(['1', '1']);
  });
});
