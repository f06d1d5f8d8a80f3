import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usageSchema } from '../../../common/schemas/usage';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import type { UsageService } from './usage.service';

export function usageRoutes(app: FastifyInstance, { usage, sessions }: { usage: UsageService; sessions: SessionManager }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/usage',
    { preHandler: requireUser(sessions), schema: { response: { 200: usageSchema } } },
    async (request) => usage.getUsage(request.user!),
  );
}
