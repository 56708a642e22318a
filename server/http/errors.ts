import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../src/protocol/api';

/** An error answered as is: status, message and (for 400) the offending field. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 naming the field: message "<field>: <reason>". */
export function badRequest(field: string, reason: string): HttpError {
  return new HttpError(400, `${field}: ${reason}`, field);
}

export function errorBody(statusCode: number, message: string, field?: string): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (field !== undefined) body.field = field;
  return body;
}

// Fastify's body-parsing failures, reported as a 400 on the body rather than the parser's wording.
const MALFORMED_BODY_CODES: ReadonlySet<string> = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/**
 * Every failure leaves as `{ statusCode, error, message, field? }`. Client errors keep
 * their message; unexpected errors are logged and answered without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.field));
    }
    if (MALFORMED_BODY_CODES.has(error.code) || error instanceof SyntaxError) {
      return reply.code(400).send(errorBody(400, 'body: malformed JSON', 'body'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Internal Server Error'));
  });
}
