// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { fakeHubConnection } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import type { BusinessProcessStatistics } from '../../protocol/events';
import { MonitoringCard } from './monitoring-card';

const BP = 'bp-1';
const STATS: BusinessProcessStatistics = {
  businessProcessId: BP,
  businessProcessName: 'Sales',
  lastResetTime: 0,
  totalReadyAgents: 1,
  totalBusyAgents: 2,
  totalBreakAgents: 0,
  totalUnavailableAgents: 0,
  agentCounts: {
    ready: 1,
    busy: 2,
    consultOrConference: 0,
    backoffice: 0,
    outgoing: 0,
    inBreak: 0,
    noAnswer: 0,
    offline: 0,
  },
  kpis: {},
};

describe('a hovered monitoring card', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('closes its active view when the pointer moves and is no longer over it, though no mouseleave came', () => {
    const fake = fakeHubConnection({});
    render(
      <HubContext value={fake.connection}>
        <MonitoringCard
          businessProcessId={BP}
          stale={false}
          view={{ selectedCardIndex: 3, isPinned: false }}
          onView={() => {}}
          notify={() => {}}
        />
      </HubContext>,
    );
    fake.push('businessProcessStatistics', BP, STATS);
    const card = screen.getByTestId(`monitoring-card-${BP}`);
    const tabs = () => card.querySelectorAll('[role="tab"]').length;
    fireEvent.mouseEnter(card);
    expect(tabs()).toBeGreaterThan(0);

    // still under the pointer: a move keeps the active view
    const over = vi.spyOn(card, 'matches').mockReturnValue(true);
    act(() => void document.dispatchEvent(new Event('pointermove')));
    expect(tabs()).toBeGreaterThan(0);

    // the sort moved the card away under a resting pointer: the next move closes it
    over.mockReturnValue(false);
    act(() => void document.dispatchEvent(new Event('pointermove')));
    expect(tabs()).toBe(0);
  });
});
