import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CALLBACK_QUEUE_MAX_AGE_MS } from '../src/domain/callbacks';
import { apiSession } from './support/api';
import { signIn } from './support/login';
import { animationsSettled } from './support/settled';

const SHOTS = process.env['SHOTS_DIR'];

// tall enough for every summary-table row (the grid renders only the rows in view)
test.use({ viewport: { width: 1400, height: 1200 } });
const HOUR_MS = 3_600_000;

interface CallbackRow {
  callbackId: string;
  destination: string;
  status: string;
}

async function callbacksOf(
  request: APIRequestContext,
  baseURL: string,
  headers: Record<string, string>,
  bpId: string,
): Promise<CallbackRow[]> {
  const response = await request.get(`${baseURL}/api/businessProcess/${bpId}/callbacks`, {
    headers,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { callbacks: CallbackRow[] } }).data.callbacks;
}

/**
 * A healthy centre calls customers back at once, so its callback queue is nearly always empty.
 * Taking every agent off a business process for a while (a supervisor's temporary removal)
 * lets abandons ask for callbacks and the queue fill; the simulation is moved on by hand.
 */
async function fillCallbackQueue(
  request: APIRequestContext,
  baseURL: string,
  headers: Record<string, string>,
  bpId: string,
  atLeast: number,
): Promise<void> {
  const assignments = (await (
    await request.get(`${baseURL}/api/businessProcess/${bpId}/assignments`, { headers })
  ).json()) as { data: { agentId: string }[] };
  const agentIds = assignments.data.map((a) => a.agentId);
  const removed = await request.post(
    `${baseURL}/api/businessProcess/${bpId}/assignments/deactivate`,
    { headers, data: { agentIds, duration: 12 } },
  );
  expect(removed.ok()).toBe(true);
  for (
    let i = 0;
    i < 16 && (await callbacksOf(request, baseURL, headers, bpId)).length < atLeast;
    i++
  ) {
    await request.post(`${baseURL}/api/__test/sim/advance`, { data: { ms: HOUR_MS / 4 } });
  }
  expect((await callbacksOf(request, baseURL, headers, bpId)).length).toBeGreaterThanOrEqual(
    atLeast,
  );
}

async function pinnedCard(page: Page, bpId: string): Promise<Locator> {
  const card = page.getByTestId(`monitoring-card-${bpId}`);
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  const pin = card.getByRole('button', { name: 'Pin', exact: true });
  // the pinned flag is saved: after a reload the card may be pinned already
  await expect(pin.or(card.getByRole('button', { name: 'Unpin', exact: true }))).toBeVisible();
  if (await pin.isVisible()) await pin.click();
  await expect(card.getByRole('button', { name: 'Unpin', exact: true })).toBeVisible();
  return card;
}

/** A card pinned open on its overview (the default tab). */
async function pinnedOverview(page: Page, bpId: string): Promise<Locator> {
  const card = await pinnedCard(page, bpId);
  // the tab is saved per business process: another journey may have left this card elsewhere
  await card.getByRole('tab', { name: 'Overview' }).click();
  // the overview is the default tab: showing it unpins the card (§4); pin it again to keep it
  // open. Unpinned, the card is one row tall and the grid may move it from under the pointer,
  // where it shows its summary without tabs: point at it again until it is pinned on Overview
  await expect(async () => {
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    const pin = card.getByRole('button', { name: 'Pin', exact: true });
    if (await pin.isVisible()) await pin.click();
    await expect(card.getByRole('button', { name: 'Unpin', exact: true })).toBeVisible({
      timeout: 1_000,
    });
    await expect(card.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
  return card;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  // the theme attribute alone (the settings round trip is not what these journeys are about);
  // the light theme's colour set lies inline on <html>: set aside while the dark one shows
  const style = await page.evaluate(() => document.documentElement.getAttribute('style') ?? '');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      ([t, s]) => {
        document.documentElement.dataset['theme'] = t;
        document.documentElement.setAttribute('style', t === 'light' ? s : '');
      },
      [theme, style] as const,
    );
    await animationsSettled(page); // colours ease to the new theme
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png` });
  }
  await page.evaluate((s) => {
    document.documentElement.dataset['theme'] = 'light';
    document.documentElement.setAttribute('style', s);
  }, style);
}

test('the Callbacks tab shows the live callback queue, 5 rows a page, with search and "No results found"', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = await apiSession(request, baseURL!, 'supervisor');
  await fillCallbackQueue(request, baseURL!, headers, 'bp-1', 7);
  try {
    await signIn(page, 'supervisor');
    const card = await pinnedCard(page, 'bp-1');
    await card.getByRole('tab', { name: 'Callbacks' }).click();
    await expect(card.getByRole('tab', { name: 'Callbacks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = card.getByTestId('callback-row');
    await expect(rows).toHaveCount(5);
    for (const header of [
      'Destination',
      'Created',
      'Queued',
      'Attempts',
      'Assignment',
      'Status',
      'Remarks',
      'Destination time',
    ]) {
      await expect(card.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }

    // the rows are the server's queue, oldest first (the queue is live: compare when it holds still)
    await expect
      .poll(
        async () => {
          const queue = await callbacksOf(request, baseURL!, headers, 'bp-1');
          const shown = await rows.locator('td:first-child').allTextContents();
          const range = await card.locator('.callbacks-tab__pager [role="status"]').textContent();
          return (
            shown.join() ===
              queue
                .slice(0, 5)
                .map((c) => c.destination)
                .join() && range === `1–5 of ${queue.length}`
          );
        },
        { timeout: 3 * CALLBACK_QUEUE_MAX_AGE_MS },
      )
      .toBe(true);
    await shoot(page, 'callbacks-tab');

    await card.getByRole('button', { name: 'Next' }).click();
    const range = card.locator('.callbacks-tab__pager [role="status"]');
    await expect(range).toHaveText(/^6–\d+ of \d+$/);
    // the second page holds the rest, at most 5 (the queue may move meanwhile: read both together)
    await expect
      .poll(async () => {
        const [, last = 0, total = 0] =
          /^6–(\d+) of (\d+)$/.exec((await range.textContent()) ?? '')?.map(Number) ?? [];
        return (await rows.count()) === last - 5 && last === Math.min(10, total);
      })
      .toBe(true);
    const total = (await callbacksOf(request, baseURL!, headers, 'bp-1')).length;
    await card.getByRole('button', { name: 'Previous' }).click();
    await expect(card.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // search narrows to the rows showing the text
    const first = (await rows.first().locator('td').first().textContent()) ?? '';
    await card.getByPlaceholder('Search callbacks').fill(first);
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.locator('td:first-child').allTextContents())
      expect(text).toContain(first);
    expect(await rows.count()).toBeLessThan(Math.min(5, total));
    await card.getByPlaceholder('Search callbacks').fill('no callback reads this');
    await expect(rows).toHaveCount(0);
    await expect(card.getByText('No results found')).toBeVisible();
    await shoot(page, 'callbacks-empty');
  } finally {
    // the agents come back for the other journeys
    await request.post(`${baseURL}/api/businessProcess/bp-1/assignments/expiration`, {
      headers,
      data: { expirationMinutes: 0 },
    });
  }
});

test('a segment of the agent-states summary bar shows those agents in the Agents tab', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const card = await pinnedOverview(page, 'bp-2');
  const busy = card.getByTestId('agent-states-busy');
  await expect(busy).toHaveAccessibleName(/^Show Busy agents \(\d+\)$/);
  const busyCount = Number(/\((\d+)\)/.exec((await busy.getAttribute('aria-label')) ?? '')?.[1]);
  await shoot(page, 'overview-tab');
  await busy.click();
  await expect(card.getByRole('tab', { name: 'Agents' })).toHaveAttribute('aria-selected', 'true');
  const chip = (name: string) =>
    card.locator('.agents-tab__chips').getByRole('button', { name, exact: true });
  await expect(chip('Busy')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip('Ready')).toHaveAttribute('aria-pressed', 'false');
  await expect(chip('Break')).toHaveAttribute('aria-pressed', 'false');
  // every agent listed is busy (states move: the list follows within a tick)
  await expect
    .poll(async () => {
      const classes = await card
        .locator('.agent-row .agent-avatar')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('class') ?? ''));
      // a business process with busy agents lists some (an empty list only when none is busy any more)
      const empty = await card.getByText('No agents to display').count();
      if (empty > 0) return busyCount === 0;
      return classes.length > 0 && classes.every((c) => c.includes('agent-avatar--busy'));
    })
    .toBe(true);
  await shoot(page, 'agents-tab-busy');

  // back on the overview, Ready filters for ready agents instead
  await card.getByRole('tab', { name: 'Overview' }).click();
  await card.getByTestId('agent-states-ready').click();
  await expect(chip('Ready')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip('Busy')).toHaveAttribute('aria-pressed', 'false');
  // the Agents tab itself starts unfiltered
  await card.getByRole('tab', { name: 'Thresholds' }).click();
  await shoot(page, 'thresholds-tab');
  await card.getByRole('tab', { name: 'Agents' }).click();
  await expect(chip('Ready')).toHaveAttribute('aria-pressed', 'false');
});

test('the health configuration selector changes the profile and the card health follows', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: 'supervisor' },
  });
  const { sessionId, user } = (
    (await login.json()) as { data: { sessionId: string; user: { userId: string } } }
  ).data;
  const headers = { 'session-id': sessionId };
  const base = `${baseURL}/api/supervisor/${user.userId}/businessProcess/bp-3/health/thresholds`;
  // a count of answered interactions is never below 0: with both thresholds at 0 the KPI is always in danger
  const strict = await request.post(base, {
    headers,
    data: {
      name: 'Always danger',
      active: false,
      kpis: [
        {
          id: 'businessProcessAnsweredInteractions',
          type: 'Count',
          warningThreshold: '0',
          dangerThreshold: '0',
        },
      ],
    },
  });
  expect(strict.ok()).toBe(true);

  await signIn(page, 'supervisor');
  const card = await pinnedOverview(page, 'bp-3');
  const select = card.getByLabel('Health configuration');
  await expect(select.locator('option', { hasText: 'Always danger' })).toHaveCount(1);
  await select.selectOption({ label: 'Always danger' });
  await expect(page.getByText('Health configuration Always danger applied')).toBeVisible();
  await expect(card).toHaveAttribute('data-health', 'danger', { timeout: 15_000 });
  await expect(select.locator('option:checked')).toHaveText('Always danger');
  // the server holds the choice: a reload shows it again
  await page.reload();
  const again = await pinnedOverview(page, 'bp-3');
  await expect(again.getByLabel('Health configuration').locator('option:checked')).toHaveText(
    'Always danger',
  );

  await again.getByLabel('Health configuration').selectOption({ label: 'Default' });
  await expect(page.getByText('Health configuration Default applied')).toBeVisible();
  await expect(again.getByLabel('Health configuration').locator('option:checked')).toHaveText(
    'Default',
  );
});

test('a summary-table cell opens a popup with the live figures behind it', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.getByRole('radio', { name: 'Summary table' }).click();
  const grid = page.locator('.summary-table__grid');
  await expect(
    grid.locator('.ag-row:not(.ag-row-pinned) [col-id="businessProcessAnsweredInteractions"]'),
  ).toHaveCount(12);
  try {
    const cell = (colId: string) => grid.locator(`.ag-row[row-id="bp-1"] [col-id="${colId}"]`);
    // a KPI cell with thresholds reads its health before its value ("✕Danger: 89.09%"); the popup shows the value alone
    const valueOf = async (colId: string) =>
      ((await cell(colId).textContent()) ?? '').replace(/^.*: /, '');

    // Answered: the popup's own figure is the row's value, with the related KPIs below it
    await cell('businessProcessAnsweredInteractions').click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('heading')).toHaveText(/^Answered: /);
    await expect
      .poll(
        async () =>
          (await popup.getByTestId('details-own').textContent()) ===
          (await valueOf('businessProcessAnsweredInteractions')),
      )
      .toBe(true);
    await expect(popup.getByText('Answer rate')).toBeVisible();
    await shoot(page, 'summary-popup-answered');
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    // Service level: within goal ÷ counted is the row's percentage
    await cell('businessProcessServiceLevel').click();
    await expect(popup.getByTestId('details-answeredWithinGoal')).toBeVisible();
    await expect
      .poll(
        async () => {
          const within = Number(
            await popup.getByTestId('details-answeredWithinGoal').textContent(),
          );
          const counted = Number(await popup.getByTestId('details-counted').textContent());
          const shown = await valueOf('businessProcessServiceLevel');
          const ratio = counted > 0 ? within / counted : 1;
          return (
            `${(ratio * 100).toFixed(2)}%` === shown &&
            (await popup.getByTestId('details-own').textContent()) === shown
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(popup.getByTestId('details-goal')).toHaveText('20 s');
    await shoot(page, 'summary-popup-service-level');
    await popup.getByRole('button', { name: 'Close' }).click();

    // a totals cell, opened from the keyboard, breaks the total down by business process
    const totals = grid.locator('.ag-row-pinned [col-id="businessProcessAbandonedInteractions"]');
    await totals.click();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await page.keyboard.press('Enter'); // focus went back to the cell
    await expect(popup.getByRole('heading')).toHaveText('Abandoned: all business processes');
    await expect
      .poll(
        async () =>
          (await popup.getByTestId('details-own').textContent()) === (await totals.textContent()),
      )
      .toBe(true);
    await expect(popup.getByRole('row')).toHaveCount(13);
    await shoot(page, 'summary-popup-total');
    await popup.getByRole('button', { name: 'Close' }).click();
  } finally {
    // back to the information center for the other journeys, even when a step above failed with the popup open
    await page.keyboard.press('Escape');
    await page.getByRole('radio', { name: 'Information center' }).click();
  }
});
