import type { z } from 'zod';

/**
 * Characters a name may not hold: C0 and C1 controls (tabs and line breaks included: a name
 * is one line) and the bidirectional marks, embeddings, overrides and isolates that make a
 * name read differently from what it is ("Invoice\u202Efdp.exe").
 */
export const NAME_FORBIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
export const NAME_FORBIDDEN_MESSAGE =
  'must not contain control or bidirectional-override characters';

/** A user-given name (contact, theme, wallboard, profile): refused with 400 when it holds such a character. */
export function plainName<T extends z.ZodString>(schema: T): T {
  return schema.refine((value) => !NAME_FORBIDDEN_CHARACTERS.test(value), NAME_FORBIDDEN_MESSAGE);
}
