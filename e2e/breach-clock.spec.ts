import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support/login';

/**
 * Issue 24 §5: time in breach is dated from the server's data, so a reload and a new login
 * show the same clock instead of restarting it at 00:00:00.
 */

const PROFILE = 'Breach clock journey';
const KPI = 'businessProcessAverageAgentHandlingTime';

interface Session {
  headers: Record<string, string>;
  userId: string;
}

async function apiLogin(request: APIRequestContext, baseURL: string): Promise<Session> {
  const response = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: 'supervisor' },
  });
  const body = (await response.json()) as { data: { sessionId: string; user: { userId: string } } };
  return { headers: { 'session-id': body.data.sessionId }, userId: body.data.user.userId };
}

/** Seconds of an hh:mm:ss (or mm:ss) text. */
function seconds(text: string): number {
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** When the breach began as this page shows it: now minus the time in breach, in ms. */
async function breachStart(page: Page, bpId: string): Promise<number> {
  const card = page.getByTestId(`monitoring-card-${bpId}`);
  await expect(card).toBeAttached({ timeout: 20_000 });
  // the pointer rests where "Sign in" was, over the first card: hovered, a card shows its
  // active view instead of the breach list; a supervisor reading the cards moves it away
  await page.mouse.move(1, 1);
  // a card in Danger pulses, so it is never "stable" for scrollIntoViewIfNeeded
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const since = card
    .locator('.kpi-breach', { hasText: 'Average handling time' })
    .locator('.kpi-breach__since');
  await expect(since).toHaveText(/\d+:\d\d/, { timeout: 20_000 });
  // read at the tick: the moment the clock moves on, it shows whole seconds since the breach
  const shown = (await since.textContent()) ?? '';
  await expect(since).not.toHaveText(shown, { timeout: 5_000 });
  return Date.now() - seconds((await since.textContent()) ?? '') * 1000;
}

test('time in breach survives a reload and a new login', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // the API calls go through their own context: the page's would carry their session cookie to the sign-in page
  const session = await apiLogin(request, baseURL!);
  // a business process that has handled something, so its handling time is past two seconds
  let bpId: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${baseURL}/api/businessProcess/all/stats`, {
          headers: session.headers,
        });
        const list = (
          (await response.json()) as {
            data: { businessProcessId: string; kpis: Record<string, number> }[];
          }
        ).data;
        bpId = list.find((bp) => (bp.kpis[KPI] ?? 0) > 2)?.businessProcessId;
        return bpId;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();

  const base = `${baseURL}/api/supervisor/${session.userId}/businessProcess/${bpId!}/health/thresholds`;
  const existing = (
    (await (await request.get(base, { headers: session.headers })).json()) as {
      data: { _id: string; name: string; active: boolean }[];
    }
  ).data;
  const before = existing.find((p) => p.active)!;
  const old = existing.find((p) => p.name === PROFILE);
  if (old) await request.delete(`${base}/${old._id}`, { headers: session.headers });
  const created = await request.post(base, {
    headers: session.headers,
    data: {
      name: PROFILE,
      active: true,
      kpis: [
        { id: KPI, type: 'TimeSpan', warningThreshold: '00:00:01', dangerThreshold: '00:00:02' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  try {
    await signIn(page, 'supervisor');
    const first = await test.step('first look', () => breachStart(page, bpId!));

    await page.reload();
    const afterReload = await test.step('after reload', () => breachStart(page, bpId!));
    expect(Math.abs(afterReload - first)).toBeLessThanOrEqual(2_000);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await test.step('new login', () => signIn(otherPage, 'supervisor'));
    const afterLogin = await test.step('after new login', () => breachStart(otherPage, bpId!));
    expect(Math.abs(afterLogin - first)).toBeLessThanOrEqual(2_000);
    await other.close();
  } finally {
    await request.post(`${baseURL}/api/businessProcess/${bpId!}/health/configuration`, {
      headers: session.headers,
      data: { configurationId: before._id },
    });
  }
});
