import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityListSchema, createMatterSchema, matterIdParamsSchema, matterListQuerySchema, matterListSchema, matterSchema, updateMatterSchema } from '../../../common/schemas/matters';
import type { SessionManager } from '../../plugins/session';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import type { MattersService } from './matters.service';

export function mattersRoutes(app: FastifyInstance, { matters, sessions, roleIn }: { matters: MattersService; sessions: SessionManager; roleIn: RoleIn }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireWorkspace(sessions, roleIn);
  const params = matterIdParamsSchema;

  r.get('/api/matters', { preHandler, schema: { querystring: matterListQuerySchema, response: { 200: matterListSchema } } }, (request) => matters.list(request.user!, request.query));
  r.post('/api/matters', { preHandler, schema: { body: createMatterSchema, response: { 201: matterSchema } } }, async (request, reply) =>
    reply.code(201).send(await matters.create(request.user!, request.body)),
  );
  r.get('/api/matters/:id', { preHandler, schema: { params, response: { 200: matterSchema } } }, (request) => matters.get(request.user!, request.params.id));
  r.patch('/api/matters/:id', { preHandler, schema: { params, body: updateMatterSchema, response: { 200: matterSchema } } }, (request) =>
    matters.update(request.user!, request.params.id, request.body),
  );
  r.delete('/api/matters/:id', { preHandler, schema: { params } }, async (request, reply) => {
    await matters.remove(request.user!, request.params.id);
    return reply.code(204).send();
  });
  r.get('/api/matters/:id/activity', { preHandler, schema: { params, response: { 200: activityListSchema } } }, (request) => matters.activity(request.user!, request.params.id));
}
