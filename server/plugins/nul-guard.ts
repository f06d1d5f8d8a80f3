import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

export const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which no text field accepts';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a URL or a JSON body would surface as a
 * database error (a 500) deep inside whichever route received it. Refuse it at the door with a 400.
 * JSON keeps Fastify's own parser (with its prototype-poisoning protection) behind the check.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new AppError(400, 'bad_request', NUL_MESSAGE);
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (/\\u0000/i.test(body as string)) {
      done(new AppError(400, 'bad_request', NUL_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
