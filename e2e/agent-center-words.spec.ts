import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshAgent, setLanguage } from './support/api';

/**
 * The agent dashboard in the long languages (issue 18): no label on a card is broken inside a
 * word, at either desk size. The donuts' hole holds only the number; what it counts heads the
 * legend, where the label has room to wrap between words.
 */
// a sign-in shares the machine with the live centre: allow for load
const expect = baseExpect.configure({ timeout: 20_000 });
const LANGUAGES = ['de', 'nl', 'fr'] as const;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/**
 * Words of the cards' visible text that the layout drew on more than one line. A word is what
 * lies between spaces and hyphens (a line may break after a hyphen, as in "Prestatie-indicatoren").
 */
function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const cards = document.querySelectorAll('[data-testid^="agent-card-"]');
    for (const card of cards) {
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (parent === null || !parent.checkVisibility()) continue;
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });
}

for (const lng of LANGUAGES) {
  for (const size of SIZES) {
    test(`${lng} at ${size.width}×${size.height}: dashboard labels wrap between words, never inside one`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const { username } = await freshAgent(request, baseURL ?? '');
      await setLanguage(request, baseURL ?? '', username, lng);
      const context = await browser.newContext({
        viewport: size,
        ...(baseURL === undefined ? {} : { baseURL }),
      });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(username);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const donutTotals = page.locator('.agent-donut__total');
      await expect(donutTotals).toHaveCount(2);
      // the hole holds the number alone; the legend names it
      await expect(donutTotals).toHaveText([/^\d+$/, /^\d+$/]);
      await expect(page.getByTestId('donut-total')).toHaveCount(2);
      await expect(page.getByTestId('donut-total').first()).toContainText(/\p{L}{3,}.*\d+$/u);
      expect(await splitWords(page)).toEqual([]);
      await context.close();
    });
  }
}
