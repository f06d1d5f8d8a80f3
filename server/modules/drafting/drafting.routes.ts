import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerSetInputSchema,
  answerSetListSchema,
  answerSetSchema,
  createDraftSchema,
  draftIdParamsSchema,
  draftListSchema,
  draftSchema,
  exportQuerySchema,
  generatedSchema,
  knownPartyListSchema,
  rewordInputSchema,
  sectionParamsSchema,
  sectionSuggestionsSchema,
  suggestionsInputSchema,
  templateListSchema,
  templateParamsSchema,
  templateSchema,
  updateDraftSchema,
} from '../../../common/schemas/drafting';
import { limitAction } from '../../lib/action-limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import { contentDisposition } from '../documents/documents.presenter';
import type { DraftingService } from './drafting.service';

export function draftingRoutes(app: FastifyInstance, { drafting, sessions, roleIn, actions }: { drafting: DraftingService; sessions: SessionManager; roleIn: RoleIn; actions: RateLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(sessions);
  const preHandler = requireWorkspace(sessions, roleIn);
  const params = draftIdParamsSchema;

  r.get('/api/templates', { preHandler: signedIn, schema: { response: { 200: templateListSchema } } }, () => drafting.templates());
  r.get('/api/templates/:templateId', { preHandler: signedIn, schema: { params: templateParamsSchema, response: { 200: templateSchema } } }, (request) => drafting.template(request.params.templateId));

  r.get('/api/drafts', { preHandler, schema: { response: { 200: draftListSchema } } }, (request) => drafting.list(request.user!));
  r.post('/api/drafts', { preHandler, schema: { body: createDraftSchema, response: { 201: draftSchema } } }, async (request, reply) => reply.code(201).send(await drafting.create(request.user!, request.body)));
  r.get('/api/drafts/:id', { preHandler, schema: { params, response: { 200: draftSchema } } }, (request) => drafting.get(request.user!, request.params.id));
  r.patch('/api/drafts/:id', { preHandler, schema: { params, body: updateDraftSchema, response: { 200: draftSchema } } }, (request) => drafting.update(request.user!, request.params.id, request.body));
  r.delete('/api/drafts/:id', { preHandler, schema: { params } }, async (request, reply) => {
    await drafting.remove(request.user!, request.params.id);
    return reply.code(204).send();
  });
  r.post('/api/drafts/:id/generate', { preHandler: [preHandler, limitAction(actions, 'reanalyses')], schema: { params, response: { 201: generatedSchema } } }, async (request, reply) =>
    reply.code(201).send(await drafting.generate(request.user!, request.params.id)),
  );
  r.get('/api/drafts/:id/export', { preHandler, schema: { params, querystring: exportQuerySchema } }, async (request, reply) => {
    const file = await drafting.export(request.user!, request.params.id, request.query.format);
    return reply.header('Content-Type', file.mediaType).header('Content-Disposition', contentDisposition(file.fileName)).header('Cache-Control', 'private, no-store').send(file.bytes);
  });

  r.post('/api/drafts/:id/sections/:section/suggestions', { preHandler: [preHandler, limitAction(actions, 'regenerations')], schema: { params: sectionParamsSchema, body: suggestionsInputSchema, response: { 200: sectionSuggestionsSchema } } }, (request) =>
    drafting.suggestions(request.user!, request.params.id, request.params.section, request.body.instruction),
  );
  r.put('/api/drafts/:id/sections/:section', { preHandler, schema: { params: sectionParamsSchema, body: rewordInputSchema, response: { 200: draftSchema } } }, (request) =>
    drafting.reword(request.user!, request.params.id, request.params.section, request.body),
  );
  r.delete('/api/drafts/:id/sections/:section', { preHandler, schema: { params: sectionParamsSchema, response: { 200: draftSchema } } }, (request) =>
    drafting.resetSection(request.user!, request.params.id, request.params.section),
  );

  r.get('/api/known-parties', { preHandler, schema: { response: { 200: knownPartyListSchema } } }, (request) => drafting.knownParties(request.user!));

  const setParams = z.object({ id: draftIdParamsSchema.shape.id });
  r.get('/api/answer-sets', { preHandler, schema: { response: { 200: answerSetListSchema } } }, (request) => drafting.answerSets(request.user!));
  r.post('/api/answer-sets', { preHandler, schema: { body: answerSetInputSchema, response: { 201: answerSetSchema } } }, async (request, reply) => reply.code(201).send(await drafting.saveAnswerSet(request.user!, request.body)));
  r.put('/api/answer-sets/:id', { preHandler, schema: { params: setParams, body: answerSetInputSchema, response: { 200: answerSetSchema } } }, (request) => drafting.updateAnswerSet(request.user!, request.params.id, request.body));
  r.delete('/api/answer-sets/:id', { preHandler, schema: { params: setParams } }, async (request, reply) => {
    await drafting.removeAnswerSet(request.user!, request.params.id);
    return reply.code(204).send();
  });
}
