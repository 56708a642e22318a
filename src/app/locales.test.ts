import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../protocol/api';
import { diffLocale, flattenLocale, type LocaleTree } from './locale-diff';
import { NAMESPACES } from './i18n';

const LOCALES_DIR = join(import.meta.dirname, '../../locales');

function readLocale(language: string, file: string): LocaleTree {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as LocaleTree;
}

function files(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((f) => f.endsWith('.json'))
    .sort();
}

describe('locale files', () => {
  it('every namespace of the app has an English file', () => {
    expect(files('en')).toEqual(expect.arrayContaining(NAMESPACES.map((ns) => `${ns}.json`)));
  });

  it('English has no empty text', () => {
    for (const file of files('en')) {
      for (const [key, text] of flattenLocale(readLocale('en', file)))
        expect(text.trim(), `${file} ${key}`).not.toBe('');
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has the same namespaces as English`, () => {
      expect(files(language)).toEqual(files('en'));
    });

    it(`${language} translates every English key with the same placeholders and no extra keys`, () => {
      const problems = files('en').flatMap((file) =>
        diffLocale(readLocale('en', file), readLocale(language, file)).map((p) => `${file}: ${p}`),
      );
      expect(problems).toEqual([]);
    });
  }
});

describe('diffLocale', () => {
  const english: LocaleTree = { a: 'Hello {{name}}', b: { c: 'Bye' } };

  it('a missing key is reported', () => {
    expect(diffLocale(english, { a: 'Hola {{name}}' })).toEqual(['missing b.c']);
  });

  it('an empty translation is reported', () => {
    expect(diffLocale(english, { a: 'Hola {{name}}', b: { c: ' ' } })).toEqual(['empty b.c']);
  });

  it('a key English lacks is reported', () => {
    expect(diffLocale(english, { a: 'Hola {{name}}', b: { c: 'Adiós', d: 'x' } })).toEqual([
      'extra b.d',
    ]);
  });

  it('different placeholders are reported', () => {
    expect(diffLocale(english, { a: 'Hola {{nombre}}', b: { c: 'Adiós' } })).toEqual([
      'placeholders differ in a',
    ]);
  });

  it('a complete translation has no problems', () => {
    expect(diffLocale(english, { a: '{{name}}, hola', b: { c: 'Adiós' } })).toEqual([]);
  });
});
