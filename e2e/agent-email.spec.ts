import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { freshAgent, offerNow } from './support/api';
import { signIn } from './support/login';
import { frameAtRest } from './support/settled';
import { chooseOwnState } from './support/own-state';

/**
 * Issue 6 item 6 and issue 9's email parts: an agent reads a hostile incoming email safely
 * (nothing runs, remote images wait for "Show remote content"), answers it with an attachment
 * after the composer refuses an invalid cc and an attachment at the 20 MB budget, and the
 * server takes the reply (the interaction then moves on to wrap-up).
 */
const SHOTS = join('test-results', 'shots-email');
const REMOTE_IMAGE = 'http://127.0.0.1:1/x.png';
const HOSTILE_BODY = [
  '<p>Hello, I need help with <b>order 42</b>.</p>',
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'onerror\'">',
  '<a href="javascript:window.__xss = \'link\'">click me</a>',
  `<img src="${REMOTE_IMAGE}" alt="remote logo">`,
  '<svg onload="window.__xss = \'svg\'"><circle r="5"></circle></svg>',
  '<style>body, html { position: fixed; inset: 0; z-index: 99999; background: red !important; }</style>',
  '<a href="https://example.com/help">help page</a>',
].join('\n');
const INVALID_EMAIL_MESSAGE =
  '“bad@@example” is not a valid email address. Separate several addresses with semicolons (;).';
const ATTACHMENT_LIMIT_BYTES = 20_971_520;

/** The frame that shows an email body (srcdoc frames have no URL of their own). */
async function bodyFrame(page: Page, testId: string): Promise<Frame> {
  const handle = await page.getByTestId(testId).elementHandle();
  const frame = await handle?.contentFrame();
  if (frame == null) throw new Error(`no frame for ${testId}`);
  return frame;
}

/** Dark mode chosen in a second tab, as a person would: the hub carries it to this tab at once. */
async function useDarkTheme(page: Page): Promise<void> {
  const settings = await page.context().newPage();
  await settings.goto('/settings');
  await settings.getByRole('radio', { name: 'Dark', exact: true }).check();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset['theme']))
    .toBe('dark');
  await settings.close();
}

test('an email is read safely and answered with an attachment; an invalid cc and an attachment at the budget are refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  // any attempt to fetch the remote image: a request, or the page's CSP refusing it (logged on the console)
  const remoteAttempts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:1/'))
      remoteAttempts.push(`request ${request.url()}`);
  });
  // reading hostile HTML must not even make the browser refuse something (issue 9: no CSP violation)
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('127.0.0.1:1')) remoteAttempts.push(`console ${message.text()}`);
    else if (/content security policy/i.test(message.text())) cspViolations.push(message.text());
  });

  // a desk of its own, in back office: only the journey's offers reach it
  const { username } = await freshAgent(page.request, baseURL ?? '');
  await signIn(page, username);
  await chooseOwnState(page, 'backoffice');
  const customerName = `Hostile Sender ${Date.now()}`;
  const subject = `Order 42 problem ${Date.now()}`;
  await offerNow(page.request, baseURL ?? '', username, 'email', {
    customerName,
    subject,
    body: HOSTILE_BODY,
  });

  const tile = page
    .locator('.tile[data-list="pending"][data-media="EMAIL"]')
    .filter({ hasText: customerName });
  await tile.getByRole('button', { name: 'Accept' }).click();
  const win = page.getByTestId('interaction-window');
  await expect(win.getByTestId('email-read-subject')).toHaveText(subject);
  await expect(win.getByTestId('email-from')).toContainText('@');
  await expect(win.getByTestId('email-received')).toHaveText(
    /^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [ap]m$/i,
  );

  // reading: the body is in the frame, and nothing hostile ran or survived
  const frame = await bodyFrame(page, 'email-body');
  await expect(frame.locator('body')).toContainText('order 42');
  await expect(
    frame.locator('body script, body svg, body style, body iframe, body form'),
  ).toHaveCount(0);
  await expect(frame.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
  await expect(frame.locator('a', { hasText: 'click me' })).not.toHaveAttribute('href', /.*/);
  await expect(frame.locator('a', { hasText: 'help page' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(frame.locator('a', { hasText: 'help page' })).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('email-body')).toHaveAttribute(
    'sandbox',
    'allow-popups allow-popups-to-escape-sandbox',
  );
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  // read from outside (the frame runs no script of its own): the hostile code never ran in it either
  expect(
    await frame.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  // the <style> could not cover the page: the window's own controls are still the top element
  await expect(win.getByTestId('email-reply')).toBeVisible();
  await win.getByTestId('email-reply').hover();

  // the remote image is blocked until asked
  await expect(frame.locator('img[alt="remote logo"]')).not.toHaveAttribute('src', /.*/);
  await expect(win.getByText('1 remote image was blocked to protect your privacy.')).toBeVisible();
  // the frame has loaded: every image it would fetch has been tried
  await frameAtRest(frame);
  expect(remoteAttempts).toEqual([]);
  expect(cspViolations).toEqual([]);
  await win.getByRole('button', { name: 'Show remote content' }).click();
  const shown = await bodyFrame(page, 'email-body');
  await expect(shown.locator('img[alt="remote logo"]')).toHaveAttribute('src', REMOTE_IMAGE);
  await expect.poll(() => remoteAttempts.length).toBeGreaterThan(0);

  // reply: "RE: " + the subject, to the sender
  await win.getByTestId('email-reply').click();
  const composer = win.getByTestId('email-composer');
  await expect(composer.getByTestId('email-subject')).toHaveValue(`RE: ${subject}`);
  await expect(composer.getByTestId('email-to')).toHaveValue(/^[^<>"]+@[^<>"]+$/);
  await composer.getByTestId('email-body-input').fill('Dear customer,\nyour order is on its way.');

  // an invalid cc is refused with the spec's message (invalidEmail) naming the address, focus on it, nothing sent
  await composer.getByTestId('email-cc').fill('bad@@example');
  await composer.getByTestId('email-send').click();
  await expect(composer.getByTestId('email-cc-error')).toHaveText(INVALID_EMAIL_MESSAGE);
  await expect(composer.getByTestId('email-cc')).toBeFocused();
  await expect(composer.getByTestId('email-cc')).toHaveAttribute('aria-invalid', 'true');
  await expect(composer.getByTestId('email-cc')).toHaveAttribute('aria-describedby', /-error/);
  await expect(win.getByTestId('email-sent')).toHaveCount(0);

  // an attachment at the 20 MB budget is flagged before any upload, and refuses the send
  const attach = composer.getByTestId('email-attach');
  // a file on disk, as a person picks it (a buffer would be copied into the page and stall it)
  const hugePath = join(mkdtempSync(join(tmpdir(), 'cc-email-')), 'huge.bin');
  writeFileSync(hugePath, Buffer.alloc(ATTACHMENT_LIMIT_BYTES, 1));
  await attach.setInputFiles(hugePath);
  const huge = composer.getByTestId('composer-attachment').filter({ hasText: 'huge.bin' });
  await expect(huge).toHaveAttribute('data-error', 'true');
  await expect(huge).toContainText('Over the 20 MB limit');
  await composer.getByTestId('email-cc').fill('team@example.com');
  await expect(composer.getByTestId('email-cc-error')).toHaveCount(0);
  await composer.getByTestId('email-send').click();
  await expect(composer.getByTestId('email-problem')).toHaveText(
    'The email was not sent: remove the files over the 20 MB limit first.',
  );
  await expect(win.getByTestId('email-sent')).toHaveCount(0);
  await composer.getByRole('button', { name: 'Remove huge.bin' }).click();
  await attach.setInputFiles({
    name: 'receipt.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Receipt for order 42\n'),
  });
  await expect(composer.getByTestId('composer-attachment')).toHaveCount(1);
  await expect(composer.getByTestId('composer-attachment')).toHaveAttribute('data-error', 'false');
  // the room left is the limit less the file, never rounded back up to the whole 20 MB
  await expect(composer).toContainText('19.99 MB left of 20 MB');

  // the send: the server takes it (a second send of the same reply would be refused, so an
  // earlier one did not happen), only the small file went, and the record shows it
  await composer.getByTestId('email-send').click();
  const sent = win.getByTestId('email-sent');
  await expect(sent).toBeVisible({ timeout: 15_000 });
  await expect(win.getByTestId('email-composer')).toHaveCount(0);
  await expect(sent.getByTestId('email-sent-cc')).toHaveText('team@example.com');
  await expect(sent.getByTestId('email-attachment')).toHaveCount(1);
  await expect(sent.getByTestId('email-attachment')).toContainText('receipt.txt');

  // the sent attachment downloads through the hub
  const download = page.waitForEvent('download');
  await sent.getByRole('button', { name: 'Download receipt.txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('receipt.txt');
  expect(readFileSync(await file.path(), 'utf8')).toBe('Receipt for order 42\n');

  // the interaction moves on with the server
  await win.getByRole('button', { name: 'End', exact: true }).click();
  await expect(win.getByTestId('window-state')).toHaveText('Wrap-up');
});

test('the email window (reading and composing) and the /emails screen, light and dark', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 1500 });
  // the isolated frame (its own policy, its inline styles) lives under the app's strict CSP without a violation
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) cspViolations.push(message.text());
  });
  // a desk of its own, in back office: no routed offer's alert covers New email, and the dark
  // theme chosen below stays with this user
  const { username } = await freshAgent(page.request, baseURL ?? '');
  await signIn(page, username);
  await chooseOwnState(page, 'backoffice');
  const customerName = `Screenshot Customer ${Date.now()}`;
  await offerNow(page.request, baseURL ?? '', username, 'email', {
    customerName,
    subject: 'Delivery address change',
    body: '<p>Hello,</p><p>please send my parcel to <b>12 Harbour Road</b> instead.</p><img src="https://tracker.example/pixel.gif" alt=""><p>Thanks,<br>Ann</p>',
  });
  await page
    .locator('.tile[data-list="pending"][data-media="EMAIL"]')
    .filter({ hasText: customerName })
    .getByRole('button', { name: 'Accept' })
    .click();
  const win = page.getByTestId('interaction-window');
  await expect(win.getByTestId('email-read-subject')).toHaveText('Delivery address change');
  await expect(win.getByText('1 remote image was blocked to protect your privacy.')).toBeVisible();
  await win.screenshot({ path: `${SHOTS}/email-reading-light.png` });

  await win.getByTestId('email-reply').click();
  const composer = win.getByTestId('email-composer');
  await composer.getByTestId('email-cc').fill('bad@@example');
  await composer.getByTestId('email-body-input').fill('Hello Ann,\n\nthe address is changed.');
  await composer.getByTestId('email-send').click();
  await expect(composer.getByTestId('email-cc-error')).toHaveText(INVALID_EMAIL_MESSAGE);
  await composer.scrollIntoViewIfNeeded();
  await win.screenshot({ path: `${SHOTS}/email-composing-light.png` });

  // a new email from the /emails screen opens its window with the composer, and lists both
  await page.goto('/emails');
  await expect(page.getByTestId('email-row').first()).toBeVisible();
  // the desk (loaded on demand) listens for open requests once its sidebar shows
  await expect(page.locator('.tile[data-list="active"]').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/emails-screen-light.png` });
  const before = await page.getByTestId('email-row').count();
  await page.getByTestId('new-email').click();
  await expect(win.getByTestId('email-composer')).toBeVisible();
  await expect(
    win.getByTestId('email-composer').getByRole('heading', { name: 'New email' }),
  ).toBeVisible();
  // titled as a new email (not the agent's id) until it has a recipient, in the window and the tile
  await expect(win.locator('.window-title h2')).toHaveText('New email');
  const newId = (await win.getAttribute('data-interaction-id')) ?? '';
  await expect(page.locator(`.tile[data-interaction-id="${newId}"] .tile__name`)).toHaveText(
    'New email',
  );
  await expect(page.getByTestId('email-row')).toHaveCount(before + 1);
  await expect(page.getByTestId('email-row').first()).toContainText('Draft');
  await expect(page.getByTestId('email-row').first()).toContainText('No recipient yet');
  await expect(page.getByTestId('email-row').first()).not.toContainText('None');
  await win.getByTestId('email-send').click();
  await expect(win.getByTestId('email-to-error')).toHaveText('This field is required.');
  await expect(win.getByTestId('email-to')).toBeFocused();
  await win.screenshot({ path: `${SHOTS}/email-new-light.png` });

  await useDarkTheme(page);
  await page.screenshot({ path: `${SHOTS}/emails-screen-dark.png` });
  // back to the received email through its row
  await page
    .getByTestId('email-row')
    .filter({ hasText: 'Delivery address change' })
    .getByRole('button')
    .click();
  await expect(win.getByTestId('email-read-subject')).toHaveText('Delivery address change');
  await win.screenshot({ path: `${SHOTS}/email-reading-dark.png` });
  await win.getByTestId('email-reply').click();
  await expect(win.getByTestId('email-composer')).toBeVisible();
  await win.getByTestId('email-composer').scrollIntoViewIfNeeded();
  await win.screenshot({ path: `${SHOTS}/email-composing-dark.png` });
  expect(cspViolations).toEqual([]);
});

test('discard-reply confirmation: End on an email with a reply being written asks first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // a desk of its own, in back office: only the journey's offers reach it
  const { username } = await freshAgent(page.request, baseURL ?? '');
  await signIn(page, username);
  await chooseOwnState(page, 'backoffice');
  const customerName = `Discard Sender ${Date.now()}`;
  await offerNow(page.request, baseURL ?? '', username, 'email', {
    customerName,
    subject: 'Invoice copy',
    body: '<p>Please send the invoice again.</p>',
  });
  await page
    .locator('.tile[data-list="pending"][data-media="EMAIL"]')
    .filter({ hasText: customerName })
    .getByRole('button', { name: 'Accept' })
    .click();
  const win = page.getByTestId('interaction-window');
  await expect(win.getByTestId('email-read-subject')).toHaveText('Invoice copy');

  await win.getByTestId('email-reply').click();
  const composer = win.getByTestId('email-composer');
  await composer.getByTestId('email-body-input').fill('Here is the invoice, attached.');

  // End asks; Cancel keeps the reply as it was and the email live
  await win.getByRole('button', { name: 'End', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard the reply?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('has not been sent');
  await dialog.getByRole('button', { name: 'Keep writing' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(composer.getByTestId('email-body-input')).toHaveValue(
    'Here is the invoice, attached.',
  );
  await expect(win.getByTestId('window-state')).not.toHaveText('Wrap-up');

  // confirmed, the reply is dropped and the email goes to wrap-up
  await win.getByRole('button', { name: 'End', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Discard the reply?' })
    .getByRole('button', { name: 'Discard and end' })
    .click();
  await expect(win.getByTestId('window-state')).toHaveText('Wrap-up');
  await expect(win.getByTestId('email-composer')).toHaveCount(0);
});
