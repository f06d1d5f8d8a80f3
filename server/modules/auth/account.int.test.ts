/**
 * One's own account through the API: a new password only with the current one (a wrong one changes
 * nothing), which signs out every other browser but keeps this one; "sign out everywhere else"; and the
 * limit on tries at the current password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/errors';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PASSWORD_CHANGES_PER_HOUR } from './account.routes';
import { ACCOUNT_MESSAGES } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (c: Awaited<ReturnType<TestApp['signedIn']>>, currentPassword: string, newPassword: string) =>
  c.request('PUT', '/api/account/password', { body: { currentPassword, newPassword } });

describe('changing one’s password', () => {
  it('needs the current one; then signs out every other browser, keeps this one, and the new one signs in', async () => {
    const laptop = await t.signedIn('uma');
    const phone = t.client();
    expect((await phone.login('uma')).statusCode).toBe(200);
    expect((await laptop.request('GET', '/api/account/sessions')).json()).toEqual({ others: 1 });

    const wrong = await change(laptop, 'not my password', 'lanterns over the harbor');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: ACCOUNT_MESSAGES.wrongPassword, fields: { currentPassword: ACCOUNT_MESSAGES.wrongPassword } });
    const common = await change(laptop, 'correct horse battery', 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ message: MESSAGES.commonPassword });
    // nothing changed: the phone is still in
    expect((await phone.request('GET', '/api/user')).statusCode).toBe(200);

    const done = await change(laptop, 'correct horse battery', 'lanterns over the harbor');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ others: 1 });
    expect((await phone.request('GET', '/api/user')).statusCode).toBe(401);
    expect((await laptop.request('GET', '/api/user')).statusCode).toBe(200);
    expect((await t.client().login('uma')).statusCode).toBe(401);
    expect((await t.client().login('uma', 'lanterns over the harbor')).statusCode).toBe(200);
  });

  it('limits tries at the current password', async () => {
    const c = await t.signedIn('vik');
    for (let i = 0; i < PASSWORD_CHANGES_PER_HOUR; i++) expect((await change(c, `guess ${i}`, 'lanterns over the harbor')).statusCode).toBe(400);
    const refused = await change(c, 'correct horse battery', 'lanterns over the harbor');
    expect(refused.statusCode).toBe(429);
    expect((await t.client().login('vik')).statusCode).toBe(200);
  });

  it('is for someone signed in only', async () => {
    expect((await t.client().request('PUT', '/api/account/password', { body: { currentPassword: 'x', newPassword: 'lanterns over the harbor' } })).statusCode).toBe(401);
    expect((await t.client().request('GET', '/api/account/sessions')).statusCode).toBe(401);
  });
});

describe('signing out everywhere else', () => {
  it('ends the other sessions and keeps this one', async () => {
    const here = await t.signedIn('wes');
    const [a, b] = [t.client(), t.client()];
    for (const c of [a, b]) expect((await c.login('wes')).statusCode).toBe(200);
    expect((await here.request('POST', '/api/account/sessions/end-others')).json()).toEqual({ others: 2 });
    for (const c of [a, b]) expect((await c.request('GET', '/api/user')).statusCode).toBe(401);
    expect((await here.request('GET', '/api/user')).statusCode).toBe(200);
    expect((await here.request('GET', '/api/account/sessions')).json()).toEqual({ others: 0 });
  });
});
