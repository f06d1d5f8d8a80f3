import type { FastifyError } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../common/errors';
import { matterTasks } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { toErrorBody } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API error shape', () => {
  it('says a write lost its race with a delete (a foreign key no longer there) as a 409, not a 500', async () => {
    // the database's own error, as a write into a matter deleted a moment before meets it
    const error = await t.database.db
      .insert(matterTasks)
      .values({ matterId: 2_000_000_000, title: 'Orphan', createdAt: new Date() })
      .then(() => undefined, (err: unknown) => err);
    expect(error).toBeDefined();
    expect(toErrorBody(error as FastifyError)).toEqual({ status: 409, body: { message: MESSAGES.deletedMeanwhile, code: 'conflict' } });
  });

  it('keeps other database failures a 500 that says nothing of its insides', async () => {
    const error = await t.database.db.execute('select * from no_such_table').then(() => undefined, (err: unknown) => err);
    expect(toErrorBody(error as FastifyError)).toEqual({ status: 500, body: { message: MESSAGES.internal, code: 'internal_error' } });
  });
});
