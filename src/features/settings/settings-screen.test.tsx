// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile, UserSettings } from '../../protocol/api';
import type { CommandResult, HubApi, TopicName, TopicValues } from '../../protocol/hub';
import type { TimeZoneInfo } from '../../protocol/reference-api';
import { DEFAULT_USER_SETTINGS } from '../../domain/user-settings';
import { fakeHubConnection, type FakeTopicValues } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import { initI18n } from '../../app/i18n';
import { SettingsScreen } from './settings-screen';

type Values = FakeTopicValues;

const AGENT: UserProfile = {
  userId: 'u1',
  username: 'agent',
  displayName: 'Alex Agent',
  firstName: 'Alex',
  lastName: 'Agent',
  email: 'alex@example.test',
  organizationId: 'org',
  isSupervisor: false,
  isWallboard: false,
  supervisorFeatures: false,
  assignedBusinessProcessIds: ['bp-1', 'bp-2'],
  defaultLoadAllowanceId: 'la',
  alwaysRecord: false,
};

const ZONES: TimeZoneInfo[] = [
  {
    id: 'Eastern Standard Time',
    displayName: '(UTC-05:00) Eastern Time (US & Canada)',
    utcOffsetMinutes: -300,
    iana: 'America/New_York',
  },
  {
    id: 'India Standard Time',
    displayName: '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    utcOffsetMinutes: 330,
    iana: 'Asia/Kolkata',
  },
];

/** Answers of the reference calls the screen makes. */
function referenceAnswer(path: string): CommandResult<unknown> {
  if (path === '/api/reference/timeZone/all') return { ok: true, value: ZONES };
  if (path === '/api/reference/timeZone/default') return { ok: true, value: ZONES[0] };
  if (path === '/api/reference/configuration') {
    return {
      ok: true,
      value: {
        configurationVersion: 1,
        upToDate: false,
        businessProcesses: [
          { id: 'bp-1', name: 'Sales' },
          { id: 'bp-2', name: 'Support' },
          { id: 'bp-3', name: 'Billing' },
        ],
      },
    };
  }
  return { ok: false, error: { code: 'http', status: 404, message: 'not here' } };
}

/** A hub that answers each subscribe with a snapshot of `values`; `updateSettings` is the test's. */
function renderScreen(values: Values, updateSettings: HubApi['updateSettings']) {
  const { connection, push: pushEntry } = fakeHubConnection(values, () => ({
    updateSettings,
    answerByPath: async (req) => referenceAnswer(req.path),
  }));
  const push = <T extends TopicName>(topic: T, value: TopicValues[T]) =>
    pushEntry(topic, 'current', value);
  render(
    <HubContext value={connection}>
      <SettingsScreen />
    </HubContext>,
  );
  return { push };
}

const settingsWith = (change: (s: UserSettings) => void): UserSettings => {
  const next = structuredClone(DEFAULT_USER_SETTINGS) as UserSettings;
  change(next);
  return next;
};

const active = (user: UserProfile = AGENT): Values => ({
  session: { name: 'active', user, instanceId: 'i1' },
  settings: structuredClone(DEFAULT_USER_SETTINGS),
});

describe('settings screen', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => cleanup());

  it('shows every group of the user settings with the stored values and defaults', async () => {
    renderScreen(active(), vi.fn());
    for (const heading of ['Preferences', 'Application', 'Audio', 'Agent', 'Theme', 'Features']) {
      expect(await screen.findByRole('heading', { name: heading, level: 2 })).toBeTruthy();
    }
    expect(screen.getByLabelText<HTMLSelectElement>('Show incoming interactions as').value).toBe(
      'bannerAndPanel',
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Interaction history period').value).toBe(
      '168',
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Alert before a break ends').value).toBe('0');
    expect(screen.getByLabelText<HTMLSelectElement>('Calls').value).toBe('silent');
    expect(screen.getByLabelText<HTMLSelectElement>('Time format').value).toBe('hh:mm A');
    expect(screen.getByLabelText<HTMLInputElement>('Speaker volume').value).toBe('80');
    const idle = screen.getByLabelText<HTMLSelectElement>(
      'Open the agent information center after idle time',
    );
    expect([...idle.options].map((o) => o.text)).toEqual([
      'Off',
      '10 seconds',
      '30 seconds',
      '1 minute',
      '5 minutes',
    ]);
    // the agent's own business processes only, by name
    const outgoing = await screen.findByLabelText<HTMLSelectElement>(
      'Default business process for outgoing calls',
    );
    await waitFor(() =>
      expect([...outgoing.options].map((o) => o.text)).toEqual(['No default', 'Sales', 'Support']),
    );
    expect(screen.getByLabelText('Calling line identification for Sales')).toBeTruthy();
  });

  it('a change is saved at once as a dotted path, and a refusal shows why and brings the stored value back', async () => {
    const updateSettings = vi.fn<HubApi['updateSettings']>(async () => ({
      ok: false,
      error: { code: 'http', status: 400, message: 'preferencesSettings.muteDTMF: refused' },
    }));
    renderScreen(active(), updateSettings);
    const mute = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Mute DTMF tones',
    });
    fireEvent.click(mute);
    expect(updateSettings).toHaveBeenCalledWith({ 'preferencesSettings.muteDTMF': true });
    expect(
      await screen.findByText(
        'Mute DTMF tones was not saved: preferencesSettings.muteDTMF: refused. The previous value is kept.',
      ),
    ).toBeTruthy();
    expect(mute.checked).toBe(false);
  });

  it('an accepted change stays shown until the settings topic brings it, then comes from the topic', async () => {
    let answer: (result: CommandResult<UserSettings>) => void = () => {};
    const updateSettings = vi.fn<HubApi['updateSettings']>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const { push } = renderScreen(active(), updateSettings);
    const select = await screen.findByLabelText<HTMLSelectElement>('Interaction history period');
    fireEvent.change(select, { target: { value: '720' } });
    expect(updateSettings).toHaveBeenCalledWith({
      'preferencesSettings.interactionHistoryPeriod': 720,
    });
    expect(select.value).toBe('720');
    expect(screen.getByText('Saving…')).toBeTruthy();
    const saved = settingsWith((s) => (s.preferencesSettings.interactionHistoryPeriod = 720));
    await act(async () => answer({ ok: true, value: saved }));
    expect(select.value).toBe('720');
    expect(await screen.findByText('Interaction history period: saved.')).toBeTruthy();
    push('settings', saved);
    expect(select.value).toBe('720');
    // another tab changes it later: this tab follows the topic
    push(
      'settings',
      settingsWith((s) => (s.preferencesSettings.interactionHistoryPeriod = 24)),
    );
    expect(select.value).toBe('24');
  });

  it('the time zone saves its id and its UTC offset in one call', async () => {
    const updateSettings = vi.fn<HubApi['updateSettings']>(async () => ({
      ok: true,
      value: settingsWith(() => {}),
    }));
    renderScreen(active(), updateSettings);
    const zone = await screen.findByLabelText<HTMLSelectElement>('Time zone');
    await waitFor(() => expect(zone.disabled).toBe(false));
    expect([...zone.options].map((o) => o.text)).toEqual([
      '(UTC-05:00) Eastern Time (US & Canada) – default',
      '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    ]);
    fireEvent.change(zone, { target: { value: 'India Standard Time' } });
    expect(updateSettings).toHaveBeenCalledWith({
      'applicationSettings.timeZoneId': 'India Standard Time',
      'applicationSettings.timeZoneUtcOffset': 330,
    });
  });

  it('a calling line identification is saved when the field is left, not on every key', async () => {
    const updateSettings = vi.fn<HubApi['updateSettings']>(async () => ({
      ok: true,
      value: settingsWith(() => {}),
    }));
    renderScreen(active(), updateSettings);
    const input = await screen.findByLabelText('Calling line identification for Sales');
    fireEvent.change(input, { target: { value: '+1 555 0100' } });
    expect(updateSettings).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(updateSettings).toHaveBeenCalledWith({
      'agentSettings.defaultCallingLineIdentification.bp-1': '+1 555 0100',
    });
  });

  it('choosing "No default" stores null as the default business process', async () => {
    const updateSettings = vi.fn<HubApi['updateSettings']>(async () => ({
      ok: true,
      value: settingsWith(() => {}),
    }));
    const values = active();
    values.settings = settingsWith(
      (s) => (s.agentSettings.defaultOutgoingSmsBusinessProcessId = 'bp-2'),
    );
    renderScreen(values, updateSettings);
    const sms = await screen.findByLabelText<HTMLSelectElement>(
      'Default business process for outgoing SMS',
    );
    await waitFor(() => expect(sms.value).toBe('bp-2'));
    fireEvent.change(sms, { target: { value: '' } });
    expect(updateSettings).toHaveBeenCalledWith({
      'agentSettings.defaultOutgoingSmsBusinessProcessId': null,
    });
  });

  it('previewing a silent ringtone says there is nothing to play', async () => {
    renderScreen(active(), vi.fn());
    const row = (await screen.findByLabelText('Chats')).closest('.settings-field') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Preview/ }));
    expect(within(row).getByText('Silent: there is nothing to play.')).toBeTruthy();
  });

  it('a wallboard user is told there are no settings, and no field is shown', async () => {
    renderScreen(
      { session: { name: 'active', user: { ...AGENT, isWallboard: true }, instanceId: 'i1' } },
      vi.fn(),
    );
    expect(await screen.findByText(/Wallboard users have no personal settings/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Preferences' })).toBeNull();
  });
});
