import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createInvitationSchema,
  createdInvitationSchema,
  createTeamSchema,
  invitationListSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  memberParamsSchema,
  teamIdParamsSchema,
  teamListSchema,
  teamMemberListSchema,
  teamSchema,
  transferTeamSchema,
  updateMemberSchema,
  updateTeamSchema,
} from '../../../common/schemas/teams';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import type { TeamsService } from './teams.service';

export function teamsRoutes(app: FastifyInstance, { teams, sessions }: { teams: TeamsService; sessions: SessionManager }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(sessions);
  const params = teamIdParamsSchema;

  r.get('/api/teams', { preHandler, schema: { response: { 200: teamListSchema } } }, async (request) => ({ items: await teams.list(request.user!) }));
  r.post('/api/teams', { preHandler, schema: { body: createTeamSchema, response: { 201: teamSchema } } }, async (request, reply) =>
    reply.code(201).send(await teams.create(request.user!, request.body.name)),
  );
  r.get('/api/teams/:id', { preHandler, schema: { params, response: { 200: teamSchema } } }, (request) => teams.get(request.user!, request.params.id));
  r.patch('/api/teams/:id', { preHandler, schema: { params, body: updateTeamSchema, response: { 200: teamSchema } } }, (request) =>
    teams.rename(request.user!, request.params.id, request.body.name),
  );
  r.delete('/api/teams/:id', { preHandler, schema: { params } }, async (request, reply) => {
    await teams.remove(request.user!, request.params.id);
    return reply.code(204).send();
  });

  r.get('/api/teams/:id/members', { preHandler, schema: { params, response: { 200: teamMemberListSchema } } }, async (request) => ({
    items: await teams.members(request.user!, request.params.id),
  }));
  r.patch('/api/teams/:id/members/:userId', { preHandler, schema: { params: memberParamsSchema, body: updateMemberSchema } }, async (request, reply) => {
    await teams.changeRole(request.user!, request.params.id, request.params.userId, request.body.role);
    return reply.code(204).send();
  });
  r.delete('/api/teams/:id/members/:userId', { preHandler, schema: { params: memberParamsSchema } }, async (request, reply) => {
    await teams.removeMember(request.user!, request.params.id, request.params.userId);
    return reply.code(204).send();
  });
  r.post('/api/teams/:id/leave', { preHandler, schema: { params } }, async (request, reply) => {
    await teams.leave(request.user!, request.params.id);
    return reply.code(204).send();
  });
  r.post('/api/teams/:id/transfer', { preHandler, schema: { params, body: transferTeamSchema } }, async (request, reply) => {
    await teams.transfer(request.user!, request.params.id, request.body.userId);
    return reply.code(204).send();
  });

  r.post('/api/teams/:id/invitations', { preHandler, schema: { params, body: createInvitationSchema, response: { 201: createdInvitationSchema } } }, async (request, reply) =>
    reply.code(201).send(await teams.invite(request.user!, request.params.id, request.body.email, request.body.role)),
  );
  r.get('/api/teams/:id/invitations', { preHandler, schema: { params, response: { 200: invitationListSchema } } }, async (request) => ({
    items: await teams.invitations(request.user!, request.params.id),
  }));
  r.delete('/api/teams/:id/invitations/:invitationId', { preHandler, schema: { params: invitationParamsSchema } }, async (request, reply) => {
    await teams.revokeInvitation(request.user!, request.params.id, request.params.invitationId);
    return reply.code(204).send();
  });

  // the invitation link: who invites you to what, for anyone holding it; accepting needs the invited account
  r.get('/api/invitations/:token', { schema: { params: invitationTokenParamsSchema, response: { 200: invitationPreviewSchema } } }, (request) => teams.preview(request.params.token));
  r.post('/api/invitations/:token/accept', { preHandler, schema: { params: invitationTokenParamsSchema, response: { 200: teamSchema } } }, (request) =>
    teams.accept(request.user!, request.params.token),
  );
}
