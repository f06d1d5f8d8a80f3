/**
 * Resetting a forgotten password through the API: the same answer for any address, a link mailed only
 * to an account's own address, single use, an hour long, replaced by a newer one; the new password
 * signs the account out everywhere and works at once; and the limits per network and per address.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/errors';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TTL_MS } from '../../../common/schemas/password-reset';
import { latestMail, recentMail } from '../../mail/mailer';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { RESET_LIMITS } from './password-reset.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (email: string, c: TestClient = t.client()) => c.request('POST', '/api/password-reset', { body: { email } });
const set = (token: string, password: string, c: TestClient = t.client()) => c.request('POST', '/api/password-reset/complete', { body: { token, password } });
/** the token in the newest reset mail to `email`, once it is written (the request does not wait for the mail) */
async function mailedToken(email: string, previous?: string): Promise<string> {
  let token: string | undefined;
  await vi.waitFor(async () => {
    const mail = await latestMail(t.database.db, email);
    token = /\/reset-password\?token=([A-Za-z0-9_-]{43})\n/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(previous);
  });
  return token!;
}

describe('asking for a reset link', () => {
  it('answers the same for an address no account uses, and mails nothing there', async () => {
    await t.signedIn('rosa');
    const known = await ask('ROSA@example.com');
    const unknown = await ask('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    // the tests have no mail server: the answer does not claim a mail was sent
    expect(known.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requestedNoMail });
    expect(unknown.json()).toEqual(known.json());
    const mail = await vi.waitFor(async () => (await latestMail(t.database.db, 'rosa@example.com'))!);
    expect(mail.subject).toBe('Reset your Counsel password');
    expect(mail.text).toContain('Counsel account rosa');
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(await recentMail(t.database.db, { to: 'nobody-here@example.com', limit: 5 })).toEqual([]);
  });

  it('refuses what is not an email address, and a body with more in it', async () => {
    expect((await ask('not an address')).statusCode).toBe(400);
    expect((await t.client().request('POST', '/api/password-reset', { body: { email: 'rosa@example.com', username: 'rosa' } })).statusCode).toBe(400);
  });
});

describe('setting the new password', () => {
  it('works once, signs the account out everywhere, and the new password signs in', async () => {
    const laptop = await t.signedIn('sven');
    const phone = t.client();
    expect((await phone.login('sven')).statusCode).toBe(200);
    await ask('sven@example.com');
    const token = await mailedToken('sven@example.com');

    const done = await set(token, 'a brand new passphrase');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.done });
    for (const c of [laptop, phone]) expect((await c.request('GET', '/api/user')).statusCode).toBe(401);
    expect((await t.client().login('sven')).statusCode).toBe(401);
    expect((await t.client().login('sven', 'a brand new passphrase')).statusCode).toBe(200);

    const again = await set(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.badLink });
    expect((await t.client().login('sven', 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('refuses a link past its hour, one replaced by a newer link, a made-up one, and a common password', async () => {
    await t.signedIn('tova');
    await ask('tova@example.com');
    const first = await mailedToken('tova@example.com');
    await ask('tova@example.com');
    const second = await mailedToken('tova@example.com', first);
    expect((await set(first, 'a brand new passphrase')).json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.badLink });
    expect((await set('x'.repeat(43), 'a brand new passphrase')).json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.badLink });
    expect((await set('../../etc', 'a brand new passphrase')).statusCode).toBe(400);
    const common = await set(second, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ message: MESSAGES.commonPassword });

    t.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    expect((await set(second, 'a brand new passphrase')).json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.badLink });
    // the old password still works: nothing changed
    expect((await t.client().login('tova')).statusCode).toBe(200);
  });
});

describe('limits', () => {
  it('per address asked for, whoever asks, and per network', async () => {
    for (let i = 0; i < RESET_LIMITS.perEmail; i++) expect((await ask('limited@example.com')).statusCode).toBe(202);
    const refused = await ask('Limited@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^Too many reset links were asked for this address\. Try again in /) });

    const network = t.client();
    for (let i = 0; i < RESET_LIMITS.perNetwork; i++) expect((await ask(`someone${i}@example.com`, network)).statusCode).toBe(202);
    expect((await ask('one-more@example.com', network)).statusCode).toBe(429);
  });
});
