/**
 * Hostile content runs nothing and shows as typed (issue 9): the XSS corpus goes in through
 * every entry point a customer, an agent or a configuration can write into — chat and SMS
 * messages, contact names (tiles, offer banner, windows), remarks, email bodies and subjects,
 * business-process names — and each journey asserts that no payload ran (`window.__xss`
 * undefined in the page and in every frame), no dialog opened, no javascript:, data: or
 * vbscript: link exists, and the text is shown literally where the product shows text.
 */
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { offerNow, type OfferMedia } from './support/api';
import { signIn } from './support/login';
import { animationsSettled, frameAtRest } from './support/settled';
import { corpusChunks, XSS_CORPUS } from './support/xss-corpus';

// Customer names are stored up to 256 characters; a chat or SMS message up to 10,000.
const NAME_MAX = 256;
const MESSAGE = XSS_CORPUS.join('\n');
const SHOTS = join('test-results', 'shots-a11y');

/** Dialogs (alert, confirm, prompt) that opened: a payload calling one would show here. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Nothing ran: no `__xss` in the page or any frame (sandboxed email frames too), no dialog, no unsafe link. */
async function expectNothingRan(page: Page, dialogs: readonly string[]): Promise<void> {
  for (const frame of page.frames()) {
    // a frame without scripts (sandboxed) cannot be evaluated in: nothing can have run there
    const value = await frame
      .evaluate(() => (window as unknown as { __xss?: unknown }).__xss)
      .catch(() => undefined);
    expect(value, `window.__xss in frame ${frame.url() || '(srcdoc)'}`).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  const unsafe = await page.evaluate(() =>
    [...document.querySelectorAll('a[href], area[href], iframe[src], embed[src], object[data]')]
      .map(
        (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('data') ?? '',
      )
      .filter((url) =>
        /^(javascript|data|vbscript):/i.test([...url].filter((c) => c > ' ').join('')),
      ),
  );
  expect(unsafe, 'links with an unsafe scheme').toEqual([]);
}

/** Each payload appears in the element's text as typed (whitespace collapsed as HTML shows it). */
async function expectLiteral(element: Locator, payloads: readonly string[]): Promise<void> {
  const text = ((await element.textContent()) ?? '').replace(/\s+/g, ' ');
  for (const payload of payloads)
    expect(text, 'shown as typed').toContain(payload.replace(/\s+/g, ' ').trim());
}

async function setReady(page: Page): Promise<void> {
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  if ((await state.inputValue()) !== 'ready') await state.selectOption('ready');
  await expect(state).not.toHaveValue(/offline|break/);
}

/** Offers one interaction with hostile content, accepts it and answers its window. */
async function acceptOffer(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  media: OfferMedia,
  content: Parameters<typeof offerNow>[4],
): Promise<Locator> {
  await setReady(page);
  await offerNow(request, baseURL, 'agent', media, content);
  // the centre may offer other work meanwhile: find this offer by its customer's name
  const name = (content?.customerName ?? '').replace(/\s+/g, ' ').trim();
  const tile = page
    .locator(
      `.tile[data-list="pending"][data-media="${media === 'telephony' ? 'TELEPHONY' : media.toUpperCase()}"]`,
    )
    .filter({ hasText: name })
    .first();
  await expect(tile).toBeVisible({ timeout: 15_000 });
  if (content?.customerName !== undefined) {
    await expectLiteral(tile, [content.customerName]);
    const banner = page.getByTestId('offer-banner');
    if (await banner.isVisible()) await expectLiteral(banner, [content.customerName]);
  }
  await tile.getByRole('button', { name: 'Accept' }).click();
  const window = page.getByTestId('interaction-window');
  await expect(window).toBeVisible();
  if (content?.customerName !== undefined)
    await expectLiteral(window.locator('h2').first(), [content.customerName]);
  return window;
}

/** Ends the interaction in the window and finishes wrap-up, optionally adding a remark first. */
async function endAndWrapUp(page: Page, window: Locator, remark?: string): Promise<void> {
  await window.getByRole('button', { name: 'End', exact: true }).click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
  if (remark !== undefined) {
    await window.getByLabel('Remarks').fill(remark);
    await window.getByRole('button', { name: 'Add remark' }).click();
    await expect(window.locator('.remarks__list li').last()).toBeVisible();
    await expectLiteral(window.locator('.remarks__list'), remark.split('\n'));
  }
  const picker = window.getByTestId('disposition-code');
  await expect(picker.locator('option:not([disabled])').first()).toBeAttached();
  await picker.selectOption(
    (await picker.locator('option:not([disabled])').first().getAttribute('value')) ?? '',
  );
  await window.getByRole('button', { name: 'Finish wrap-up' }).click();
  await expect(window).toHaveCount(0);
}

/** Back to offline (when the selector offers it), so the simulation sends the agent nothing more. */
async function goOffline(page: Page): Promise<void> {
  const state = page.getByLabel('My state');
  if ((await state.locator('option[value="offline"]:not([disabled])').count()) > 0)
    await state.selectOption('offline');
}

test.describe.configure({ mode: 'serial' });
// The Content-Security-Policy is one layer (e2e/csp.spec.ts checks it); the rendering must be safe
// without it too, so these journeys run with it bypassed: a payload that became markup would run.
test.use({ bypassCSP: true });

test('chat and SMS messages, contact names and remarks: nothing runs, text shows as typed', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const dialogs = watchDialogs(page);
  await signIn(page, 'agent');
  const names = corpusChunks(NAME_MAX);

  // the whole corpus as a chat's opening message, the first names as its customer
  const chat = await acceptOffer(page, request, baseURL!, 'chat', {
    customerName: names[0]!,
    message: MESSAGE,
  });
  const fromCustomer = chat.getByTestId('message-other').first();
  await expect(fromCustomer).toBeVisible();
  await expectLiteral(fromCustomer, XSS_CORPUS);
  // chat renders text: no markup became an element inside the message
  await expect(
    fromCustomer.locator(
      'script, img, svg, iframe, style, object, embed, video, details, input, math, a[href^="javascript" i]',
    ),
  ).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/hostile-chat.png` });
  await expectNothingRan(page, dialogs);
  // remarks typed by the agent (up to 4,000 characters each)
  await endAndWrapUp(page, chat, corpusChunks(4_000, '\n')[0]);
  await expectNothingRan(page, dialogs);

  const sms = await acceptOffer(page, request, baseURL!, 'sms', {
    customerName: names[1] ?? names[0]!,
    message: MESSAGE,
  });
  const smsText = sms.getByTestId('message-other').first();
  await expect(smsText).toBeVisible();
  await expectLiteral(smsText, XSS_CORPUS);
  await expect(
    smsText.locator('script, img, svg, iframe, style, object, embed, video, details, input, math'),
  ).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/hostile-sms.png` });
  await endAndWrapUp(page, sms);
  await expectNothingRan(page, dialogs);

  // every other chunk of names, through tiles, the offer banner and the window title
  for (const name of names.slice(2)) {
    const window = await acceptOffer(page, request, baseURL!, 'chat', {
      customerName: name,
      message: 'Hello',
    });
    await expectNothingRan(page, dialogs);
    await endAndWrapUp(page, window);
  }
  await expect(page.locator('.tile[data-list="history"]').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/hostile-history.png` });
  await expectNothingRan(page, dialogs);
  await goOffline(page);
});

test('an email body and subject: the body is sanitised in a sandboxed frame and nothing runs', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);
  await signIn(page, 'agent');
  const subject = corpusChunks(1_000)[0]!;
  const body = `<p>Dear agent,</p>${XSS_CORPUS.join('<br>')}<p>Regards</p>`;
  const window = await acceptOffer(page, request, baseURL!, 'email', {
    customerName: corpusChunks(NAME_MAX)[0]!,
    subject,
    body,
  });
  await expect(window.getByTestId('email-reader')).toBeVisible();
  const reader = window.getByTestId('email-reader');
  await expectLiteral(reader.getByRole('heading', { level: 3 }).first(), [subject]);
  const frame = reader.locator('iframe');
  await expect(frame).toBeVisible();
  // the frame holds no scripts and cannot reach the app
  await expect(frame).toHaveAttribute('sandbox', /^(?!.*allow-scripts)(?!.*allow-same-origin).*$/);
  const doc = await frame.getAttribute('srcdoc');
  expect(doc).not.toBeNull();
  expect(doc!).not.toMatch(/<script|\son\w+\s*=|javascript:|<iframe|<object|<embed/i);
  expect(doc!).toContain('Dear agent');
  // anything that would load or fire (images, animations) has done so: the frame and page are at rest
  const inner = await (await frame.elementHandle())?.contentFrame();
  if (inner == null) throw new Error('the email frame holds no document');
  await frameAtRest(inner);
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/hostile-email.png` });
  await expectNothingRan(page, dialogs);
  await endAndWrapUp(page, window);
  await goOffline(page);
});

test('business-process names: every screen that shows them shows them as typed, nothing runs', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const dialogs = watchDialogs(page);
  const rename = async (id: string, name: string) => {
    const response = await request.post(`${baseURL}/api/__test/businessProcess/${id}/name`, {
      data: { name },
    });
    expect(response.ok(), `rename ${id}`).toBe(true);
  };
  await signIn(page, 'supervisor');
  const cards = page.locator('[data-testid^="monitoring-card-"]');
  await expect(cards).toHaveCount(12, { timeout: 30_000 });
  const ids = (
    await cards.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-testid')!.replace('monitoring-card-', '')),
    )
  ).sort();
  const originals = new Map<string, string>();
  for (const id of ids)
    originals.set(
      id,
      (
        (await page.getByTestId(`monitoring-card-${id}`).locator('h2').first().textContent()) ?? ''
      ).trim(),
    );

  try {
    // twelve names at a time, until every payload has been a business process's name
    for (let from = 0; from < XSS_CORPUS.length; from += ids.length) {
      const round = XSS_CORPUS.slice(from, from + ids.length);
      for (const [i, payload] of round.entries()) await rename(ids[i]!, payload);
      for (const [i, payload] of round.entries()) {
        // a card out of view is not live (it catches up once seen): bring each into view
        const card = page.getByTestId(`monitoring-card-${ids[i]}`);
        await card.scrollIntoViewIfNeeded();
        await expect(card.locator('h2').first()).toHaveText(payload.replace(/\s+/g, ' ').trim());
      }
      await page.evaluate(() => document.getElementById('main-content')?.scrollTo(0, 0));
      await expectNothingRan(page, dialogs);
      if (from === 0) await page.screenshot({ path: `${SHOTS}/hostile-bp-names-supervisor.png` });
    }
    // the summary table (AG Grid) shows the last round's names as text
    await page.getByRole('radio', { name: 'Summary table' }).click();
    await expect(
      page.locator('.ag-row:not(.ag-row-pinned) [col-id="businessProcessName"]').first(),
    ).toBeVisible();
    const shown = (
      await page
        .locator('.ag-row:not(.ag-row-pinned) [col-id="businessProcessName"]')
        .allTextContents()
    ).join(' ');
    const last = XSS_CORPUS.slice(Math.floor((XSS_CORPUS.length - 1) / ids.length) * ids.length);
    for (const payload of last)
      expect(shown.replace(/\s+/g, ' ')).toContain(payload.replace(/\s+/g, ' ').trim());
    await page.screenshot({ path: `${SHOTS}/hostile-bp-names-summary.png` });
    await expectNothingRan(page, dialogs);
    await page.getByRole('radio', { name: 'Information center' }).click();

    // the wallboard and the agent's dashboards read the same names
    const wallboard = await page.context().browser()!.newPage();
    const wallboardDialogs = watchDialogs(wallboard);
    await signIn(wallboard, 'wallboard');
    await wallboard.goto('/wallboard');
    await expect(wallboard.locator('[data-testid^="wallboard-figure-"]')).toHaveCount(12);
    await animationsSettled(wallboard);
    await wallboard.screenshot({ path: `${SHOTS}/hostile-bp-names-wallboard.png` });
    await expectNothingRan(wallboard, wallboardDialogs);
    await wallboard.close();

    const agent = await page.context().browser()!.newPage();
    const agentDialogs = watchDialogs(agent);
    await signIn(agent, 'agent');
    await agent.goto('/dashboards');
    await expect(agent.getByTestId('dashboard-name')).toBeVisible();
    await animationsSettled(agent);
    await agent.screenshot({ path: `${SHOTS}/hostile-bp-names-agent.png` });
    await expectNothingRan(agent, agentDialogs);
    await agent.close();
  } finally {
    for (const [id, name] of originals) if (name !== '') await rename(id, name);
  }
});
