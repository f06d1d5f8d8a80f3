import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentIdParamsSchema } from '../../../common/schemas/documents';
import {
  acceptedDocumentInvitationSchema,
  changeShareRoleSchema,
  documentInvitationParamsSchema,
  documentInvitationPreviewSchema,
  documentInvitationTokenParamsSchema,
  documentPeopleSchema,
  personShareParamsSchema,
  sharedWithMeListSchema,
  sharedWithMeQuerySchema,
  sharedWithPersonSchema,
  shareWithSchema,
} from '../../../common/schemas/people-sharing';
import { limitRequests, type RateLimiter } from '../../lib/rate-limiter';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import type { PeopleService } from './people.service';

/** shares and invitations one person makes in an hour: each may send a mail */
export const SHARES_PER_HOUR = 100;

export function peopleRoutes(app: FastifyInstance, { people, sessions, roleIn, limiter }: { people: PeopleService; sessions: SessionManager; roleIn: RoleIn; limiter: RateLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireWorkspace(sessions, roleIn);
  const signedIn = requireUser(sessions);
  const perHour = limitRequests(limiter, {
    keyOf: (request) => (request.user ? `${request.user.id}` : undefined),
    windows: () => [{ limit: SHARES_PER_HOUR, windowMs: 60 * 60_000 }],
    message: (wait) => `You have shared with ${SHARES_PER_HOUR} people in the last hour, the most at once. Try again in ${wait}.`,
  });

  r.get('/api/documents/:id/people', { preHandler, schema: { params: documentIdParamsSchema, response: { 200: documentPeopleSchema } } }, (request) => people.list(request.user!, request.params.id));
  r.post('/api/documents/:id/people', { preHandler: [preHandler, perHour], schema: { params: documentIdParamsSchema, body: shareWithSchema, response: { 201: sharedWithPersonSchema } } }, async (request, reply) =>
    reply.code(201).send(await people.share(request.user!, request.params.id, request.body)),
  );
  r.patch('/api/documents/:id/people/:shareId', { preHandler, schema: { params: personShareParamsSchema, body: changeShareRoleSchema, response: { 200: documentPeopleSchema } } }, (request) =>
    people.changeRole(request.user!, request.params.id, request.params.shareId, request.body.role),
  );
  r.delete('/api/documents/:id/people/:shareId', { preHandler, schema: { params: personShareParamsSchema } }, async (request, reply) => {
    await people.unshare(request.user!, request.params.id, request.params.shareId);
    return reply.code(204).send();
  });
  r.delete('/api/documents/:id/invitations/:invitationId', { preHandler, schema: { params: documentInvitationParamsSchema } }, async (request, reply) => {
    await people.revokeInvitation(request.user!, request.params.id, request.params.invitationId);
    return reply.code(204).send();
  });

  // the invitation link: who shares what with whom, for anyone holding it; accepting needs the invited account
  r.get('/api/document-invitations/:token', { schema: { params: documentInvitationTokenParamsSchema, response: { 200: documentInvitationPreviewSchema } } }, (request) =>
    people.preview(request.params.token),
  );
  r.post('/api/document-invitations/:token/accept', { preHandler: signedIn, schema: { params: documentInvitationTokenParamsSchema, response: { 200: acceptedDocumentInvitationSchema } } }, (request) =>
    people.accept(request.user!, request.params.token),
  );

  // a person's own: shared with them whichever workspace is active
  r.get('/api/shared-with-me', { preHandler: signedIn, schema: { querystring: sharedWithMeQuerySchema, response: { 200: sharedWithMeListSchema } } }, (request) =>
    people.sharedWithMe(request.user!, request.query.cursor),
  );
  r.delete('/api/shared-with-me/:id', { preHandler: signedIn, schema: { params: documentIdParamsSchema } }, async (request, reply) => {
    await people.leave(request.user!, request.params.id);
    return reply.code(204).send();
  });
}
