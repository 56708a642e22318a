import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/login';

test.use({ viewport: { width: 1280, height: 800 } });

const cards = (page: Page) => page.locator('[data-testid^="monitoring-card-"]');

// the information center in comfortable density and Health sorting, whatever an earlier journey left
test.beforeEach(async ({ request, baseURL }) => {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: 'supervisor' },
  });
  const { data } = (await login.json()) as {
    data: { sessionId: string; user: { userId: string } };
  };
  const saved = await request.put(`${baseURL}/api/settings/${data.user.userId}`, {
    headers: { 'session-id': data.sessionId },
    data: {
      'supervisorDashboardSettings.selectedComponent': 'adaptive',
      'supervisorDashboardSettings.adaptiveDashboards': {
        sorting: 'Health',
        density: 'comfortable',
        cards: [],
      },
    },
  });
  expect(saved.ok()).toBe(true);
});

/** How many cards lie wholly inside the window. */
async function cardsInView(page: Page): Promise<number> {
  const boxes = await Promise.all((await cards(page).all()).map((c) => c.boundingBox()));
  return boxes.filter(
    (b) => b !== null && b.y >= 0 && b.y + b.height <= 800 && b.x + b.width <= 1280,
  ).length;
}

test('the compact density shows at least 8 cards at 1280x800 under a totals strip, and is remembered', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  await expect(cards(page)).toHaveCount(12);
  expect(await cardsInView(page)).toBeLessThan(8);
  const totals = page.getByTestId('floor-totals');
  await expect(totals).toBeVisible();
  await expect(totals.getByTestId('total-businessProcesses')).toHaveText('12');

  await page.getByRole('button', { name: 'Compact view' }).click();
  await expect(page.getByRole('button', { name: 'Compact view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => cardsInView(page)).toBeGreaterThanOrEqual(8);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
  // each key figure's name is read whole ("Service level", not "Ser…")
  const labels = cards(page).first().locator('.monitoring-card__figures dt');
  await expect(labels).toHaveCount(4);
  expect(
    await labels.evaluateAll((dts) =>
      dts.filter((dt) => dt.scrollWidth > dt.clientWidth).map((dt) => dt.textContent),
    ),
  ).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compact view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => cardsInView(page)).toBeGreaterThanOrEqual(8);

  // a hovered compact card rises with its tabs, usable without pinning
  const card = cards(page).nth(1);
  await card.hover();
  await card.getByRole('tab', { name: 'Thresholds' }).click();
  await expect(card.getByLabel('Configuration profile')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pin' })).toBeVisible();
  await card.getByRole('tab', { name: 'Overview' }).click();

  await page.getByRole('button', { name: 'Compact view' }).click();
  await expect(page.getByRole('button', { name: 'Compact view' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

/**
 * Every tab of a pinned compact card lies whole inside the card and is what the pointer finds at
 * its middle (a tab pushed past the card's edge was cut at 1280 px), and answers a click.
 */
test('a pinned compact card shows every tab whole and usable at 1280x800 and 1920x1080', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  await page.getByRole('button', { name: 'Compact view' }).click();
  await expect(page.getByRole('button', { name: 'Compact view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // one card throughout: sorted by health, the first place may change hands meanwhile
  const card = page.getByTestId((await cards(page).first().getAttribute('data-testid')) ?? '');
  const unpin = card.getByRole('button', { name: 'Unpin', exact: true });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    const pin = card.getByRole('button', { name: 'Pin', exact: true });
    await expect(pin.or(unpin)).toBeVisible();
    if (await pin.isVisible()) await pin.click();
    await expect(unpin).toBeVisible();
    await page.mouse.move(1, 1);
    const tabs = card.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const name of ['Agents', 'Callbacks', 'Thresholds', 'Overview']) {
      const tab = card.getByRole('tab', { name, exact: true });
      const [tabBox, cardBox] = await Promise.all([tab.boundingBox(), card.boundingBox()]);
      if (tabBox === null || cardBox === null) throw new Error(`${name} not on screen`);
      expect(tabBox.x, `${name} at ${size.width}`).toBeGreaterThanOrEqual(cardBox.x);
      expect(tabBox.x + tabBox.width, `${name} at ${size.width}`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
      expect(tabBox.y + tabBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
      // nothing lies over its middle, and its text is not cut
      expect(
        await tab.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return hit !== null && el.contains(hit) && el.scrollWidth <= el.clientWidth;
        }),
        `${name} at ${size.width}`,
      ).toBe(true);
      if (name !== 'Overview') {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }
    }
    // back on the overview, which unpins the card (supervisor-dashboards §4), as the other
    // journeys expect it
    await card.getByRole('tab', { name: 'Overview', exact: true }).click();
    await expect(unpin).toHaveCount(0);
    await page.mouse.move(1, 1);
  }
});

async function boxOf(card: Locator) {
  const box = await card.boundingBox();
  if (box === null) throw new Error('card not on screen');
  return { x: Math.round(box.x), y: Math.round(box.y) };
}

test('in Custom sorting, dragging a card moves it to the place dropped on and leaves the other cards be', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await signIn(page, 'supervisor');
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('dialog', { name: 'Dashboard options' });
  await options.getByLabel('Custom').check();
  await options.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Sorted by Custom')).toBeVisible();

  const ids = await cards(page).evaluateAll((all) =>
    all.map((c) => c.getAttribute('data-testid')!),
  );
  const before = new Map(
    await Promise.all(ids.map(async (id) => [id, await boxOf(page.getByTestId(id))] as const)),
  );
  // the first card (top left) onto the place of the third in reading order
  const dragged = ids[0]!;
  const target = [...before.entries()].sort((a, b) => a[1].y - b[1].y || a[1].x - b[1].x)[2]![0];
  const from = page.getByTestId(dragged).locator('h2');
  const fromBox = (await from.boundingBox())!;
  const to = before.get(target)!;
  await page.mouse.move(fromBox.x + 10, fromBox.y + 8);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(
      fromBox.x + 10 + ((to.x - before.get(dragged)!.x) * step) / 10,
      fromBox.y + 8 + ((to.y - before.get(dragged)!.y) * step) / 10,
    );
  }
  await page.mouse.up();

  await expect.poll(() => boxOf(page.getByTestId(dragged))).toEqual(to);
  // the card it was dropped on takes the dragged card's old place; no other card moves
  await expect.poll(() => boxOf(page.getByTestId(target))).toEqual(before.get(dragged));
  for (const id of ids.filter((i) => i !== dragged && i !== target))
    expect(await boxOf(page.getByTestId(id))).toEqual(before.get(id));

  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('dialog', { name: 'Dashboard options' }).getByLabel('Health').check();
  await page
    .getByRole('dialog', { name: 'Dashboard options' })
    .getByRole('button', { name: 'Update' })
    .click();
  await expect(page.getByText('Sorted by Health')).toBeVisible();
});

test('the summary table lists business processes by name after a reload, with health icons beside the colours', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, 'supervisor');
  await page.getByRole('radio', { name: 'Summary table' }).click();
  const names = page.locator('.ag-row:not(.ag-row-pinned) [col-id="businessProcessName"]');
  await expect(names).toHaveCount(12, { timeout: 30_000 });
  await page.reload();
  await expect(names).toHaveCount(12, { timeout: 30_000 });
  const byRow = async () => {
    const rows = await names.evaluateAll((all) =>
      all.map((cell) => ({
        index: Number(cell.closest('.ag-row')?.getAttribute('row-index')),
        name: cell.textContent?.trim() ?? '',
      })),
    );
    return rows.sort((a, b) => a.index - b.index).map((r) => r.name);
  };
  const shown = await byRow();
  expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
  // percentages and ASA stay in view at 1280 px, and a coloured cell carries an icon
  for (const col of [
    'businessProcessServiceLevel',
    'businessProcessAbandonedPercentage',
    'businessProcessASA',
  ]) {
    const header = page.locator(`.ag-header-cell[col-id="${col}"]`);
    await expect(header).toBeVisible();
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }
  await expect(
    page
      .locator('.summary-health--danger, .summary-health--warning, .summary-health--good')
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.summary-health .summary-health__icon').first()).toHaveText(/[✓!✕]/);
  // ...and the value beside the icon is whole ("100.00%", not "100.…"), ASA inside the grid
  const cut = await page
    .locator('.ag-row:not(.ag-row-pinned) .ag-cell')
    .evaluateAll((cells) =>
      cells
        .filter((c) => c.scrollWidth > c.clientWidth + 1)
        .map((c) => `${c.getAttribute('col-id')}: ${c.textContent}`),
    );
  expect(cut).toEqual([]);
  const grid = (await page.locator('.ag-root-wrapper').boundingBox())!;
  const asa = (await page.locator('.ag-header-cell[col-id="businessProcessASA"]').boundingBox())!;
  expect(asa.x + asa.width).toBeLessThanOrEqual(grid.x + grid.width);
  // a sorted column's arrow leaves its name whole ("Answered", not "Answer / ed")
  for (const name of ['Answered', 'Abandoned']) {
    const header = page.locator('.ag-header-cell-text', { hasText: new RegExp(`^${name}$`) });
    await header.click();
    await expect(page.locator('.ag-header-cell[aria-sort="ascending"]')).toContainText(name);
    expect(await brokenHeaderWords(page)).toEqual([]);
  }
  await page.getByRole('radio', { name: 'Information center' }).click();
  await expect(cards(page)).toHaveCount(12);
});

test('figures that seem not to agree say why on hover: agents in each business process, shift totals, short abandons', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const totals = page.getByTestId('floor-totals');
  await expect(totals).toBeVisible();
  // the strip's agent counts add every business process an agent serves
  await expect(totals.locator('dt', { hasText: 'Ready' })).toHaveAttribute(
    'title',
    /counted in each/,
  );
  await expect(page.getByTestId('floor-totals-note')).toHaveText(
    /an agent who serves several is counted in each/,
  );
  await expect(totals.locator('dt', { hasText: /^Waiting interactions$/ })).toHaveAttribute(
    'title',
    /live, right now/,
  );
  // a card's live Waiting against its shift-long Answered
  await page.mouse.move(1, 1);
  const figures = cards(page).first().locator('.monitoring-card__figures dt');
  await expect(figures.filter({ hasText: /^Waiting interactions$/ })).toHaveAttribute(
    'title',
    /live, right now/,
  );
  await expect(figures.filter({ hasText: 'Answered' })).toHaveAttribute(
    'title',
    /since the last shift reset/,
  );
  // the summary table's Queued is a shift total; the abandon rate leaves short abandons out
  await page.getByRole('radio', { name: 'Summary table' }).click();
  await expect(
    page.locator('.ag-header-cell[col-id="businessProcessTotalQueuedInteractions"]'),
  ).toHaveAttribute('title', /since the last shift reset/);
  await expect(
    page.locator('.ag-header-cell[col-id="businessProcessAbandonedPercentage"]'),
  ).toHaveAttribute('title', /short abandons/);
  await page.getByRole('radio', { name: 'Information center' }).click();
  await expect(cards(page)).toHaveCount(12);
});

/** Header words split over two lines or cut at the header's edge. */
function brokenHeaderWords(page: Page): Promise<string[]> {
  return page.locator('.ag-header-cell-text').evaluateAll((texts) =>
    texts.flatMap((text) => {
      const node = text.firstChild;
      if (node === null) return [];
      // names break at spaces and at the zero-width space some carry (after the % sign)
      const words = (node.textContent ?? '').split(/[ \u200b]/);
      const broken: string[] = [];
      let at = 0;
      for (const word of words) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        if (range.getClientRects().length > 1) broken.push(`${word} (split)`);
        at += word.length + 1;
      }
      if (text.scrollWidth > text.clientWidth + 1) broken.push(`${node.textContent} (cut)`);
      return broken;
    }),
  );
}
