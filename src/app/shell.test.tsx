// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../protocol/api';
import type { HubApi } from '../protocol/hub';
import {
  fakeHubConnection,
  type FakePush,
  type FakeTopicValues,
} from '../hub-client/fake-hub-connection';
import { HubContext } from '../hub-client/hub-context';
import { initI18n } from './i18n';
import { routes } from './routes';

// the routes' screens are lazy: their first import is transformed on demand, which on a loaded
// machine takes longer than testing-library's default second
configure({ asyncUtilTimeout: 5_000 });

type Values = FakeTopicValues;
type Push = FakePush;

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
  assignedBusinessProcessIds: [],
  defaultLoadAllowanceId: 'la',
  alwaysRecord: false,
};

/** A hub whose login (if given) may push the session it opens; logout is recorded. */
function fakeConnection(values: Values, login?: (push: Push) => HubApi['login']) {
  return fakeHubConnection(values, (push) => ({
    login: vi.fn<HubApi['login']>((req) =>
      login
        ? login(push)(req)
        : Promise.resolve({ ok: false, error: { code: 'unauthorized', status: 401 } }),
    ),
    logout: vi.fn(async () => {}),
  }));
}

function renderAt(path: string, values: Values, login?: (push: Push) => HubApi['login']) {
  const fake = fakeConnection(values, login);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <HubContext value={fake.connection}>
      <RouterProvider router={router} />
    </HubContext>,
  );
  return { ...fake, router };
}

const ACTIVE: Values = {
  session: { name: 'active', user: AGENT, instanceId: 'i1' },
  connection: { name: 'connecting', attempt: 3, retryAt: null },
};

describe('application shell', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => cleanup());

  it('a signed-out user sees the login form with labelled inputs', async () => {
    renderAt('/dashboards', { session: { name: 'loggedOut', reason: null } });
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('a refused login shows "Failed to login"', async () => {
    const { hub } = renderAt('/', { session: { name: 'loggedOut', reason: null } });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'agent' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to login');
    expect(hub.login).toHaveBeenCalledWith({ username: 'agent', password: 'wrong' });
  });

  it('the login screen shows the catalogue text of the logout reason', async () => {
    renderAt('/', { session: { name: 'loggedOut', reason: { code: 'networkErrors' } } });
    expect(
      await screen.findByText(
        'Network Error. Max consecutive network errors reached (5). automated log out.',
      ),
    ).toBeTruthy();
  });

  it('an illegal session shows 401 Unauthorized plus the server message', async () => {
    renderAt('/', {
      session: {
        name: 'loggedOut',
        reason: { code: 'illegalSession', serverMessage: 'Illegal Session Id' },
      },
    });
    expect(await screen.findByText('401 Unauthorized. Illegal Session Id')).toBeTruthy();
  });

  it('a login refused for the license limit shows "Failed to login" and the limit text', async () => {
    renderAt(
      '/',
      { session: { name: 'loggedOut', reason: { code: 'userLogout' } } },
      (push) => async () => {
        push('session', 'current', { name: 'loggedOut', reason: { code: 'licenseLimit' } });
        return { ok: false, error: { code: 'licenseLimit', status: 500 } };
      },
    );
    expect(await screen.findByText('You have signed out.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to login');
    expect(screen.getByText('License Limit Reached. automated log out.')).toBeTruthy();
    expect(screen.queryByText('You have signed out.')).toBeNull();
  });

  it('/ redirects to /dashboards, which names the user and role', async () => {
    const { router } = renderAt('/', ACTIVE);
    expect(await screen.findByText('Signed in as Alex Agent (Agent)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboards');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeTruthy();
  });

  it('the header shows the connection state politely and follows its changes', async () => {
    const { push } = renderAt('/calls', ACTIVE);
    const status = await screen.findByText('Reconnecting (attempt 3)');
    expect(status.closest('[aria-live="polite"]')).toBeTruthy();
    push('connection', 'current', { name: 'connected', since: 1 });
    expect(screen.getByText('Connected')).toBeTruthy();
  });

  it('Sign out asks the hub to log out', async () => {
    const { hub } = renderAt('/help', ACTIVE);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(hub.logout).toHaveBeenCalledTimes(1);
  });

  it('the side navigation lists the agent areas and hides the supervisor area from agents', async () => {
    renderAt('/kpis', ACTIVE);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Dashboards',
      'Calls',
      'Chats',
      'Emails',
      'SMS',
      'KPIs',
      'Settings',
      'Help',
    ]);
    expect(within(nav).getByRole('link', { name: 'KPIs' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('an unknown path shows the not-found page with a link home', async () => {
    renderAt('/no/such/page', ACTIVE);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('a connection-restored notice shows once as a snackbar', async () => {
    const { push } = renderAt('/dashboards', ACTIVE);
    await screen.findByText('Signed in as Alex Agent (Agent)');
    push('notices', 'n1', { code: 'connectionRestored', at: Date.now() });
    expect(await screen.findByText('Connection restored')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    push('notices', 'n1', { code: 'connectionRestored', at: Date.now() });
    expect(screen.queryByText('Connection restored')).toBeNull();
  });

  it('/wallboard and /teams are their own entry routes without the side navigation', async () => {
    renderAt('/wallboard', ACTIVE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallboard' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
