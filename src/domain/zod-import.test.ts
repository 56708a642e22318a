import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** The one module that may import zod's values, and a bench's Node-only stand-in for it. */
const ALLOWED = new Set(['src/domain/zod.ts', 'workers/hub/ingest.bench-setup.ts']);

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/** `import … from 'zod'` that brings values, not only types. */
const VALUE_IMPORT = /^import\s+(?!type\s)[^;]*?from\s+['"]zod(\/[^'"]*)?['"]/m;

describe('zod in the page and the workers', () => {
  it('comes only through src/domain/zod.ts, which switches off the eval probe the CSP blocks', () => {
    const offenders = [...sources('src'), ...sources('workers')]
      .map((path) => relative(ROOT, join(ROOT, path)))
      .filter((path) => !ALLOWED.has(path))
      .filter((path) => VALUE_IMPORT.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the rule sees a value import, and lets a type-only one pass', () => {
    expect(VALUE_IMPORT.test("import { z } from 'zod';")).toBe(true);
    expect(VALUE_IMPORT.test("import * as z from 'zod/v4';")).toBe(true);
    expect(VALUE_IMPORT.test("import type { ZodType } from 'zod';")).toBe(false);
  });
});
