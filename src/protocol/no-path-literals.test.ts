/**
 * No module but the endpoint table writes an API path (issue 22): views and the hub call REST
 * by name, so a path typed anywhere else is a call the table does not know. Every string and
 * template literal of the product's code (src/ and workers/, tests aside) is read through the
 * TypeScript parser, comments and all other syntax left out, and a literal that reads as an API
 * path fails the test with its file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['src', 'workers'];
/** The table itself, and the API base every path of it starts with. */
const ALLOWED = new Set(['src/protocol/endpoints.ts', 'src/protocol/api.ts']);

/**
 * The first segments of the table's routes (`/api/businessProcess/…` gives businessProcess).
 * A path without the `/api` prefix reads as one when it goes on past that segment: a screen's
 * own route is one segment (`/settings`, `/wallboard`), an API path is never only that.
 */
const FIRST_SEGMENTS = [
  ...new Set(Object.values(ENDPOINTS).map((e) => e.route.split('/')[2] ?? '')),
].filter((segment) => segment !== '');
const API_PATH = new RegExp(`^/?(api(/|$)|(${FIRST_SEGMENTS.join('|')})/[^/\\s])`);

interface PathLiteral {
  line: number;
  text: string;
}

/** The literals of one source file that read as API paths (a template's holes read as `x`). */
function pathLiterals(fileName: string, source: string): PathLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: PathLiteral[] = [];
  const check = (node: ts.Node, text: string) => {
    if (API_PATH.test(text))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      check(node, node.text);
    else if (ts.isTemplateExpression(node))
      check(node, node.head.text + node.templateSpans.map((s) => `x${s.literal.text}`).join(''));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function productFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.(test|bench)\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

describe('API path literals', () => {
  it('are read in every spelling a call could use', () => {
    const source = [
      "const a = '/api/themes/all';",
      "const b = 'api/settings/' + id;",
      'const c = `/businessProcess/${id}/assignments`;',
      "const d = { path: '/supervisor/s1/health/thresholds' };",
      // a screen's route and a comment are no API paths: /api/interaction/all
      "navigate('/settings'); navigate('/wallboard');",
    ].join('\n');
    expect(pathLiterals('sample.ts', source)).toEqual([
      { line: 1, text: '/api/themes/all' },
      { line: 2, text: 'api/settings/' },
      { line: 3, text: '/businessProcess/x/assignments' },
      { line: 4, text: '/supervisor/s1/health/thresholds' },
    ]);
  });

  it('appear nowhere in the product but in the endpoint table', () => {
    const offenders = SCANNED.flatMap(productFiles)
      .map((path) => relative(ROOT, join(ROOT, path)).split('\\').join('/'))
      .filter((path) => !ALLOWED.has(path))
      .flatMap((path) =>
        pathLiterals(path, readFileSync(join(ROOT, path), 'utf8')).map(
          ({ line, text }) => `${path}:${line} ${text}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
