import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, freshAgent, offerNow } from './support/api';
import { signIn } from './support/login';
import { animationsSettled } from './support/settled';

/**
 * Contacts and CRM (agent-desktop §3, §4, §7): a contact is created from a chat, the window
 * shows it, a Contact Note is added and kept, and the contacts panel finds it.
 */
const SHOTS = join('test-results', 'shots-contacts');
const CUSTOMER = 'Grace Hopper';
/** A 1x1 PNG: the smallest picture the avatar store accepts. */
const PIXEL_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-light.png` });
  // dark: the stylesheet's dark tokens without the light theme's inline colour set (restored after)
  const saved = await page.evaluate(() => {
    const root = document.documentElement;
    const style = root.getAttribute('style');
    root.removeAttribute('style');
    root.dataset['theme'] = 'dark';
    return style;
  });
  // colours ease between themes: shoot once they have settled
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png` });
  await page.evaluate((style) => {
    const root = document.documentElement;
    if (style !== null) root.setAttribute('style', style);
    root.dataset['theme'] = 'light';
  }, saved);
}

test('a contact is created from a chat, a note is added and kept, and search finds it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent');
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  await state.selectOption('ready');
  await offerNow(request, baseURL ?? '', 'agent', 'chat', { customerName: CUSTOMER });

  const offered = page
    .locator('.tile[data-list="pending"][data-media="CHAT"]')
    .filter({ hasText: CUSTOMER });
  await offered.getByRole('button', { name: 'Accept' }).click();
  const window = page.getByTestId('interaction-window');
  await expect(window.getByRole('heading', { name: CUSTOMER })).toBeVisible();

  // no contact yet: the window offers to create one, pre-filled from the chat
  const section = window.getByTestId('contact-section');
  await expect(section).toContainText('Not a contact yet');
  await expect(section).not.toHaveAttribute('data-contact-id');
  await section.getByRole('button', { name: 'Create contact' }).click();
  const form = window.getByRole('form', { name: 'Create contact' });
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
  await expect(form.getByLabel('Last name')).toHaveValue('Hopper');
  await expect(form.getByLabel('E-mail')).toHaveValue(/@/);
  await shoot(page, 'create-contact-form');
  // bad input is refused at the field and nothing typed is lost
  await form.getByLabel('E-mail').fill('not-an-address');
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
  await form.getByLabel('E-mail').fill('grace.hopper@navy.example');
  await form.getByRole('button', { name: 'Create contact' }).click();

  // created and linked: the window shows the contact
  const linked = window.locator('[data-testid="contact-section"][data-contact-id]');
  await expect(linked).toBeVisible();
  await expect(linked).toContainText(CUSTOMER);
  await expect(linked).toContainText('grace.hopper@navy.example');

  // the contact card: name by the rule, E-mail labelled, a Contact Note added
  await linked.getByRole('button', { name: 'Open contact card' }).click();
  const card = page.getByTestId('contact-card');
  await expect(card.getByRole('heading', { name: CUSTOMER })).toBeVisible();
  await expect(card.getByRole('term').filter({ hasText: /^E-mail$/ })).toBeVisible();
  await expect(card.getByTestId('contact-email')).toHaveText('grace.hopper@navy.example');
  // no phone or mobile: not SMS-enabled
  await expect(card.getByRole('button', { name: 'Call', exact: true })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'SMS' })).toHaveCount(0);
  await card.getByRole('tab', { name: 'Notes' }).click();
  await expect(card.getByText('No notes yet')).toBeVisible();
  await card.getByRole('button', { name: 'Add note' }).click();
  await expect(card.getByText('Write a note first')).toBeVisible();
  const note = `Prefers COBOL examples ${Date.now()}`;
  await card.getByLabel('New contact note').fill(note);
  await card.getByRole('button', { name: 'Add note' }).click();
  const notes = card.getByTestId('contact-notes');
  await expect(notes.getByText(note)).toBeVisible();
  await expect(notes.getByText('Contact Note')).toBeVisible();
  await expect(card.getByLabel('New contact note')).toHaveValue('');
  await shoot(page, 'contact-card-notes');
  await card.getByRole('tab', { name: 'Details' }).click();
  await shoot(page, 'contact-card-details');
  // properties: a bad number is refused at the field, a good one is saved and shown on the card
  const details = card.getByRole('tabpanel');
  await details.getByLabel('City').fill('Arlington');
  await details.getByLabel('Mobile').fill('call me');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Enter a valid phone number')).toBeVisible();
  await expect(details.getByLabel('City')).toHaveValue('Arlington');
  await details.getByLabel('Mobile').fill('+1 703 555 0100');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Saved')).toBeVisible();
  // a number makes the contact SMS-enabled: the SMS action appears
  await expect(card.getByRole('button', { name: 'SMS' })).toBeVisible();

  // Escape closes the card; reopened, the note is still there (stored on the server)
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await linked.getByRole('button', { name: 'Open contact card' }).click();
  await page.getByTestId('contact-card').getByRole('tab', { name: 'Notes' }).click();
  await expect(
    page.getByTestId('contact-card').getByTestId('contact-notes').getByText(note),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close contact card' }).click();
  await expect(page.getByTestId('contact-card')).toHaveCount(0);

  // the contacts panel: basic search (trimmed) finds her; nonsense finds nothing
  await page.getByTestId('open-contacts').click();
  const panel = page.getByTestId('contacts-panel');
  await panel.getByLabel('Search contacts').fill('  Hopper ');
  const results = panel.getByTestId('contact-results');
  await expect(results.getByRole('button', { name: new RegExp(CUSTOMER) })).toBeVisible();
  await expect(panel.getByTestId('contact-range')).toContainText('of');
  await shoot(page, 'contacts-panel');
  await panel.getByLabel('Search contacts').fill('zz-no-such-contact-zz');
  await expect(panel.getByText('No results found')).toBeVisible();

  // advanced search by the template's fields: at least one is needed, each filled one must match
  await panel.getByRole('button', { name: 'Advanced search' }).click();
  const advanced = panel.getByRole('form', { name: 'Advanced search' });
  await advanced.getByRole('button', { name: 'Search' }).click();
  await expect(advanced.getByText('Fill in at least one field')).toBeVisible();
  await advanced.getByLabel('Last name').fill(' Hopper ');
  await advanced.getByLabel('City').fill('Arlington');
  await advanced.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('button', { name: new RegExp(CUSTOMER) })).toBeVisible();
  await advanced.getByLabel('City').fill('Nowhere');
  await advanced.getByRole('button', { name: 'Search' }).click();
  await expect(panel.getByText('No results found')).toBeVisible();
  await panel
    .getByRole('group', { name: 'Search mode' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();

  // a result opens the card above the panel; favourite it and find it under Favourites
  await panel.getByLabel('Search contacts').fill('Hopper');
  await results
    .getByRole('button', { name: new RegExp(CUSTOMER) })
    .first()
    .click();
  const fromPanel = page.getByTestId('contact-card');
  await expect(fromPanel.getByRole('heading', { name: CUSTOMER })).toBeVisible();
  await fromPanel.getByTestId('favorite-toggle').click();
  await expect(fromPanel.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(fromPanel).toHaveCount(0);
  await expect(
    panel.getByTestId('contact-favorites').getByRole('button', { name: new RegExp(CUSTOMER) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});

test('a remark reaches the contact as an Interaction Remark, and a historic call tile opens the card on History', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const caller = 'Alan Turing';
  // a desk of its own in back office: this journey ends on a live outgoing call
  const { username } = await freshAgent(request, baseURL ?? '');
  await signIn(page, username);
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  await state.selectOption('backoffice');
  await expect(state).toHaveValue('backoffice');
  await offerNow(request, baseURL ?? '', username, 'telephony', { customerName: caller });
  const offered = page
    .locator('.tile[data-list="pending"][data-media="TELEPHONY"]')
    .filter({ hasText: caller });
  await offered.getByRole('button', { name: 'Accept' }).click();
  const window = page.getByTestId('interaction-window');
  await expect(window.getByRole('heading', { name: caller })).toBeVisible();
  const id = (await window.getAttribute('data-interaction-id')) ?? '';

  // a telephony contact is pre-filled with the caller's number
  await window
    .getByTestId('contact-section')
    .getByRole('button', { name: 'Create contact' })
    .click();
  const form = window.getByRole('form', { name: 'Create contact' });
  await expect(form.getByLabel('Phone')).toHaveValue(/\d{3}/);
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(window.locator('[data-testid="contact-section"][data-contact-id]')).toContainText(
    caller,
  );

  // a remark on the linked call is copied to the contact's notes
  const remark = `Asked about the halting problem ${Date.now()}`;
  await window.getByLabel('Remarks').fill(remark);
  await window.getByRole('button', { name: 'Add remark' }).click();
  await expect(window.locator('.remarks__list').getByText(remark)).toBeVisible();

  await window.getByRole('button', { name: 'Hang up', exact: true }).click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
  const picker = window.getByTestId('disposition-code');
  await expect(picker.locator('option:not([disabled])').first()).toBeAttached();
  await picker.selectOption(
    (await picker.locator('option:not([disabled])').first().getAttribute('value')) ?? '',
  );
  await window.getByRole('button', { name: 'Finish wrap-up' }).click();
  const historic = page.locator(`.tile[data-list="history"][data-interaction-id="${id}"]`);
  await expect(historic).toBeVisible();
  await expect(window).toHaveCount(0);

  // §2: the historic telephony tile opens the contact card on its History tab, not the window
  await historic.locator('.tile__open').click();
  const card = page.getByTestId('contact-card');
  await expect(card.getByRole('heading', { name: caller })).toBeVisible();
  await expect(card.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByTestId('contact-history').getByRole('button')).toHaveCount(1);
  await expect(card.getByTestId('contact-history')).toContainText(remark);
  await expect(page.getByTestId('interaction-window')).toHaveCount(0);
  await card.getByRole('tab', { name: 'Notes' }).click();
  const note = card.getByTestId('contact-notes').locator('li').filter({ hasText: remark });
  await expect(note).toContainText('Interaction Remark');
  await shoot(page, 'contact-card-history-notes');
  await card.getByRole('tab', { name: 'History' }).click();
  await shoot(page, 'contact-card-history');

  // an entry of the History tab opens that interaction's window
  await card.getByTestId('contact-history').getByRole('button').click();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('interaction-window')).toHaveAttribute('data-interaction-id', id);

  // a contact picture set elsewhere shows on the tile after a fresh load (avatars are cached per id)
  const contactId =
    (await page.getByTestId('contact-section').getAttribute('data-contact-id')) ?? '';
  const headers = await apiSession(request, baseURL ?? '', username);
  const saved = await request.put(`${baseURL ?? ''}/api/avatar/contact/encoded/${contactId}`, {
    headers,
    data: { avatar: `data:image/png;base64,${PIXEL_PNG_BASE64}` },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(historic.locator('img.media-avatar__picture')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );

  // Call on the card starts an outgoing call to the contact: its window opens and the card closes
  await historic.locator('.tile__open').click();
  await page.getByTestId('contact-card').getByRole('button', { name: 'Call', exact: true }).click();
  await expect(page.getByTestId('contact-card')).toHaveCount(0);
  const outgoing = page.getByTestId('interaction-window');
  await expect(outgoing).toBeVisible();
  await expect(outgoing).not.toHaveAttribute('data-interaction-id', id);
  await expect(outgoing.getByTestId('contact-section')).toHaveAttribute(
    'data-contact-id',
    contactId,
  );
});
