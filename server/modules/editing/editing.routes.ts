import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentIdParamsSchema, uploadAcceptedSchema } from '../../../common/schemas/documents';
import {
  commentParamsSchema,
  compareQuerySchema,
  comparisonSchema,
  editableCopySchema,
  editorDocumentSchema,
  exportVersionQuerySchema,
  newThreadSchema,
  replyInputSchema,
  restoreVersionSchema,
  saveContentSchema,
  savedSchema,
  threadListSchema,
  threadSchema,
  updateCommentSchema,
  versionListSchema,
  versionParamsSchema,
  versionSchema,
} from '../../../common/schemas/editing';
import { limitAction } from '../../lib/action-limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { SessionManager } from '../../plugins/session';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import { contentDisposition } from '../documents/documents.presenter';
import type { CommentsService } from './comments.service';
import type { EditingService } from './editing.service';

/** a saved document is ProseMirror JSON: a 50-page contract with tables is about 1 MB of it */
const CONTENT_BODY_LIMIT = 8 * 1024 * 1024;

export function editingRoutes(
  app: FastifyInstance,
  { editing, comments, sessions, roleIn, actions }: { editing: EditingService; comments: CommentsService; sessions: SessionManager; roleIn: RoleIn; actions: RateLimiter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireWorkspace(sessions, roleIn);
  const params = documentIdParamsSchema;

  r.get('/api/documents/:id/editor', { preHandler, schema: { params, response: { 200: editorDocumentSchema } } }, (request) => editing.open(request.user!, request.params.id));
  r.put('/api/documents/:id/content', { preHandler, bodyLimit: CONTENT_BODY_LIMIT, schema: { params, body: saveContentSchema, response: { 200: savedSchema } } }, (request) =>
    editing.save(request.user!, request.params.id, request.body),
  );
  r.get('/api/documents/:id/versions', { preHandler, schema: { params, response: { 200: versionListSchema } } }, async (request) => ({ items: await editing.versions(request.user!, request.params.id) }));
  r.get('/api/documents/:id/versions/:number', { preHandler, schema: { params: versionParamsSchema, response: { 200: versionSchema } } }, (request) =>
    editing.version(request.user!, request.params.id, request.params.number),
  );
  r.post('/api/documents/:id/versions/:number/restore', { preHandler, schema: { params: versionParamsSchema, body: restoreVersionSchema, response: { 200: savedSchema.extend({ content: versionSchema.shape.content }) } } }, (request) =>
    editing.restore(request.user!, request.params.id, request.params.number, request.body.baseRevision),
  );
  r.get('/api/documents/:id/compare', { preHandler, schema: { params, querystring: compareQuerySchema, response: { 200: comparisonSchema } } }, (request) =>
    editing.compare(request.user!, request.params.id, request.query.from, request.query.to),
  );
  r.get('/api/documents/:id/export', { preHandler, schema: { params, querystring: exportVersionQuerySchema } }, async (request, reply) => {
    const file = await editing.export(request.user!, request.params.id, request.query.format, request.query.version);
    return reply.header('Content-Type', file.mediaType).header('Content-Disposition', contentDisposition(file.fileName)).header('Cache-Control', 'private, no-store').send(file.bytes);
  });
  r.post('/api/documents/:id/analyse-version', { preHandler: [preHandler, limitAction(actions, 'reanalyses')], schema: { params, response: { 202: uploadAcceptedSchema } } }, async (request, reply) =>
    reply.code(202).send(await editing.analyse(request.user!, request.params.id)),
  );
  r.post('/api/documents/:id/editable-copy', { preHandler, schema: { params, response: { 201: editableCopySchema } } }, async (request, reply) =>
    reply.code(201).send(await editing.editableCopy(request.user!, request.params.id)),
  );

  r.get('/api/documents/:id/comments', { preHandler, schema: { params, response: { 200: threadListSchema } } }, (request) => comments.list(request.user!, request.params.id));
  r.post('/api/documents/:id/comments', { preHandler, schema: { params, body: newThreadSchema, response: { 201: threadSchema } } }, async (request, reply) =>
    reply.code(201).send(await comments.start(request.user!, request.params.id, request.body)),
  );
  r.post('/api/documents/:id/comments/:commentId/replies', { preHandler, schema: { params: commentParamsSchema, body: replyInputSchema, response: { 201: threadSchema } } }, async (request, reply) =>
    reply.code(201).send(await comments.reply(request.user!, request.params.id, request.params.commentId, request.body.body)),
  );
  r.patch('/api/documents/:id/comments/:commentId', { preHandler, schema: { params: commentParamsSchema, body: updateCommentSchema, response: { 200: threadSchema } } }, (request) =>
    comments.update(request.user!, request.params.id, request.params.commentId, request.body),
  );
  r.delete('/api/documents/:id/comments/:commentId', { preHandler, schema: { params: commentParamsSchema } }, async (request, reply) => {
    await comments.remove(request.user!, request.params.id, request.params.commentId);
    return reply.code(204).send();
  });
}
