import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { legalHelpQuerySchema, legalHelpResponseSchema } from '../../../common/schemas/legal-help';
import { stateRulesQuerySchema, stateRulesResponseSchema } from '../../../common/schemas/state-rules';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import type { StateRulesService } from './state-rules.service';

export function stateRulesRoutes(app: FastifyInstance, { stateRules, sessions }: { stateRules: StateRulesService; sessions: SessionManager }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(sessions);

  r.get('/api/state-rules', { preHandler, schema: { querystring: stateRulesQuerySchema, response: { 200: stateRulesResponseSchema } } }, (request) =>
    stateRules.rules(request.query),
  );

  r.get('/api/legal-help', { preHandler, schema: { querystring: legalHelpQuerySchema, response: { 200: legalHelpResponseSchema } } }, (request) =>
    stateRules.legalHelp(request.query.state),
  );
}
