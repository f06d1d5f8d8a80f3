import { createUIMessageStreamResponse } from 'ai';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationDetailSchema,
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationSchema,
  createConversationSchema,
  sendMessageSchema,
  updateConversationSchema,
} from '../../../common/schemas/chat';
import { limitAction } from '../../lib/action-limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import type { SessionManager } from '../../plugins/session';
import type { ChatService } from './chat.service';

/** a comment line this often keeps proxies from closing a stream while a slow model thinks */
const KEEP_ALIVE_MS = 15_000;

export function chatRoutes(app: FastifyInstance, { chat, sessions, roleIn, actions }: { chat: ChatService; sessions: SessionManager; roleIn: RoleIn; actions: RateLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireWorkspace(sessions, roleIn);
  const params = conversationIdParamsSchema;

  r.get('/api/conversations', { preHandler, schema: { querystring: conversationListQuerySchema, response: { 200: conversationListSchema } } }, (request) =>
    chat.list(request.user!, request.query),
  );

  r.post('/api/conversations', { preHandler, schema: { body: createConversationSchema, response: { 201: conversationSchema } } }, async (request, reply) =>
    reply.code(201).send(await chat.create(request.user!, request.body)),
  );

  r.get('/api/conversations/:id', { preHandler, schema: { params, response: { 200: conversationDetailSchema } } }, (request) =>
    chat.get(request.user!, request.params.id),
  );

  r.patch('/api/conversations/:id', { preHandler, schema: { params, body: updateConversationSchema, response: { 200: conversationSchema } } }, (request) =>
    chat.update(request.user!, request.params.id, request.body),
  );

  r.delete('/api/conversations/:id', { preHandler, schema: { params } }, async (request, reply) => {
    await chat.remove(request.user!, request.params.id);
    return reply.code(204).send();
  });

  const sendLimit = limitAction(actions, (request) => ('regenerate' in (request.body as object) ? 'regenerations' : 'messages'));
  r.post('/api/conversations/:id/messages', { preHandler: [preHandler, sendLimit], schema: { params, body: sendMessageSchema } }, async (request, reply) => {
    // the reader pressed Stop or went away: stop the model; the answer so far is kept as partial
    const stop = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stop.abort();
    });
    const stream = await chat.send(request.user!, request.params.id, request.body, { signal: stop.signal, log: request.log });
    return reply.send(createUIMessageStreamResponse({ stream, keepAliveMs: KEEP_ALIVE_MS }));
  });
}
