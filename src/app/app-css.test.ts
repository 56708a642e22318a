import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'app.css'), 'utf8');

/** The custom properties declared in the first block whose selector contains `selector`. */
function themeTokens(selector: string): Map<string, string> {
  const start = css.indexOf(selector);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [
      m[1] ?? '',
      (m[2] ?? '').toLowerCase(),
    ]),
  );
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// [foreground, background]: text pairs need 4.5:1 (WCAG AA normal text).
const TEXT_PAIRS: Array<[string, string]> = [
  ['--color-text', '--color-background'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-raised'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-background'],
  ['--color-on-primary', '--color-primary'],
  ['--color-primary-text', '--color-surface'],
  ['--color-primary-text', '--color-surface-raised'],
  ['--color-primary-text', '--color-primary-soft'],
  ['--color-info-text', '--color-info-bg'],
  ['--color-warning-text', '--color-warning-bg'],
  ['--color-error-text', '--color-error-bg'],
  ['--color-snackbar-text', '--color-snackbar-bg'],
  ['--color-snackbar-action', '--color-snackbar-bg'],
];
// Marks and borders that convey state need 3:1 (WCAG non-text contrast).
const UI_PAIRS: Array<[string, string]> = [
  ['--color-primary', '--color-surface'],
  ['--color-focus', '--color-surface'],
  ['--color-success', '--color-surface'],
  ['--color-warning', '--color-surface'],
  ['--color-error', '--color-surface'],
  ['--color-text-muted', '--color-surface'],
];

describe('theme colours', () => {
  it('the light theme primary is #E8590C and the dark theme primary is #FF922B', () => {
    expect(themeTokens("[data-theme='light']").get('--color-primary')).toBe('#e8590c');
    expect(themeTokens("[data-theme='dark']").get('--color-primary')).toBe('#ff922b');
  });

  for (const theme of ['light', 'dark']) {
    const tokens = themeTokens(`[data-theme='${theme}']`);
    it(`${theme} text pairs reach 4.5:1 and state marks 3:1`, () => {
      const failures: string[] = [];
      const check = (pairs: Array<[string, string]>, min: number) => {
        for (const [fg, bg] of pairs) {
          const a = tokens.get(fg);
          const b = tokens.get(bg);
          if (!a || !b) failures.push(`${fg} or ${bg} missing`);
          else if (contrast(a, b) < min)
            failures.push(`${fg} on ${bg}: ${contrast(a, b).toFixed(2)}`);
        }
      };
      check(TEXT_PAIRS, 4.5);
      check(UI_PAIRS, 3);
      expect(failures).toEqual([]);
    });
  }
});
