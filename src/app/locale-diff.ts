/** A locale file as parsed JSON: nested objects whose leaves are strings. */
export type LocaleTree = { [key: string]: string | LocaleTree };

/** Dotted key -> text of every leaf. */
export function flattenLocale(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenLocale(value, path)) out.set(k, v);
  }
  return out;
}

/** The `{{name}}` placeholders of a text, sorted and without duplicates. */
export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

/**
 * What is wrong with a translation compared with English: keys missing or empty, keys
 * English lacks, and texts whose placeholders differ.
 */
export function diffLocale(english: LocaleTree, other: LocaleTree): string[] {
  const en = flattenLocale(english);
  const tr = flattenLocale(other);
  const problems: string[] = [];
  for (const [key, text] of en) {
    const translated = tr.get(key);
    if (translated === undefined) problems.push(`missing ${key}`);
    else if (translated.trim() === '') problems.push(`empty ${key}`);
    else if (placeholders(text).join() !== placeholders(translated).join())
      problems.push(`placeholders differ in ${key}`);
  }
  for (const key of tr.keys()) if (!en.has(key)) problems.push(`extra ${key}`);
  return problems;
}
