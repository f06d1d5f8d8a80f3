import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deadline, Matter, MatterListItem, Note, Task } from '../../../common/schemas/matters';
import type { Team } from '../../../common/schemas/teams';
import { teamMembers } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { MATTER_MESSAGES } from './matters.service';

let t: TestApp;
let ann: TestClient, ben: TestClient, cat: TestClient;
const ids: Record<string, number> = {};
let matter: Matter;

const post = async <T>(c: TestClient, url: string, body: object) => {
  const res = await c.request('POST', url, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
};

/** the events of an iCalendar file, read back with a real parser */
function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((e) => {
    const event = new ICAL.Event(e);
    const alarm = e.getFirstSubcomponent('valarm');
    return { summary: event.summary, start: event.startDate.toString(), allDay: event.startDate.isDate, trigger: alarm?.getFirstPropertyValue('trigger')?.toString() ?? null, uid: event.uid };
  });
}

beforeAll(async () => {
  t = await createTestApp({ config: { defaultPlan: 'premium', publicUrl: 'https://counsel.example.com' } });
  [ann, ben, cat] = [t.client(), t.client(), t.client()];
  for (const [name, c] of Object.entries({ ann, ben, cat })) ids[name] = (await c.register(name)).json<{ id: number }>().id;
  matter = await post<Matter>(ann, '/api/matters', { title: 'Eviction defense' });
});
afterAll(() => t.close());

describe('a matter’s tasks', () => {
  it('are added (to me unless assigned), ticked off and reopened, each step on the timeline', async () => {
    const file = await post<Task>(ann, `/api/matters/${matter.id}/tasks`, { title: 'File the answer', dueOn: '2027-01-10' });
    const call = await post<Task>(ann, `/api/matters/${matter.id}/tasks`, { title: 'Call the clerk' });
    expect(file).toMatchObject({ assigneeId: ids.ann, done: false, doneAt: null, dueOn: '2027-01-10' });
    const done = (await ann.request('PATCH', `/api/matters/${matter.id}/tasks/${file.id}`, { body: { done: true } })).json<Task>();
    expect(done.done).toBe(true);
    expect(done.doneAt).not.toBeNull();
    // open ones first
    expect((await ann.request('GET', `/api/matters/${matter.id}/tasks`)).json<{ items: Task[] }>().items.map((x) => x.id)).toEqual([call.id, file.id]);
    expect((await ann.request('GET', '/api/tasks?assignee=me')).json<{ items: (Task & { matterNumber: string })[] }>().items).toEqual([
      expect.objectContaining({ id: call.id, matterNumber: matter.number, matterTitle: 'Eviction defense' }),
    ]);
    await ann.request('PATCH', `/api/matters/${matter.id}/tasks/${file.id}`, { body: { done: false } });
    expect((await ann.request('DELETE', `/api/matters/${matter.id}/tasks/${call.id}`)).statusCode).toBe(204);
    const verbs = (await ann.request('GET', `/api/matters/${matter.id}/activity`)).json<{ items: { verb: string }[] }>().items.map((e) => e.verb);
    expect(verbs.slice(0, 5)).toEqual(['task.removed', 'task.reopened', 'task.done', 'task.added', 'task.added']);
  });

  it('refuse bad input, another person’s matter and another matter’s task', async () => {
    expect((await ann.request('POST', `/api/matters/${matter.id}/tasks`, { body: { title: ' ' } })).json().message).toBe('Give it a title');
    expect((await ann.request('POST', `/api/matters/${matter.id}/tasks`, { body: { title: 'x', dueOn: 'tomorrow' } })).json().message).toBe('Dates must be YYYY-MM-DD');
    expect((await ann.request('POST', `/api/matters/${matter.id}/tasks`, { body: { title: 'x', assigneeId: ids.ben } })).json().message).toBe(MATTER_MESSAGES.assigneePersonal);
    const task = await post<Task>(ann, `/api/matters/${matter.id}/tasks`, { title: 'Mine' });
    const other = await post<Matter>(ann, '/api/matters', { title: 'Other' });
    expect((await ann.request('PATCH', `/api/matters/${other.id}/tasks/${task.id}`, { body: { done: true } })).statusCode).toBe(404);
    expect((await cat.request('GET', `/api/matters/${matter.id}/tasks`)).statusCode).toBe(404);
    expect((await cat.request('POST', `/api/matters/${matter.id}/tasks`, { body: { title: 'Sneak' } })).statusCode).toBe(404);
  });
});

describe('deadlines', () => {
  it('are kept in date order, change only what is sent, and are listed across matters by day range', async () => {
    const hearing = await post<Deadline>(ann, `/api/matters/${matter.id}/deadlines`, { title: 'Hearing', date: '2027-02-03', time: '09:30', kind: 'court_date', reminderMinutes: 1440 });
    const answer = await post<Deadline>(ann, `/api/matters/${matter.id}/deadlines`, { title: 'Answer due', date: '2027-01-15', kind: 'response_due' });
    expect((await ann.request('GET', `/api/matters/${matter.id}/deadlines`)).json<{ items: Deadline[] }>().items.map((d) => d.id)).toEqual([answer.id, hearing.id]);
    const moved = (await ann.request('PATCH', `/api/matters/${matter.id}/deadlines/${hearing.id}`, { body: { date: '2027-02-04' } })).json<Deadline>();
    expect(moved).toMatchObject({ date: '2027-02-04', time: '09:30', kind: 'court_date', reminderMinutes: 1440 });

    const range = (await ann.request('GET', '/api/deadlines?from=2027-01-01&to=2027-01-31')).json<{ items: (Deadline & { matterNumber: string })[] }>();
    expect(range.items.map((d) => [d.title, d.matterNumber])).toEqual([['Answer due', matter.number]]);
    expect((await cat.request('GET', '/api/deadlines?from=2027-01-01&to=2027-12-31')).json().items).toEqual([]);
    expect((await ann.request('GET', '/api/deadlines?from=2027-02-01&to=2027-01-01')).statusCode).toBe(400);
    expect((await ann.request('GET', '/api/deadlines?from=2027-02-01')).statusCode).toBe(400);
    for (const [body, message] of [
      [{ title: 'x', date: '2027-13-01' }, 'Dates must be YYYY-MM-DD'],
      [{ title: 'x', date: '2027-01-01', time: '25:00' }, 'Time must be HH:MM, 24-hour'],
      [{ title: 'x', date: '2027-01-01', kind: 'deadline' }, 'Kind must be court_date, filing_deadline, response_due, limitation_period or other'],
    ] as const) {
      expect((await ann.request('POST', `/api/matters/${matter.id}/deadlines`, { body })).json().message).toBe(message);
    }
  });

  it('export as a valid iCalendar file: all-day and timed events, with reminders as alarms', async () => {
    const res = await ann.request('GET', `/api/matters/${matter.id}/calendar.ics`);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${matter.number}.ics"`);
    expect(events(res.body)).toEqual([
      { summary: 'Response due: Answer due', start: '2027-01-15', allDay: true, trigger: null, uid: expect.stringMatching(/^deadline-\d+@counsel\.example\.com$/) },
      { summary: 'Court date: Hearing', start: '2027-02-04T09:30:00', allDay: false, trigger: '-P1D', uid: expect.any(String) },
    ]);
    expect((await cat.request('GET', `/api/matters/${matter.id}/calendar.ics`)).statusCode).toBe(404);
  });

  it('are marked met and back, each on the timeline; met ones can be left out of the range, and lose their calendar reminder', async () => {
    const filing = await post<Deadline>(ann, `/api/matters/${matter.id}/deadlines`, { title: 'File the appeal', date: '2027-01-20', kind: 'filing_deadline', reminderMinutes: 60 });
    expect(filing).toMatchObject({ done: false, doneAt: null });
    const met = (await ann.request('PATCH', `/api/matters/${matter.id}/deadlines/${filing.id}`, { body: { done: true } })).json<Deadline>();
    expect(met.done).toBe(true);
    expect(Date.parse(met.doneAt!)).not.toBeNaN();
    const titles = async (query: string) => (await ann.request('GET', `/api/deadlines?from=2027-01-01&to=2027-01-31${query}`)).json<{ items: Deadline[] }>().items.map((d) => d.title);
    expect(await titles('')).toEqual(['Answer due', 'File the appeal']);
    expect(await titles('&done=false')).toEqual(['Answer due']);
    expect(await titles('&done=true')).toEqual(['File the appeal']);
    expect((await ann.request('GET', '/api/deadlines?from=2027-01-01&to=2027-01-31&done=yes')).json().message).toBe('done must be true or false');
    expect((await ann.request('PATCH', `/api/matters/${matter.id}/deadlines/${filing.id}`, { body: { done: 'yes' } })).json().message).toBe('done must be true or false');
    const ics = (await ann.request('GET', `/api/matters/${matter.id}/calendar.ics`)).body;
    expect(events(ics).find((e) => e.summary === 'Filing deadline: File the appeal')?.trigger).toBeNull();

    const back = (await ann.request('PATCH', `/api/matters/${matter.id}/deadlines/${filing.id}`, { body: { done: false } })).json<Deadline>();
    expect(back).toMatchObject({ done: false, doneAt: null });
    const timeline = (await ann.request('GET', `/api/matters/${matter.id}/activity`)).json<{ items: { verb: string; detail: { title?: string } }[] }>().items;
    expect(timeline.slice(0, 3).map((e) => [e.verb, e.detail.title])).toEqual([
      ['deadline.reopened', 'File the appeal'],
      ['deadline.done', 'File the appeal'],
      ['deadline.added', 'File the appeal'],
    ]);
    expect((await ann.request('DELETE', `/api/matters/${matter.id}/deadlines/${filing.id}`)).statusCode).toBe(204);
  });

  it('give each listed matter its next open deadline and how many passed unmet, by the caller’s day', async () => {
    const listed = async (today: string) => (await ann.request('GET', `/api/matters?today=${today}`)).json<{ items: MatterListItem[] }>().items.find((m) => m.id === matter.id)!;
    const before = await listed('2027-01-01');
    expect([before.nextDeadline?.title, before.overdueDeadlines]).toEqual(['Answer due', 0]);
    const after = await listed('2027-01-16');
    expect([after.nextDeadline?.title, after.nextDeadline?.time, after.overdueDeadlines]).toEqual(['Hearing', '09:30', 1]);
    expect([(await listed('2027-03-01')).nextDeadline, (await listed('2027-03-01')).overdueDeadlines]).toEqual([null, 2]);

    // one ticked met no longer counts as passed
    const answer = (await ann.request('GET', `/api/matters/${matter.id}/deadlines`)).json<{ items: Deadline[] }>().items.find((d) => d.title === 'Answer due')!;
    await ann.request('PATCH', `/api/matters/${matter.id}/deadlines/${answer.id}`, { body: { done: true } });
    expect((await listed('2027-01-16')).overdueDeadlines).toBe(0);
    await ann.request('PATCH', `/api/matters/${matter.id}/deadlines/${answer.id}`, { body: { done: false } });
    expect((await ann.request('GET', '/api/matters?today=2027-13-01')).json().message).toBe('Dates must be YYYY-MM-DD');
  });

  it('reach a private feed of every deadline the user can see, which can be turned off or replaced', async () => {
    const team = (await ann.request('POST', '/api/teams', { body: { name: 'Ann Legal' } })).json<Team>();
    await t.database.db.insert(teamMembers).values({ teamId: team.id, userId: ids.ben!, role: 'member' });
    ben.headers['x-team-id'] = String(team.id);
    const teamMatter = await post<Matter>(ben, '/api/matters', { title: 'Team case' });
    await post<Deadline>(ben, `/api/matters/${teamMatter.id}/deadlines`, { title: 'Mediation', date: '2027-03-01' });
    delete ben.headers['x-team-id'];

    expect((await ann.request('GET', '/api/calendar-feed')).json()).toEqual({ active: false, url: null });
    const { url } = (await ann.request('POST', '/api/calendar-feed')).json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/counsel\.example\.com\/api\/calendar\/[\w-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.client().request('GET', path);
    expect(feed.statusCode).toBe(200);
    expect(events(feed.body).map((e) => e.summary)).toEqual(['Response due: Answer due', 'Court date: Hearing', 'Other: Mediation']);
    // cat sees nothing of it, and a made-up link is refused
    expect((await t.client().request('GET', '/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics')).statusCode).toBe(404);

    const replaced = (await ann.request('POST', '/api/calendar-feed')).json<{ url: string }>().url;
    expect((await t.client().request('GET', path)).statusCode).toBe(404);
    expect((await ann.request('DELETE', '/api/calendar-feed')).statusCode).toBe(204);
    expect((await t.client().request('GET', new URL(replaced).pathname)).statusCode).toBe(404);
  });
});

describe('a change that changes nothing', () => {
  it('(a double-clicked tick, or {}) answers the task or deadline as it is, and adds nothing to the timeline', async () => {
    const task = await post<Task>(ann, `/api/matters/${matter.id}/tasks`, { title: 'Tick twice' });
    const deadline = await post<Deadline>(ann, `/api/matters/${matter.id}/deadlines`, { title: 'Met twice', date: '2027-03-01' });
    const verbs = async () => (await ann.request('GET', `/api/matters/${matter.id}/activity`)).json<{ items: { verb: string }[] }>().items.map((e) => e.verb);
    for (const url of [`/api/matters/${matter.id}/tasks/${task.id}`, `/api/matters/${matter.id}/deadlines/${deadline.id}`]) {
      const first = await ann.request('PATCH', url, { body: { done: true } });
      expect(first.statusCode, first.body).toBe(200);
      const timeline = await verbs();
      for (const body of [{ done: true }, {}]) {
        const again = await ann.request('PATCH', url, { body });
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json()).toEqual(first.json());
      }
      expect(await verbs()).toEqual(timeline);
    }
    // an item of another matter, or of a matter not in the workspace, is still a 404
    const other = await post<Matter>(ann, '/api/matters', { title: 'Elsewhere' });
    expect((await ann.request('PATCH', `/api/matters/${other.id}/tasks/${task.id}`, { body: {} })).statusCode).toBe(404);
    expect((await cat.request('PATCH', `/api/matters/${matter.id}/deadlines/${deadline.id}`, { body: {} })).statusCode).toBe(404);
  });
});

describe('notes', () => {
  it('are Markdown with their author, newest first; in a team only their author or a manager changes them', async () => {
    const first = await post<Note>(ann, `/api/matters/${matter.id}/notes`, { body: 'Tenant has **photos** of the repairs.' });
    expect(first).toMatchObject({ author: 'ann', authorId: ids.ann });
    expect((await ann.request('POST', `/api/matters/${matter.id}/notes`, { body: { body: '' } })).json().message).toBe('Write the note');

    const team = (await ann.request('POST', '/api/teams', { body: { name: 'Notes LLP' } })).json<Team>();
    await t.database.db.insert(teamMembers).values({ teamId: team.id, userId: ids.ben!, role: 'member' });
    ann.headers['x-team-id'] = ben.headers['x-team-id'] = String(team.id);
    const shared = await post<Matter>(ann, '/api/matters', { title: 'Shared' });
    const note = await post<Note>(ann, `/api/matters/${shared.id}/notes`, { body: 'Ann’s note' });
    const bens = await post<Note>(ben, `/api/matters/${shared.id}/notes`, { body: 'Ben’s note' });
    expect((await ben.request('GET', `/api/matters/${shared.id}/notes`)).json<{ items: Note[] }>().items.map((n) => n.author)).toEqual(['ben', 'ann']);
    expect((await ben.request('PATCH', `/api/matters/${shared.id}/notes/${note.id}`, { body: { body: 'edited' } })).statusCode).toBe(403);
    expect((await ben.request('PATCH', `/api/matters/${shared.id}/notes/${bens.id}`, { body: { body: 'Ben’s edited note' } })).json<Note>().body).toBe('Ben’s edited note');
    expect((await ann.request('DELETE', `/api/matters/${shared.id}/notes/${bens.id}`)).statusCode).toBe(204);
    delete ann.headers['x-team-id'];
    delete ben.headers['x-team-id'];
  });
});
