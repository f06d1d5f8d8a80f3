/**
 * `POST /api/demo/analysis`: the document analysis on pasted text for anyone, signed in or not (the
 * /demo-context-analysis page and the onboarding demo). Nothing is stored; each address may run a
 * limited number an hour, and only text up to DEMO_TEXT_MAX_BYTES.
 */
import { addressKey } from '../../lib/client-address';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEMO_ANALYSES_PER_HOUR, DEMO_TEXT_MAX_BYTES, demoAnalysisRequestSchema, demoAnalysisSchema } from '../../../common/schemas/demo';
import type { AnalysisPool } from '../../analysis/pool';
import { AppError } from '../../lib/app-error';
import { tooManyRequests, waitInWords, type RateLimiter } from '../../lib/rate-limiter';

export const DEMO_WINDOW_MS = 60 * 60 * 1000;

export function demoRoutes(app: FastifyInstance, { pool, limiter }: { pool: AnalysisPool; limiter: RateLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/demo/analysis', { schema: { body: demoAnalysisRequestSchema, response: { 200: demoAnalysisSchema } } }, async (request) => {
    const { text } = request.body;
    if (!text.trim()) throw new AppError(400, 'validation_error', 'Paste the text of a document to analyse, or load the sample contract.');
    if (Buffer.byteLength(text) > DEMO_TEXT_MAX_BYTES) {
      throw new AppError(413, 'payload_too_large', `The text is longer than ${DEMO_TEXT_MAX_BYTES / 1024} KB. Paste a shorter document, or create an account to upload files up to 10 MB.`);
    }
    const decision = await limiter.take(addressKey(request.ip), [{ limit: DEMO_ANALYSES_PER_HOUR, windowMs: DEMO_WINDOW_MS }]);
    if (!decision.ok) {
      throw tooManyRequests(
        decision.retryAfterMs,
        `You have run ${DEMO_ANALYSES_PER_HOUR} demo analyses in the last hour. Please try again in ${waitInWords(decision.retryAfterMs)}, or create a free account to analyse your own documents.`,
      );
    }
    const extracted = await pool.extract({ kind: 'txt', bytes: new TextEncoder().encode(text) });
    if (!extracted.ok) throw new AppError(422, 'validation_error', extracted.reason);
    return { text: extracted.text, pages: extracted.pages, analysis: await pool.analyze(extracted.text) };
  });
}
