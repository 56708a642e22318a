import { z } from 'zod';
import { badRequest } from './errors';

export type InputPart = 'body' | 'query' | 'params';

/**
 * Parses one part of a request with `schema`; on failure throws a 400 naming the first
 * offending field ("username: Invalid input: expected string, received undefined"),
 * or the part itself when the whole value is wrong.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: InputPart,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  throw badRequest(field, issue?.message ?? 'invalid input');
}

/** The body of a call that takes none: absent, null or `{}`. Anything else is refused rather than ignored. */
export const noBody = z.union([z.undefined(), z.null(), z.strictObject({})]);
