/** Liveness, readiness and the deployment stamp the client compares to detect a new release. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deploymentInfoSchema, type DeploymentInfo } from '../../../common/schemas/system';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';

export function systemRoutes(app: FastifyInstance, { database, buildInfo }: { database: Database; buildInfo: DeploymentInfo }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const status = z.object({ status: z.literal('ok') });

  r.get('/api/healthz', { schema: { response: { 200: status } } }, async () => ({ status: 'ok' as const }));

  r.get('/api/readyz', { schema: { response: { 200: status } } }, async (request) => {
    try {
      await database.ping();
    } catch (err) {
      request.log.warn({ err }, 'database did not answer');
      throw new AppError(503, 'internal_error', 'The database is not answering');
    }
    return { status: 'ok' as const };
  });

  r.get('/api/deployment-info', { schema: { response: { 200: deploymentInfoSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return buildInfo;
  });
}
