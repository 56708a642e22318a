/**
 * Finds English left on a screen shown in another language: every visible text node is compared
 * with the English locale values (placeholders match anything) and with the English names the
 * server and the defaults give (states, break types, media, load allowances, the Default
 * profile, "Agent Overview"). A text the other language spells the same way ("SMS", "Chat" in
 * German) is no leak; proper names (business processes, agents) are allowed by the caller.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { AGENT_STATES } from '../../server/reference-data/agent-states';
import { BREAK_CATEGORIES, BREAK_TYPES } from '../../server/reference-data/break-types';
import { LOAD_ALLOWANCES } from '../../server/reference-data/organization';

const LOCALES = join(import.meta.dirname, '..', '..', 'locales');

function leaves(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) leaves(v, into);
  return into;
}

function valuesOf(language: string): string[] {
  const dir = join(LOCALES, language);
  return readdirSync(dir).flatMap((file) =>
    leaves(JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A locale value as a whole-text pattern: each {{placeholder}} stands for any text. */
function patternOf(value: string): RegExp | null {
  const parts = value.trim().split(/\{\{[^}]*\}\}/);
  // a value that is mostly a placeholder ("{{name}}", "{{count}} s") would match any text
  if (!parts.some((part) => /\p{L}{3,}/u.test(part))) return null;
  // i18next plural and nesting markers are not shown as such
  return new RegExp(`^${parts.map((p) => escape(p.trim())).join('\\s*.+?\\s*')}$`, 'su');
}

/** English names the server or the defaults give, shown through the locale files by id. */
export const ENGLISH_SERVER_NAMES: readonly string[] = [
  ...AGENT_STATES.map((s) => s.name),
  ...BREAK_TYPES.map((b) => b.name),
  ...BREAK_CATEGORIES.map((c) => c.name),
  ...LOAD_ALLOWANCES.map((l) => l.name),
  'Telephony',
  'Fax',
  'E-mail',
  'Chat',
  'SMS',
  'Default',
  'Agent Overview',
];

export interface LeakFinder {
  /** The texts that are English and not the other language's own spelling. */
  leaks(texts: readonly string[], allowed: ReadonlySet<string>): string[];
}

export function leakFinder(language: string): LeakFinder {
  const own = valuesOf(language);
  const ownExact = new Set(own.map((v) => v.trim()));
  const ownPatterns = own.map(patternOf).filter((p): p is RegExp => p !== null);
  const english = [...valuesOf('en'), ...ENGLISH_SERVER_NAMES].filter(
    (v) => !ownExact.has(v.trim()),
  );
  const englishExact = new Set(english.map((v) => v.trim()));
  const englishPatterns = english.map(patternOf).filter((p): p is RegExp => p !== null);
  return {
    leaks(texts, allowed) {
      return [...new Set(texts)].filter((text) => {
        if (allowed.has(text) || !/\p{L}{2,}/u.test(text)) return false;
        if (ownExact.has(text)) return false;
        if (englishExact.has(text)) return true;
        return englishPatterns.some((p) => p.test(text)) && !ownPatterns.some((p) => p.test(text));
      });
    },
  };
}

/** Every visible text node of the page (and the options of its selects), trimmed. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (text === '' || parent === null) continue;
      const option = parent.closest('option');
      const shown =
        option !== null
          ? (option.parentElement?.closest('select')?.checkVisibility() ?? false)
          : parent.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      if (shown) texts.push(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (input.checkVisibility()) texts.push(input.placeholder.trim());
    }
    return texts;
  });
}
