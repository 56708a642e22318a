// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { PASSIVE_FIGURE_INTERVAL_MS } from '../../domain/figure-pace';
import { HEALTH_STATUS, type HealthState, type KpiHealth } from '../../domain/health';
import { fakeHubConnection } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import type { BusinessProcessStatistics } from '../../protocol/events';
import { MonitoringCard } from './monitoring-card';

const BP = 'bp-1';

function stats(step: number): BusinessProcessStatistics {
  return {
    businessProcessId: BP,
    businessProcessName: 'Sales',
    lastResetTime: 0,
    totalReadyAgents: 10 + step,
    totalBusyAgents: 20 + step,
    totalBreakAgents: 3,
    totalUnavailableAgents: 0,
    agentCounts: {
      ready: 10 + step,
      busy: 20 + step,
      consultOrConference: 0,
      backoffice: 0,
      outgoing: 0,
      inBreak: 3,
      noAnswer: 0,
      offline: 0,
    },
    kpis: {
      businessProcessServiceLevel: 0.5,
      businessProcessWaitingInteractions: 100 + step,
      businessProcessLongestWaitingTime: 30 + step,
      businessProcessAnsweredInteractions: 1_000 + step,
    },
  };
}

function waitingBreach(value: number, status: KpiHealth['status']): KpiHealth {
  return {
    id: 'businessProcessWaitingInteractions',
    status,
    value,
    warning: 5,
    danger: 10,
    threshold: 10,
    excess: value - 10,
    excessRatio: (value - 10) / 10,
    breachSince: 1_000,
  };
}

function health(value: number, status: KpiHealth['status'] = HEALTH_STATUS.Danger): HealthState {
  const kpi = waitingBreach(value, status);
  return {
    status,
    since: 1_000,
    statusChanged: false,
    kpis: { businessProcessWaitingInteractions: kpi },
    critical: [kpi],
    insight: {
      kpiId: kpi.id,
      status,
      value,
      threshold: 10,
      excess: value - 10,
      breachSince: 1_000,
    },
  };
}

function renderCard() {
  const fake = fakeHubConnection({});
  const onRender = vi.fn();
  render(
    <HubContext value={fake.connection}>
      <Profiler id="card" onRender={onRender}>
        <MonitoringCard
          businessProcessId={BP}
          stale={false}
          view={{ selectedCardIndex: 3, isPinned: false }}
          onView={() => {}}
          notify={() => {}}
        />
      </Profiler>
    </HubContext>,
  );
  fake.push('businessProcessStatistics', BP, stats(0));
  fake.push('health', BP, health(100));
  return { ...fake, onRender };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const card = () => screen.getByTestId(`monitoring-card-${BP}`);

describe('a monitoring card under live figures', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a burst of figure-only patches changes the figures on screen without a React commit', () => {
    vi.useFakeTimers();
    const { push, onRender } = renderCard();
    expect(text('count-ready')).toBe('10');
    expect(text('figure-businessProcessWaitingInteractions')).toBe('100');
    expect(card().querySelector('.kpi-breach__value')?.textContent).toBe('100');
    onRender.mockClear();

    for (let step = 1; step <= 50; step += 1) {
      push('businessProcessStatistics', BP, stats(step));
      push('health', BP, health(100 + step));
    }
    act(() => void vi.advanceTimersByTime(PASSIVE_FIGURE_INTERVAL_MS));

    expect(onRender).not.toHaveBeenCalled();
    expect(text('count-ready')).toBe('60');
    expect(text('count-busy')).toBe('70');
    expect(text('figure-businessProcessWaitingInteractions')).toBe('150');
    expect(text('figure-businessProcessAnsweredInteractions')).toBe('1050');
    expect(card().querySelector('.kpi-breach__value')?.textContent).toBe('150');
    expect(card().querySelector('.monitoring-card__insight')?.textContent).toContain('150');
  });

  it('a passive card writes its figures at most 4 times a second; the last value always shows', () => {
    vi.useFakeTimers();
    const { push } = renderCard();
    const figure = screen.getByTestId('count-ready');
    // what the screen shows after every patch, 100 patches 10 ms apart over one second
    const shown = [figure.textContent];
    for (let step = 1; step <= 100; step += 1) {
      push('businessProcessStatistics', BP, stats(step));
      act(() => void vi.advanceTimersByTime(10));
      shown.push(figure.textContent);
    }
    act(() => void vi.advanceTimersByTime(PASSIVE_FIGURE_INTERVAL_MS));
    const changes = shown.filter((value, i) => i > 0 && value !== shown[i - 1]).length;
    expect(changes).toBeGreaterThanOrEqual(3);
    expect(changes).toBeLessThanOrEqual(5);
    expect(figure.textContent).toBe('110');
  });

  it('a health change shows at once, in the middle of a burst of figures', () => {
    vi.useFakeTimers();
    const { push } = renderCard();
    expect(card().dataset.health).toBe('danger');
    expect(card().classList.contains('monitoring-card--danger')).toBe(true);
    push('businessProcessStatistics', BP, stats(1));
    push('health', BP, health(7, HEALTH_STATUS.Warning));
    expect(card().dataset.health).toBe('warning');
    expect(card().classList.contains('monitoring-card--warning')).toBe(true);
    expect(card().classList.contains('monitoring-card--danger')).toBe(false);
    expect(card().querySelector('.kpi-breach--warning')).not.toBeNull();
    expect(card().querySelector('.monitoring-card__insight')?.textContent).toContain('7');
  });
});
