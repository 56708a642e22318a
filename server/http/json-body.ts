import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies through Fastify's own parser (which refuses `__proto__` and `constructor`
 * poisoning), except that an empty body reads as "no body": a POST with a JSON
 * content type and nothing to say (logout, register) is not an error.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
