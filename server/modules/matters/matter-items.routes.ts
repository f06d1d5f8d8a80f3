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
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import type { CalendarFeedsService } from './calendar-feeds.service';
import type { MatterItemsService } from './matter-items.service';

interface Deps {
  items: MatterItemsService;
  calendars: CalendarFeedsService;
  sessions: SessionManager;
  roleIn: RoleIn;
}

const ICS = 'text/calendar; charset=utf-8';
const feedSchema = z.object({ active: z.boolean(), url: z.string().nullable() });

export function matterItemsRoutes(app: FastifyInstance, { items, calendars, sessions, roleIn }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireWorkspace(sessions, roleIn);
  const params = matterIdParamsSchema;

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
    items: await items.deadlinesBetween(request.user!, request.query.from, request.query.to, request.query.done),
  }));
  r.get('/api/matters/:id/calendar.ics', { preHandler, schema: { params } }, async (request, reply) => {
    const { fileName, ics } = await calendars.ofMatter(request.user!, request.params.id);
    return reply.header('Content-Type', ICS).header('Content-Disposition', `attachment; filename="${fileName}"`).header('Cache-Control', 'private, no-store').send(ics);
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
  r.get('/api/calendar-feed', { preHandler: signedIn, schema: { response: { 200: feedSchema } } }, async (request) => ({ active: await calendars.isActive(request.user!), url: null }));
  r.post('/api/calendar-feed', { preHandler: signedIn, schema: { response: { 201: feedSchema } } }, async (request, reply) => {
    return reply.code(201).send({ active: true, url: await calendars.renew(request.user!) });
  });
  r.delete('/api/calendar-feed', { preHandler: signedIn }, async (request, reply) => {
    await calendars.turnOff(request.user!);
    return reply.code(204).send();
  });
  r.get('/api/calendar/:file', { schema: { params: z.object({ file: z.string().regex(/^[\w-]{20,100}\.ics$/, 'This calendar link is not valid') }) } }, async (request, reply) => {
    const ics = await calendars.feed(request.params.file.slice(0, -'.ics'.length));
    return reply.header('Content-Type', ICS).header('Cache-Control', 'private, no-store').send(ics);
  });
}
