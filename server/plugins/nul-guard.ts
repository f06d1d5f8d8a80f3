import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

export const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which no text field accepts';

/** half of a UTF-16 surrogate pair without its other half: JSON can write one ("\ud800"), UTF-8 cannot */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Lone surrogates in every string of a parsed JSON body, replaced by U+FFFD. A text column already stores
 * them so (the driver writes UTF-8), but PostgreSQL's json refuses the escape: a name that went on a
 * timeline (jsonb) was a 500. Keys are left alone: a strict schema refuses a key it does not know.
 */
function wellFormed(root: unknown): unknown {
  if (typeof root === 'string') return root.replace(LONE_SURROGATE, '\ufffd');
  // a walk without recursion: a body may nest arrays as deep as its megabyte allows
  const pending = [root];
  while (pending.length) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    const fields = node as Record<string, unknown>;
    for (const key of Object.keys(fields)) {
      const value = fields[key];
      if (typeof value === 'string') fields[key] = value.replace(LONE_SURROGATE, '\ufffd');
      else pending.push(value);
    }
  }
  return root;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a URL or a JSON body would surface as a
 * database error (a 500) deep inside whichever route received it. Refuse it at the door with a 400.
 * JSON keeps Fastify's own parser (with its prototype-poisoning protection) behind the check, and its
 * strings come out well-formed (above).
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
    // only an escape can bring a lone surrogate: UTF-8 decoding turns a broken one into U+FFFD already
    if (!/\\u[dD][89a-fA-F]/.test(body as string)) return parseJson(request, body as string, done);
    parseJson(request, body as string, (err, parsed) => (err ? done(err, undefined) : done(null, wellFormed(parsed))));
  });
}

/**
 * The same refusal for a body a route reads itself as it streams in (a multipart upload's fields), which
 * the hooks above cannot see: a 400 if any of `values` is text holding a NUL.
 */
export function refuseNul(...values: unknown[]): void {
  if (values.some((v) => typeof v === 'string' && v.includes('\u0000'))) throw new AppError(400, 'bad_request', NUL_MESSAGE);
}
