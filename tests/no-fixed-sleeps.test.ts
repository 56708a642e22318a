/**
 * Journeys wait for what they need, never for a fixed time (house rules; issue 22): a sleep
 * is too short on a busy machine and too long on a quiet one. A sleep that truly must stay
 * says why on its own line with `fixed-sleep-ok: <reason>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = join(__dirname, '..', 'e2e');
const SLEEP = /waitForTimeout\(|setTimeout\(\s*r/;
const EXCUSED = /fixed-sleep-ok:\s*\S/;

/** `file:line: text` of each fixed sleep in `source` whose line gives no reason to stay. */
function fixedSleeps(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) =>
      SLEEP.test(line) && !EXCUSED.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('fixed sleeps in journeys', () => {
  it('finds a sleep, in either form, unless its line says why it stays', () => {
    const source = [
      'await page.waitForTimeout(500);',
      'await new Promise((resolve) => setTimeout(resolve, 2_000));',
      'await page.waitForTimeout(100); // fixed-sleep-ok: the browser offers no signal',
      'await page.waitForTimeout(100); // fixed-sleep-ok:',
      'await expect(page.getByText("Connected")).toBeVisible();',
    ].join('\n');
    expect(fixedSleeps('x.spec.ts', source)).toEqual([
      'x.spec.ts:1: await page.waitForTimeout(500);',
      'x.spec.ts:2: await new Promise((resolve) => setTimeout(resolve, 2_000));',
      'x.spec.ts:4: await page.waitForTimeout(100); // fixed-sleep-ok:',
    ]);
  });

  it('none in e2e/ (journeys and their support)', () => {
    const found = typeScriptFiles(E2E).flatMap((path) =>
      fixedSleeps(relative(E2E, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
