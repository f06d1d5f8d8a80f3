import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/errors';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('registration refuses the most common passwords', () => {
  it.each(['password', 'password123', 'Password123', 'QWERTYUIOP', 'iloveyou', '12345678'])('refuses %j with a 400 on the password field', async (password) => {
    const before = await userCount();
    const res = await t.client().register(`common_${before}`, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.commonPassword, code: 'validation_error', fields: { password: MESSAGES.commonPassword } });
    expect(await userCount()).toBe(before);
  });

  it('reports a too-short common password by its length', async () => {
    const res = await t.client().register('shorty', 'qwerty');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('Password must be at least 8 characters');
  });

  it('accepts a password that only contains a common one', async () => {
    expect((await t.client().register('phrase', 'password123 but longer')).statusCode).toBe(201);
  });

  it('leaves sign-in alone: an account made before the rule can still sign in with its password', async () => {
    const { hash } = await import('@node-rs/argon2');
    await t.database.db.insert(users).values({ username: 'oldtimer', email: 'oldtimer@example.com', passwordHash: await hash('password123'), plan: 'free' });
    expect((await t.client().login('oldtimer', 'password123')).statusCode).toBe(200);
  });
});
