/** Input the fuzz suite (api-fuzz.int.test.ts) found answering 500 or read wrongly, each pinned here. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Matter, Task } from '../common/schemas/matters';
import { LEASE_TXT, multipartForm } from './testing/documents';
import { createTestApp, type TestApp, type TestClient } from './testing/test-app';

let t: TestApp;
let ann: TestClient;
let matter: Matter;
let task: Task;
beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann');
  matter = (await ann.request('POST', '/api/matters', { body: { title: 'Lease dispute' } })).json<Matter>();
  task = (await ann.request('POST', `/api/matters/${matter.id}/tasks`, { body: { title: 'Call the landlord' } })).json<Task>();
});
afterAll(() => t.close());

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('ids in paths', () => {
  it('are read only in decimal: 0x10 is not 16, nor 1e0 one', async () => {
    const spellings = (id: number) => [`0x${id.toString(16)}`, `${id}e0`, `${id}.0`, `+${id}`, `%20${id}`];
    expect((await ann.request('GET', `/api/matters/${matter.id}`)).statusCode).toBe(200);
    for (const id of spellings(matter.id)) expect((await ann.request('GET', `/api/matters/${id}`)).statusCode, id).toBe(400);
    for (const id of spellings(task.id)) {
      expect((await ann.request('PATCH', `/api/matters/${matter.id}/tasks/${id}`, { body: { done: true } })).statusCode, id).toBe(400);
    }
    expect((await ann.request('GET', `/api/matters/${matter.id}/tasks`)).json<{ items: Task[] }>().items[0]?.done).toBe(false);
    for (const url of ['/api/documents/0x1', '/api/conversations/0x1', '/api/teams/0x1', '/api/documents/2147483648', '/api/conversations/99999999999999999999']) {
      expect((await ann.request('GET', url)).statusCode, url).toBe(400);
    }
  });
});

describe('list cursors', () => {
  it('naming an id past int4 or a year the database cannot hold answer 400, not 500', async () => {
    for (const cursor of [cursorOf(['2026-01-01T00:00:00.000Z', 2_147_483_648]), cursorOf(['-200000-01-01T00:00:00.000Z', 1]), cursorOf(['+275760-09-13T00:00:00.000Z', 1])]) {
      for (const list of ['/api/documents', '/api/conversations']) {
        const res = await ann.request('GET', `${list}?cursor=${cursor}`);
        expect(res.statusCode, `${list} ${res.body}`).toBe(400);
        expect(res.json().message).toBe('The cursor is not valid: use the nextCursor of the previous page');
      }
    }
  });
});

describe('uploads', () => {
  it('cut short, or with a boundary that is not there, answer 400 and store nothing', async () => {
    const { body, headers } = await multipartForm([{ bytes: new TextEncoder().encode(LEASE_TXT), name: 'lease.txt' }], { title: 'Lease' });
    for (const payload of [body.subarray(0, body.length / 2), body.subarray(0, 20), Buffer.from('--nope\r\n\r\n')]) {
      const res = await ann.request('POST', '/api/documents', { body: payload, headers });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await ann.request('GET', '/api/documents')).json().items).toEqual([]);
  });
});
