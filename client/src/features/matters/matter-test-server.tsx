/** The matter page's routes as client tests meet them: a stand-in whose lists change as the page changes them. */
import { Route } from 'wouter';
import type { Deadline, Note, Task } from '@common/schemas/matters';
import { json, serve, type Sent } from '@/features/teams/test-server';
import { renderAt } from '@/test/render-at';
import MatterPage from './matter-page';
import { CATEGORIES, deadline, matter, note, task } from './test-fixtures';

export type Routes = Parameters<typeof serve>[0];

export const EVICTION = matter(5, 'Eviction notice', {
  ownerId: 4,
  clientName: 'Sam Lee',
  practiceArea: 'housing',
  description: 'Landlord wants us out by **1 April**.',
  tags: ['deposit'],
  priority: 'high',
});

export function serveMatter({ tasks = [] as Task[], deadlines = [] as Deadline[], notes = [] as Note[], activity = [] as object[] } = {}, more: Routes = {}) {
  let current = EVICTION;
  const list = <T,>(items: T[]) => () => json({ items });
  return serve({
    'GET /api/knowledge-base/categories': json(CATEGORIES),
    'GET /api/matters/5': () => json(current),
    'PATCH /api/matters/5': (body) => json((current = { ...current, ...(body as object), closedOn: (body as { status?: string }).status === 'closed' ? '2026-03-09' : null })),
    'DELETE /api/matters/5': new Response(null, { status: 204 }),
    'GET /api/matters/5/tasks': list(tasks),
    'POST /api/matters/5/tasks': (body) => {
      tasks.push(task(20, (body as Task).title, body as Partial<Task>));
      return json(tasks.at(-1), { status: 201 });
    },
    'PATCH /api/matters/5/tasks/11': (body) => {
      Object.assign(tasks[0]!, body);
      return json(tasks[0]);
    },
    'DELETE /api/matters/5/tasks/11': () => {
      tasks.splice(0, 1);
      return new Response(null, { status: 204 });
    },
    'GET /api/matters/5/deadlines': list(deadlines),
    'POST /api/matters/5/deadlines': (body) => json(deadline(30, 'x', '2026-01-01', body as Partial<Deadline>), { status: 201 }),
    'GET /api/matters/5/notes': list(notes),
    'POST /api/matters/5/notes': (body) => json(note(40, (body as Note).body), { status: 201 }),
    'PATCH /api/matters/5/notes/41': (body) => {
      Object.assign(notes.find((n) => n.id === 41)!, body, { updatedAt: '2026-03-03T09:00:00.000Z' });
      return json(notes[0]);
    },
    'GET /api/matters/5/activity': list(activity),
    ...more,
  });
}

export const renderMatter = (path = '/matters/5') =>
  renderAt(
    path,
    <Route path="/matters/:id">
      <MatterPage />
    </Route>,
  );

export const changes = (sent: Sent[]) => sent.filter((s) => s.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

