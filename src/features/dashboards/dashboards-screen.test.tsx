// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile, UserSettings } from '../../protocol/api';
import type { CommandResult, HubApi } from '../../protocol/hub';
import { DEFAULT_USER_SETTINGS } from '../../domain/user-settings';
import { fakeHubConnection } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import { initI18n } from '../../app/i18n';
import { DashboardsScreen } from './dashboards-screen';

// the two views stand in for their chunks: what is pinned here is which one shows
vi.mock('./summary-table/summary-table', () => ({ SummaryTable: () => <p>the summary table</p> }));
vi.mock('./supervisor-center-chunk', () => ({
  SupervisorCenter: () => <p>the information center</p>,
}));

const SUPERVISOR: UserProfile = {
  userId: 'u1',
  username: 'sam',
  displayName: 'Sam Patel',
  firstName: 'Sam',
  lastName: 'Patel',
  email: 'sam@example.test',
  organizationId: 'org',
  isSupervisor: true,
  isWallboard: false,
  supervisorFeatures: true,
  assignedBusinessProcessIds: ['bp-1'],
  defaultLoadAllowanceId: 'la',
  alwaysRecord: false,
};

function renderScreen(updateSettings: HubApi['updateSettings']) {
  const { connection, push } = fakeHubConnection(
    {
      session: { name: 'active', user: SUPERVISOR, instanceId: 'i1' },
      settings: structuredClone(DEFAULT_USER_SETTINGS),
    },
    () => ({ updateSettings }),
  );
  render(
    <MemoryRouter>
      <HubContext value={connection}>
        <DashboardsScreen />
      </HubContext>
    </MemoryRouter>,
  );
  return { push };
}

const tableChoice = () => screen.getByRole('radio', { name: 'Summary table' });

describe('the supervisor dashboards view choice', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(cleanup);

  it('shows the chosen view before the save answers, then follows the saved settings', async () => {
    let answer: (result: CommandResult<UserSettings>) => void = () => {};
    const updateSettings = vi.fn(
      () => new Promise<CommandResult<UserSettings>>((resolve) => (answer = resolve)),
    );
    const { push } = renderScreen(updateSettings);
    expect(await screen.findByText('the information center')).toBeTruthy();

    fireEvent.click(tableChoice());
    expect(await screen.findByText('the summary table')).toBeTruthy();
    expect(tableChoice().getAttribute('aria-checked')).toBe('true');
    expect(updateSettings).toHaveBeenCalledWith({
      'supervisorDashboardSettings.selectedComponent': 'summaryTable',
    });

    const saved = structuredClone(DEFAULT_USER_SETTINGS) as UserSettings;
    saved.supervisorDashboardSettings = {
      ...saved.supervisorDashboardSettings,
      selectedComponent: 'summaryTable',
    };
    await act(async () => answer({ ok: true, value: saved }));
    push('settings', 'current', saved);
    expect(screen.getByText('the summary table')).toBeTruthy();

    // another tab goes back to the information center: the saved settings lead again
    push('settings', 'current', structuredClone(DEFAULT_USER_SETTINGS));
    expect(await screen.findByText('the information center')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the chosen view when the save fails and says it was not saved', async () => {
    const updateSettings = vi.fn(async () => ({
      ok: false as const,
      error: { code: 'http', status: 500, message: 'down' },
    }));
    renderScreen(updateSettings);
    fireEvent.click(await screen.findByRole('radio', { name: 'Summary table' }));
    expect((await screen.findByRole('alert')).textContent).toContain('was not saved');
    expect(screen.getByText('the summary table')).toBeTruthy();
    expect(tableChoice().getAttribute('aria-checked')).toBe('true');
  });
});
