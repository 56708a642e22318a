// @vitest-environment jsdom
import { Profiler } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { HEALTH_STATUS } from '../../domain/health';
import { toWallboardStatistics } from '../../domain/wallboard-stats';
import { fakeHubConnection } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import { BusinessProcessSlide } from './business-process-slide';

const BP = 'bp-1';

function board(step: number, waitingStatus: 1 | 2 | 3 | null = null) {
  const source = {
    businessProcessId: BP,
    businessProcessName: 'Sales',
    lastResetTime: 0,
    agentCounts: {
      ready: 10 + step,
      busy: 20 + step,
      consultOrConference: 0,
      backoffice: 0,
      outgoing: 0,
      inBreak: 3,
      noAnswer: 0,
    },
    kpis: {
      businessProcessWaitingInteractions: 100 + step,
      businessProcessAnsweredInteractions: 1_000 + step,
    },
  };
  const kpis =
    waitingStatus === null ? {} : { businessProcessWaitingInteractions: { status: waitingStatus } };
  return toWallboardStatistics(source, { kpis } as Parameters<typeof toWallboardStatistics>[1]);
}

const value = (figureId: string) =>
  screen.getByTestId(`wallboard-figure-${figureId}`).querySelector('.wallboard-figure__value')
    ?.textContent;

describe('a wallboard business-process slide under live figures', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(cleanup);

  it('a burst of figure-only patches changes the big numbers without a React commit; an alert renders at once', () => {
    const { connection, push } = fakeHubConnection({});
    const onRender = vi.fn();
    render(
      <HubContext value={connection}>
        <Profiler id="slide" onRender={onRender}>
          <BusinessProcessSlide businessProcessId={BP} />
        </Profiler>
      </HubContext>,
    );
    push('wallboard', BP, board(0));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sales');
    expect(value('waiting')).toBe('100');
    onRender.mockClear();

    for (let step = 1; step <= 50; step += 1) push('wallboard', BP, board(step));

    expect(onRender).not.toHaveBeenCalled();
    expect(value('waiting')).toBe('150');
    expect(value('availableAgents')).toBe('60');
    expect(value('answered')).toBe('1050');

    push('wallboard', BP, board(51, HEALTH_STATUS.Danger));
    expect(onRender).toHaveBeenCalled();
    expect(screen.getByTestId('wallboard-figure-waiting').dataset.alert).not.toBe('None');
    expect(value('waiting')).toBe('151');
  });
});
