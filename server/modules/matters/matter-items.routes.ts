import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDeadlineSchema,
  createNoteSchema,
  createTaskSchema,
  deadlineListSchema,
  deadlineParamsSchema,
  deadlineRangeQuerySchema,
  deadlineSchema,
  matterIdParamsSchema,
  myTaskListSchema,
  myTasksQuerySchema,
  noteListSchema,
  noteParamsSchema,
  noteSchema,
  taskListSchema,
  taskParamsSchema,
  taskSchema,
  upcomingDeadlineListSchema,
  updateDeadlineSchema,
  updateNoteSchema,
  updateTaskSchema,
} from '../../../common/schemas/matters';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import { deadlinesCalendar } from './calendar';
import type { CalendarFeedsRepository } from './matter-items.repository';
import type { MatterItemsService } from './matter-items.service';

interface Deps {
  items: MatterItemsService;
  feeds: CalendarFeedsRepository;
  sessions: SessionManager;
  roleIn: RoleIn;
  appUrl: string;
  now: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const FEED_PAST_DAYS = 30;
const feedSchema = z.object({ active: z.boolean(), url: z.string().nullable() });

export function matterItemsRoutes(app: FastifyInstance, { items, feeds, sessions, roleIn, appUrl, now }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireWorkspace(sessions, roleIn);
  const params = matterIdParamsSchema;
  const host = new URL(appUrl).host;
  const calendar = (name: string, deadlines: Parameters<typeof deadlinesCalendar>[1]) => deadlinesCalendar(name, deadlines, { appUrl, host, stamp: now() });

  // tasks
  r.get('/api/matters/:id/tasks', { preHandler, schema: { params, response: { 200: taskListSchema } } }, async (request) => ({ items: await items.tasks(request.user!, request.params.id) }));
  r.post('/api/matters/:id/tasks', { preHandler, schema: { params, body: createTaskSchema, response: { 201: taskSchema } } }, async (request, reply) =>
    reply.code(201).send(await items.addTask(request.user!, request.params.id, request.body)),
  );
  r.patch('/api/matters/:id/tasks/:taskId', { preHandler, schema: { params: taskParamsSchema, body: updateTaskSchema, response: { 200: taskSchema } } }, (request) =>
    items.updateTask(request.user!, request.params.id, request.params.taskId, request.body),
  );
  r.delete('/api/matters/:id/tasks/:taskId', { preHandler, schema: { params: taskParamsSchema } }, async (request, reply) => {
    await items.removeTask(request.user!, request.params.id, request.params.taskId);
    return reply.code(204).send();
  });
  r.get('/api/tasks', { preHandler, schema: { querystring: myTasksQuerySchema, response: { 200: myTaskListSchema } } }, async (request) => ({ items: await items.myOpenTasks(request.user!) }));

  // deadlines
  r.get('/api/matters/:id/deadlines', { preHandler, schema: { params, response: { 200: deadlineListSchema } } }, async (request) => ({ items: await items.deadlines(request.user!, request.params.id) }));
  r.post('/api/matters/:id/deadlines', { preHandler, schema: { params, body: createDeadlineSchema, response: { 201: deadlineSchema } } }, async (request, reply) =>
    reply.code(201).send(await items.addDeadline(request.user!, request.params.id, request.body)),
  );
  r.patch('/api/matters/:id/deadlines/:deadlineId', { preHandler, schema: { params: deadlineParamsSchema, body: updateDeadlineSchema, response: { 200: deadlineSchema } } }, (request) =>
    items.updateDeadline(request.user!, request.params.id, request.params.deadlineId, request.body),
  );
  r.delete('/api/matters/:id/deadlines/:deadlineId', { preHandler, schema: { params: deadlineParamsSchema } }, async (request, reply) => {
    await items.removeDeadline(request.user!, request.params.id, request.params.deadlineId);
    return reply.code(204).send();
  });
  r.get('/api/deadlines', { preHandler, schema: { querystring: deadlineRangeQuerySchema, response: { 200: upcomingDeadlineListSchema } } }, async (request) => ({
    items: await items.deadlinesBetween(request.user!, request.query.from, request.query.to),
  }));
  r.get('/api/matters/:id/calendar.ics', { preHandler, schema: { params } }, async (request, reply) => {
    const matter = await items.matter(request.user!, request.params.id);
    const deadlines = (await items.deadlines(request.user!, matter.id)).map((d) => ({ ...d, matterNumber: matter.number, matterTitle: matter.title }));
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${matter.number}.ics"`)
      .header('Cache-Control', 'private, no-store')
      .send(calendar(`${matter.number} ${matter.title}`, deadlines));
  });

  // notes
  r.get('/api/matters/:id/notes', { preHandler, schema: { params, response: { 200: noteListSchema } } }, async (request) => ({ items: await items.notes(request.user!, request.params.id) }));
  r.post('/api/matters/:id/notes', { preHandler, schema: { params, body: createNoteSchema, response: { 201: noteSchema } } }, async (request, reply) =>
    reply.code(201).send(await items.addNote(request.user!, request.params.id, request.body.body)),
  );
  r.patch('/api/matters/:id/notes/:noteId', { preHandler, schema: { params: noteParamsSchema, body: updateNoteSchema, response: { 200: noteSchema } } }, (request) =>
    items.updateNote(request.user!, request.params.id, request.params.noteId, request.body.body),
  );
  r.delete('/api/matters/:id/notes/:noteId', { preHandler, schema: { params: noteParamsSchema } }, async (request, reply) => {
    await items.removeNote(request.user!, request.params.id, request.params.noteId);
    return reply.code(204).send();
  });

  // the private calendar feed: a secret link to every deadline the user can see, revocable
  const signedIn = requireUser(sessions);
  r.get('/api/calendar-feed', { preHandler: signedIn, schema: { response: { 200: feedSchema } } }, async (request) => ({ active: await feeds.exists(request.user!.id), url: null }));
  r.post('/api/calendar-feed', { preHandler: signedIn, schema: { response: { 201: feedSchema } } }, async (request, reply) => {
    const token = randomBytes(32).toString('base64url');
    await feeds.setToken(request.user!.id, hashToken(token), now());
    return reply.code(201).send({ active: true, url: `${appUrl}/api/calendar/${token}.ics` });
  });
  r.delete('/api/calendar-feed', { preHandler: signedIn }, async (request, reply) => {
    await feeds.revoke(request.user!.id);
    return reply.code(204).send();
  });
  r.get('/api/calendar/:file', { schema: { params: z.object({ file: z.string().regex(/^[\w-]{20,100}\.ics$/, 'This calendar link is not valid') }) } }, async (request, reply) => {
    const user = await feeds.userOf(hashToken(request.params.file.slice(0, -'.ics'.length)));
    if (!user) throw new AppError(404, 'not_found', 'This calendar link is not valid or was turned off.');
    const from = new Date(now().getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const deadlines = (await feeds.deadlinesOf(user.id, from)).map(({ deadline, matter }) => ({ ...items.toDeadline(deadline), matterNumber: matter.number, matterTitle: matter.title }));
    return reply.header('Content-Type', 'text/calendar; charset=utf-8').header('Cache-Control', 'private, no-store').send(calendar(`Counsel deadlines (${user.username})`, deadlines));
  });
}
