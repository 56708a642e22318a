import { expect, test } from '@playwright/test';
import { signIn } from './support/login';
import { afterSimTicks } from './support/sim-clock';

// every card on screen: cards scrolled out of view keep their last figures until they come back
test.use({ viewport: { width: 1280, height: 3200 } });

// the information center, whatever variant an earlier journey on the shared server left chosen
test.beforeEach(async ({ request, baseURL }) => {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: 'supervisor' },
  });
  const { data } = (await login.json()) as {
    data: { sessionId: string; user: { userId: string } };
  };
  const saved = await request.put(`${baseURL}/api/settings/${data.user.userId}`, {
    headers: { 'session-id': data.sessionId },
    data: { 'supervisorDashboardSettings.selectedComponent': 'adaptive' },
  });
  expect(saved.ok()).toBe(true);
});

test('a supervisor sees one live monitoring card per business process', async ({ page }) => {
  await signIn(page, 'supervisor');
  const cards = page.locator('[data-testid^="monitoring-card-"]');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().locator('.health-badge')).toHaveText(/Good|Warning|Danger/);
  // values are live: some answered count moves while we watch
  const answered = page.locator('[data-testid="figure-businessProcessAnsweredInteractions"]');
  const before = (await answered.allTextContents()).join('|');
  await expect
    .poll(async () => (await answered.allTextContents()).join('|'), { timeout: 30_000 })
    .not.toBe(before);
});

test('health sorting puts the worst business processes first', async ({ page }) => {
  await signIn(page, 'supervisor');
  const cards = page.locator('[data-testid^="monitoring-card-"]');
  await expect(cards).toHaveCount(12);
  const rank = { danger: 1, warning: 2, good: 3, unknown: 4 } as const;
  await expect
    .poll(async () => {
      const boxes = await Promise.all(
        (await cards.all()).map(async (card) => ({
          health: ((await card.getAttribute('data-health')) ?? 'unknown') as keyof typeof rank,
          box: await card.boundingBox(),
        })),
      );
      const reading = boxes
        .sort((a, b) => a.box!.y - b.box!.y || a.box!.x - b.box!.x)
        .map((c) => rank[c.health]);
      return reading.every((value, i) => i === 0 || reading[i - 1]! <= value);
    })
    .toBe(true);
});

test('the card sorting chosen in the options dialog survives a reload', async ({ page }) => {
  await signIn(page, 'supervisor');
  await expect(page.getByText('Sorted by Health')).toBeVisible();
  await page.getByRole('button', { name: 'Options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dashboard options' });
  await dialog.getByLabel('Custom').check();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Sorted by Custom')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Sorted by Custom')).toBeVisible();
  // put it back for the other journeys sharing this server
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('dialog').getByLabel('Health').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Sorted by Health')).toBeVisible();
});

test('under Health sorting a card waits for the pointer to rest before it moves, then takes its place', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: 'supervisor' },
  });
  const { sessionId, user } = (
    (await login.json()) as { data: { sessionId: string; user: { userId: string } } }
  ).data;
  const headers = { 'session-id': sessionId };
  await signIn(page, 'supervisor');
  await expect(page.getByText('Sorted by Health')).toBeVisible();
  const cards = page.locator('[data-testid^="monitoring-card-"]');
  await expect(cards).toHaveCount(12);
  // the last card on screen that is not in danger: making it always in danger moves it to the
  // front rows (a card off screen is not live, and would not turn red until scrolled to)
  let moving = '';
  await expect
    .poll(async () => {
      for (const card of (await cards.all()).reverse()) {
        if (
          (await card.getAttribute('data-health')) === 'danger' ||
          (await card.getAttribute('data-live')) !== 'true'
        )
          continue;
        moving = ((await card.getAttribute('data-testid')) ?? '').replace('monitoring-card-', '');
        return moving;
      }
      return '';
    })
    .not.toBe('');
  const card = page.getByTestId(`monitoring-card-${moving}`);
  const top = async () => (await card.boundingBox())?.y ?? NaN;
  // where it stands once the grid is still: cards glide into place when the order changes
  let before = NaN;
  await expect
    .poll(
      async () => {
        const now = await top();
        const still = now === before;
        before = now;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
  expect(before).toBeGreaterThan(300);

  // the supervisor is pointing about the grid when the business process turns bad
  const grid = (await page.locator('.monitoring-grid').boundingBox())!;
  // it moves every 200 ms of the centre running (well inside the 3 s hold) until the check is done
  let stillPointing = true;
  let firstMove = () => {};
  const pointed = new Promise<void>((resolve) => (firstMove = resolve));
  const pointing = (async () => {
    for (let i = 0; stillPointing; i++) {
      await page.mouse.move(grid.x + 100 + (i % 2) * 40, grid.y + 100);
      firstMove();
      await afterSimTicks(request, baseURL ?? '', 2);
    }
  })();
  await pointed;
  const base = `${baseURL}/api/supervisor/${user.userId}/businessProcess/${moving}/health/thresholds`;
  const created = await request.post(base, {
    headers,
    data: {
      name: 'Always danger (order hold)',
      active: true,
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
  expect(created.ok()).toBe(true);
  const { _id } = ((await created.json()) as { data: { _id: string } }).data;
  try {
    // the card turns red where it stands
    await expect(card).toHaveAttribute('data-health', 'danger', { timeout: 4_000 });
    // half a second more of the centre running, the pointer still moving: it has not moved
    await afterSimTicks(request, baseURL ?? '', 5);
    expect(await top()).toBe(before);
    stillPointing = false;
    await pointing;
    // the pointer rests: within the hold the card moves to the front rows
    // (the hold is 3 s; a busy machine may take a few more to render the move)
    await expect.poll(top, { timeout: 10_000 }).toBeLessThan(before);
  } finally {
    stillPointing = false;
    await pointing;
    const removed = await request.delete(`${base}/${_id}`, { headers });
    expect(removed.ok()).toBe(true);
  }
});
