import { addressKey } from '../../lib/client-address';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentIdParamsSchema } from '../../../common/schemas/documents';
import {
  createdShareLinkSchema,
  newShareLinkSchema,
  openSharedSchema,
  shareLinkListSchema,
  shareLinkParamsSchema,
  sharedCommentParamsSchema,
  sharedDocumentSchema,
  sharedReplySchema,
  sharedThreadSchema,
  shareTokenParamsSchema,
  SHARE_GRANT_HEADER,
} from '../../../common/schemas/sharing';
import type { SessionManager } from '../../plugins/session';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import type { SharingService } from './sharing.service';

/** what a shared link's page and its API answers are never: indexed, framed, or told where the visitor came from */
const PUBLIC_PATH = /^\/(s|api\/shared)\//;

export function sharingRoutes(app: FastifyInstance, { sharing, sessions, roleIn }: { sharing: SharingService; sessions: SessionManager; roleIn: RoleIn }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireWorkspace(sessions, roleIn);

  app.addHook('onSend', async (request, reply) => {
    if (!PUBLIC_PATH.test(request.url)) return;
    reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer').header('X-Frame-Options', 'DENY');
  });

  r.get('/api/documents/:id/share-links', { preHandler, schema: { params: documentIdParamsSchema, response: { 200: shareLinkListSchema } } }, async (request) => ({
    items: await sharing.list(request.user!, request.params.id),
  }));
  r.post('/api/documents/:id/share-links', { preHandler, schema: { params: documentIdParamsSchema, body: newShareLinkSchema, response: { 201: createdShareLinkSchema } } }, async (request, reply) =>
    reply.code(201).send(await sharing.create(request.user!, request.params.id, request.body, { protocol: request.protocol, host: request.host })),
  );
  r.delete('/api/documents/:id/share-links/:linkId', { preHandler, schema: { params: shareLinkParamsSchema } }, async (request, reply) => {
    await sharing.revoke(request.user!, request.params.id, request.params.linkId);
    return reply.code(204).send();
  });

  // a link's visitor: no session needed
  r.get('/api/shared/:token', { schema: { params: shareTokenParamsSchema, response: { 200: sharedDocumentSchema } } }, (request) => {
    const grant = request.headers[SHARE_GRANT_HEADER.toLowerCase()];
    return sharing.view(request.params.token, typeof grant === 'string' && grant.length <= 200 ? grant : undefined);
  });
  r.post('/api/shared/:token/open', { schema: { params: shareTokenParamsSchema, body: openSharedSchema, response: { 200: sharedDocumentSchema } } }, (request) =>
    sharing.open(request.params.token, request.body.password, addressKey(request.ip)),
  );
  r.post('/api/shared/:token/comments', { schema: { params: shareTokenParamsSchema, body: sharedThreadSchema, response: { 201: sharedDocumentSchema } } }, async (request, reply) =>
    reply.code(201).send(await sharing.comment(request.params.token, request.body, addressKey(request.ip))),
  );
  r.post('/api/shared/:token/comments/:commentId/replies', { schema: { params: sharedCommentParamsSchema, body: sharedReplySchema, response: { 201: sharedDocumentSchema } } }, async (request, reply) =>
    reply.code(201).send(await sharing.reply(request.params.token, request.params.commentId, request.body, addressKey(request.ip))),
  );
}
