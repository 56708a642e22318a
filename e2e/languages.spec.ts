/**
 * Every word in every language (issue 17, point 5): the supervisor, wallboard and KPI screens
 * shown in es, fr, de and nl hold no English: no locale value left untranslated, no English
 * name from the server or the defaults (states, break types, media, load allowances, Default,
 * Agent Overview). Business-process and agent names are proper names and allowed. The top bar
 * and the wallboard's header stay on one line at 1280 px in each language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshAgent } from './support/api';
import { leakFinder, visibleTexts } from './support/english-leaks';

test.use({ viewport: { width: 1280, height: 800 } });

const LANGUAGES = ['es', 'fr', 'de', 'nl'] as const;

async function supervisorApi(request: APIRequestContext, baseURL: string) {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: 'supervisor' },
  });
  const { data } = (await login.json()) as {
    data: { sessionId: string; user: { userId: string } };
  };
  return { headers: { 'session-id': data.sessionId }, userId: data.user.userId };
}

/** Business-process and agent names: proper names, the same in every language. */
async function properNames(
  request: APIRequestContext,
  baseURL: string,
  headers: Record<string, string>,
): Promise<Set<string>> {
  const bps = (await (
    await request.get(`${baseURL}/api/businessProcess/all/stats`, { headers })
  ).json()) as { data: { businessProcessName: string }[] };
  const agents = (await (
    await request.get(`${baseURL}/api/agent/all/stats`, { headers })
  ).json()) as { data: { agentName: string }[] };
  return new Set([
    ...bps.data.map((b) => b.businessProcessName),
    ...agents.data.map((a) => a.agentName),
    'Sam Supervisor',
    'Supervisor',
  ]);
}

/** Whether each visible child of `selector` sits on one line with the others, nothing spilling out. */
async function onOneLine(page: Page, selector: string): Promise<{ ok: boolean; detail: string }> {
  return page.locator(selector).evaluate((bar) => {
    const boxes = [...bar.children]
      .filter((c) => c.checkVisibility())
      .map((c) => ({ name: c.className || c.tagName, box: c.getBoundingClientRect() }));
    const centres = boxes.map((b) => b.box.top + b.box.height / 2);
    const spread = Math.max(...centres) - Math.min(...centres);
    const tallest = Math.max(...boxes.map((b) => b.box.height));
    const spills = bar.scrollWidth > bar.clientWidth + 1;
    return {
      ok: spread < 12 && tallest < 64 && !spills,
      detail: JSON.stringify({
        spread,
        tallest,
        spills,
        boxes: boxes.map((b) => [b.name, Math.round(b.box.top), Math.round(b.box.height)]),
      }),
    };
  });
}

/**
 * Whether every word of every summary-table header fits its column: a word may not be cut
 * ("Beantwoor / d"); a line may break between words, at a soft hyphen or after a hyphen. And
 * the columns fit beside the navigation without a sideways scroll.
 */
async function headerWordsFit(page: Page): Promise<{ ok: boolean; detail: string }> {
  return page.locator('.ag-root').evaluate((grid) => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const cell of grid.querySelectorAll<HTMLElement>('.ag-header-cell')) {
      const text = cell.querySelector<HTMLElement>('.ag-header-cell-text');
      const label = cell.querySelector<HTMLElement>('.ag-header-cell-label');
      if (!text || !label) continue;
      const style = getComputedStyle(text);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const pieces = (text.textContent ?? '')
        .split(/[\s\u200B]+/)
        .flatMap((word) => word.split(/(?<=[\u00AD-])/))
        .map((piece) => piece.replace(/\u00AD$/, '-'))
        .filter((piece) => piece !== '');
      for (const piece of pieces)
        if (context.measureText(piece).width > label.clientWidth + 0.5)
          cut.push(
            `${piece} (${Math.ceil(context.measureText(piece).width)} in ${label.clientWidth})`,
          );
    }
    const viewport = grid.querySelector<HTMLElement>('.ag-center-cols-viewport');
    const sideways = viewport !== null && viewport.scrollWidth > viewport.clientWidth + 1;
    return { ok: cut.length === 0 && !sideways, detail: JSON.stringify({ cut, sideways }) };
  });
}

test.describe.configure({ mode: 'serial' });

let restore: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restore?.();
  restore = null;
});

for (const language of LANGUAGES) {
  test(`supervisor, wallboard and KPI screens in ${language} hold no English, and the top bar stays on one line`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { headers, userId } = await supervisorApi(request, baseURL!);
    const board = (await (
      await request.get(`${baseURL}/api/wallboard/current`, { headers })
    ).json()) as {
      data: {
        name: string;
        intervalSeconds: number;
        fontSize: number;
        theme: string;
        cards: unknown[];
      };
    };
    restore = async () => {
      await request.put(`${baseURL}/api/settings/${userId}`, {
        headers,
        data: { 'applicationSettings.language': 'en' },
      });
      const b = board.data;
      await request.put(`${baseURL}/api/wallboard/current`, {
        headers,
        data: {
          name: b.name,
          seconds: b.intervalSeconds,
          fontSize: b.fontSize,
          theme: b.theme,
          cards: b.cards,
        },
      });
    };
    const saved = await request.put(`${baseURL}/api/settings/${userId}`, {
      headers,
      data: {
        'applicationSettings.language': language,
        'supervisorDashboardSettings.selectedComponent': 'adaptive',
      },
    });
    expect(saved.ok()).toBe(true);
    // the board: a business process, then every agent on the Chat dimension
    const put = await request.put(`${baseURL}/api/wallboard/current`, {
      headers,
      data: {
        name: board.data.name,
        seconds: 60,
        fontSize: 3,
        theme: 'dark',
        cards: [
          { type: 'businessProcess', businessProcessIds: ['bp-1'] },
          { type: 'agents', dimension: 'Chat' },
        ],
      },
    });
    expect(put.ok()).toBe(true);
    const allowed = await properNames(request, baseURL!, headers);
    const finder = leakFinder(language);
    const english = async (screen: string) => ({
      screen,
      leaks: finder.leaks(await visibleTexts(page), allowed),
    });
    // a page load starts in English until the user's settings have arrived
    const open = async (path: string) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 15_000 });
    };

    await page.goto('/');
    await page.getByLabel('Username').fill('supervisor');
    await page.getByLabel('Password').fill('supervisor');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 15_000 });
    const found: { screen: string; leaks: string[] }[] = [];

    // the information center
    await open('/dashboards');
    await expect(page.locator('[data-testid^="monitoring-card-"]')).toHaveCount(12);
    await expect(
      page.locator('[data-testid^="monitoring-card-"]').first().locator('.health-badge'),
    ).not.toBeEmpty();
    found.push(await english('dashboards'));
    const topBar = await onOneLine(page, '.top-bar');
    expect(topBar.ok, `top bar in ${language}: ${topBar.detail}`).toBe(true);

    // the summary table: every header word whole, every column in view
    const words = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'locales', language, 'dashboards.json'), 'utf8'),
    ) as { variant: { summaryTable: string; adaptive: string } };
    await page.getByRole('radio', { name: words.variant.summaryTable }).click();
    await expect(page.locator('.ag-header-cell-text').first()).toBeVisible();
    await expect(page.locator('.ag-row:not(.ag-row-pinned)')).toHaveCount(12);
    const table = await headerWordsFit(page);
    expect(table.ok, `summary table headers in ${language}: ${table.detail}`).toBe(true);
    // back to the information center, which the rest of the test and later ones expect
    await page.getByRole('radio', { name: words.variant.adaptive }).click();

    // the supervisor screen: supervised agents with their states
    await open('/supervisor');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main li').first()).toBeVisible();
    found.push(await english('supervisor'));

    // the KPI screen, with a counter watched on a media dimension
    await open('/kpis');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main select').first().locator('option')).not.toHaveCount(1);
    found.push(await english('kpis'));

    // the wallboard: a business-process slide, then the agents slide
    await open('/wallboard');
    await expect(page.locator('[data-testid^="wallboard-figure-"]')).toHaveCount(12);
    await page.keyboard.press('Space');
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 320);
    await expect(page.getByRole('toolbar')).toBeVisible();
    found.push(await english('wallboard: business process'));
    const header = await onOneLine(page, '.wallboard__header');
    expect(header.ok, `wallboard header in ${language}: ${header.detail}`).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-testid^="wallboard-agent-"]').first()).toBeVisible();
    await expect(
      page.locator('[data-testid^="wallboard-agent-"]').first().locator('td').last(),
    ).not.toBeEmpty();
    found.push(await english('wallboard: agents'));

    expect(found.filter((f) => f.leaks.length > 0)).toEqual([]);
  });
}

for (const language of LANGUAGES) {
  test(`the agent's own state and load allowance selectors in ${language} name every state, break and allowance in ${language}`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { username } = await freshAgent(request, baseURL ?? '');
    const login = await request.post(`${baseURL}/api/login`, {
      data: { username, password: username },
    });
    const { data } = (await login.json()) as {
      data: { sessionId: string; user: { userId: string } };
    };
    const saved = await request.put(`${baseURL}/api/settings/${data.user.userId}`, {
      headers: { 'session-id': data.sessionId },
      data: { 'applicationSettings.language': language },
    });
    expect(saved.ok()).toBe(true);
    const names = (
      JSON.parse(
        readFileSync(join(import.meta.dirname, '..', 'locales', language, 'common.json'), 'utf8'),
      ) as {
        names: {
          breakTypes: Record<string, string>;
          loadAllowances: Record<string, string>;
          agentOverview: string;
        };
      }
    ).names;
    await page.goto('/');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(username);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 15_000 });
    const state = page.getByTestId('agent-state');
    await expect(state).toBeEnabled();
    // every custom break by its type's name in this language
    for (const [id, name] of Object.entries(names.breakTypes)) {
      await expect(state.locator(`option[value="break:${id}"]`)).toHaveText(
        new RegExp(`– ${name}$`),
      );
    }
    const allowance = page.getByTestId('own-load-allowance');
    await expect(allowance.locator('option')).toHaveCount(Object.keys(names.loadAllowances).length);
    for (const [id, name] of Object.entries(names.loadAllowances)) {
      await expect(allowance.locator(`option[value="${id}"]`)).toContainText(name);
    }
    // the agent's default dashboard, named by the defaults, in this language too
    await expect(page.getByTestId('dashboard-name')).toHaveText(names.agentOverview);
    const finder = leakFinder(language);
    const texts = await page
      .locator('.agent-state')
      .evaluate((el) => [
        ...[...el.querySelectorAll('option')].map((o) => (o.textContent ?? '').trim()),
        ...[...el.querySelectorAll('optgroup')].map((g) => g.label),
        ...[...el.querySelectorAll('[data-testid="own-availability"]')].map((s) =>
          (s.textContent ?? '').trim(),
        ),
      ]);
    expect(finder.leaks(texts, new Set())).toEqual([]);
  });
}
