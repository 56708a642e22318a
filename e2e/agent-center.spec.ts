import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support/login';
import { animationsSettled } from './support/settled';
import { chooseOwnState } from './support/own-state';

const SETTINGS_PATH = 'supervisorDashboardSettings.dashboardSettings';

/** Replaces the user's saved agent dashboards over REST (null: nothing saved, the default shows). */
async function saveDashboards(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  value: unknown,
): Promise<void> {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username, password: username },
  });
  const { data } = (await login.json()) as {
    data: { sessionId: string; user: { userId: string } };
  };
  const response = await request.put(`${baseURL}/api/settings/${data.user.userId}`, {
    headers: { 'session-id': data.sessionId },
    data: { [SETTINGS_PATH]: value },
  });
  expect(response.ok()).toBe(true);
}

/** The simulated centre's current time: its own statistics are counted up to it. */
async function centreTime(request: APIRequestContext, baseURL: string): Promise<number> {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: 'agent' },
  });
  const { data } = (await login.json()) as { data: { sessionId: string } };
  const stats = await request.get(`${baseURL}/api/agent/all/stats`, {
    headers: { 'session-id': data.sessionId },
  });
  const [own] = ((await stats.json()) as { data: { countedAt: number }[] }).data;
  expect(own).toBeDefined();
  return own!.countedAt;
}

const cards = (page: Page) => page.locator('[data-testid^="agent-card-"]');

test.beforeEach(async ({ request, baseURL }) => {
  // every journey starts from the default dashboard, whatever an earlier one saved
  await saveDashboards(request, baseURL!, 'agent', null);
});

test('an agent sees Agent Overview with its four cards, live values and ticking timers', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, 'agent');
  await expect(page.getByTestId('dashboard-name')).toHaveText('Agent Overview');
  await expect(cards(page)).toHaveCount(4);
  for (const type of ['queueStatus', 'queueSummary', 'agentKpi', 'queueSummaryByBusinessProcess']) {
    await expect(page.getByTestId(`agent-card-${type}`)).toBeVisible();
  }
  const kpi = page.getByTestId('agent-card-agentKpi');
  // the queue cards show the agent's business process with live figures
  const queueStatus = page.getByTestId('agent-card-queueStatus');
  await expect(queueStatus.getByRole('combobox')).toHaveValue(/^bp-/);
  await expect(queueStatus.getByTestId('figure-totalAgents')).toHaveText(/^\d+$/);
  await expect(
    page.getByTestId('agent-card-queueSummary').getByTestId('figure-serviceLevel'),
  ).toHaveText(/^\d+\.\d\d%$/);
  const answered = page.getByTestId('agent-card-queueSummary').getByTestId('figure-answered');
  const before = await answered.textContent();
  await expect.poll(() => answered.textContent(), { timeout: 30_000 }).not.toBe(before);

  // Timers tick from their start times. The simulated centre runs its clock ahead of the wall
  // clock (SIM_ACCEL), so the page is put on the centre's time; in Backoffice no new counters
  // arrive, so only the tab's own ticking can move the backoffice timer.
  await chooseOwnState(page, 'backoffice');
  await page.clock.install({ time: await centreTime(request, baseURL!) });
  const backoffice = kpi.getByTestId('figure-timer-backoffice');
  await expect(backoffice).not.toHaveText('00:00:00');
  const first = await backoffice.textContent();
  await expect.poll(() => backoffice.textContent(), { timeout: 5_000 }).not.toBe(first);
  await expect(kpi.getByTestId('figure-timer-login')).not.toHaveText('00:00:00');
  await expect(kpi.getByTestId('figure-answered')).toHaveText(/^\d+$/);

  // the help overlay says how the times are counted
  await kpi.getByRole('button', { name: 'How the times are counted' }).click();
  const help = kpi.getByRole('dialog', { name: 'How the times are counted' });
  await expect(help).toContainText('Ready time covers Ready and Offered states.');
  await expect(help).toContainText('Break time covers all break states plus No Answer.');
  await expect(help).toContainText(
    'Busy time covers handling incoming and outgoing interactions plus dialing.',
  );
  await expect(help).toContainText('Login time is connected time without going offline.');
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toHaveCount(0);
  await chooseOwnState(page, 'offline');
});

test('renaming refuses an empty name; a new agent metrics card and the name survive a reload and a new login', async ({
  page,
}) => {
  await signIn(page, 'agent');
  await expect(cards(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Dashboard setup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dashboard setup' });
  const name = dialog.getByLabel('Dashboard name');
  await expect(name).toHaveValue('Agent Overview');
  await expect(dialog.getByText('14 / 64')).toBeVisible();

  // an empty name is refused: the message shows, the field keeps the focus, nothing is saved
  await name.fill('');
  await name.press('Enter');
  await expect(dialog.getByText('Dashboard Name is Required')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(dialog).toBeVisible();
  await name.fill('x'.repeat(65));
  await expect(dialog.getByText('Max 64 characters')).toBeVisible();
  await expect(dialog.getByText('65 / 64')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(name).toBeFocused();
  await expect(dialog).toBeVisible();
  await name.fill('My desk');
  await expect(dialog.getByText('Dashboard Name is Required')).toHaveCount(0);

  // add an agent metrics card: Create waits for a type; the business process only for queue cards
  await dialog.getByRole('tab', { name: 'Add card' }).click();
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Card type').selectOption({ label: 'Queue summary' });
  await expect(dialog.getByLabel('Business process (optional)')).toBeVisible();
  await dialog.getByLabel('Card type').selectOption({ label: 'Agent metrics' });
  await expect(dialog.getByLabel('Business process (optional)')).toHaveCount(0);
  await create.click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Agent metrics' })).toBeVisible();
  // Enter in the name field saves
  await name.press('Enter');
  await expect(dialog).toHaveCount(0);

  await expect(page.getByTestId('dashboard-name')).toHaveText('My desk');
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByTestId('agent-metrics-chart')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('dashboard-name')).toHaveText('My desk');
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByTestId('agent-card-agentMetrics')).toBeVisible();

  await page.getByRole('button', { name: /sign out/i }).click();
  await signIn(page, 'agent');
  await expect(page.getByTestId('dashboard-name')).toHaveText('My desk');
  await expect(cards(page)).toHaveCount(5);
});

test('a card resized in the grid keeps its size after a reload', async ({ page }) => {
  await signIn(page, 'agent');
  const card = page.getByTestId('agent-card-queueStatus');
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  const handle = page.locator('.react-grid-item', { has: card }).locator('.react-resizable-handle');
  await card.hover();
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x - box.width / 3, grip.y + 10, { steps: 10 });
  await page.mouse.up();
  // the grid snaps the card to whole columns with a short transition: measure once it stands still
  const width = async () => Math.round((await card.boundingBox())!.width);
  await expect.poll(width).toBeLessThan(box.width - 60);
  await animationsSettled(page);
  const resized = await width();
  // the save reaches the server before the reload
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(card).toBeVisible();
        return width();
      },
      { timeout: 15_000 },
    )
    .toBe(resized);
});

test('a card dragged by its title bar to another place stays there after a reload', async ({
  page,
}) => {
  await signIn(page, 'agent');
  const kpi = page.getByTestId('agent-card-agentKpi');
  const target = page.getByTestId('agent-card-queueSummary');
  await expect(kpi).toBeVisible();
  const from = (await kpi.locator('header').boundingBox())!;
  const to = (await target.boundingBox())!;
  expect(from.x).toBeLessThan(to.x);
  await page.mouse.move(from.x + 40, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 40, to.y + 10, { steps: 15 });
  await page.mouse.up();
  // the KPI card now stands in the right column, above the queue summary
  const placed = async () => {
    const k = (await kpi.boundingBox())!;
    const q = (await target.boundingBox())!;
    return k.x > from.x + 100 && k.y < q.y;
  };
  await expect.poll(placed).toBe(true);
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(kpi).toBeVisible();
        return placed();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
});

test('a stored graph type other than area or bar shows "Invalid graph type" until a valid one is chosen', async ({
  page,
  request,
  baseURL,
}) => {
  await saveDashboards(request, baseURL!, 'agent', {
    selectedDashboardIndex: 0,
    dashboards: [
      {
        _id: 'e2e',
        name: 'Metrics',
        cards: [
          {
            _id: 'm',
            componentName: 'agentMetrics',
            selectedBusinessProcessId: null,
            startBusinessProcessId: null,
            graphType: 'pie',
          },
        ],
      },
    ],
  });
  await signIn(page, 'agent');
  const card = page.getByTestId('agent-card-agentMetrics');
  await expect(card.getByRole('alert')).toHaveText('Invalid graph type');
  await expect(page.locator('.snackbar')).toContainText('Invalid graph type');
  await expect(page.getByTestId('agent-metrics-chart')).toHaveCount(0);
  await card.getByLabel('Graph type').selectOption({ label: 'Bar' });
  await expect(page.getByTestId('agent-metrics-chart')).toHaveAttribute('data-graph-type', 'bar');
  await page.reload();
  await expect(page.getByTestId('agent-metrics-chart')).toHaveAttribute('data-graph-type', 'bar');
  await expect(card.getByRole('alert')).toHaveCount(0);
});
