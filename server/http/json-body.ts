import type { FastifyInstance } from 'fastify';
import { isPrototypeKey } from '../../src/domain/prototype-keys';
import { HttpError } from './errors';

/**
 * Deepest nesting of arrays and objects a body may have. The deepest real body (dashboard
 * settings) stays under 10; far deeper input only exists to exhaust the stack of whatever
 * walks it next (validation, structuredClone, JSON.stringify on save).
 */
export const MAX_JSON_DEPTH = 64;
/** A UTF-16 code unit of a surrogate pair standing alone (only a JSON \u escape can produce one). */
const LONE_SURROGATE = /\p{Cs}/u;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

const malformed = (reason: string) => new HttpError(400, `body: ${reason}`, 'body');

/** Whether arrays and objects nest deeper than `max` (brackets inside strings do not count). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** The first thing no stored value may hold: a prototype key or text that is not valid Unicode. */
function findForbidden(value: unknown): string | null {
  if (typeof value === 'string')
    return LONE_SURROGATE.test(value) ? 'text with a lone surrogate (not valid Unicode)' : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findForbidden(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (isPrototypeKey(key)) return `the key "${key}" is not allowed`;
      if (LONE_SURROGATE.test(key)) return 'a key with a lone surrogate (not valid Unicode)';
      const found = findForbidden(item);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * JSON bodies through Fastify's own parser (which refuses `__proto__` and `constructor`
 * poisoning, options 'error'), except that an empty body reads as "no body": a POST with a JSON
 * content type and nothing to say (logout, register) is not an error. Before anything
 * reads it, a body must be valid UTF-8, nest at most MAX_JSON_DEPTH deep, and hold no
 * lone surrogate and no `__proto__`, `constructor` or `prototype` key anywhere: such input is refused
 * (400) rather than stored with replacement characters or left for a later walk to trip on.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = UTF8.decode(typeof body === 'string' ? Buffer.from(body, 'utf8') : body);
    } catch {
      done(malformed('not valid UTF-8'), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(malformed(`nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    void parseJson(request, text, (error, value: unknown) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const forbidden = findForbidden(value);
      if (forbidden !== null) done(malformed(forbidden), undefined);
      else done(null, value);
    });
  });
}
