import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-server';
import { openTestDatabase } from '../testing/test-database';
import { createMailer, latestMail, recentMail, type MailerDeps } from './mailer';

const FROM = 'Counsel <no-reply@counsel.example.com>';
const INVITATION = {
  to: 'ann@example.com',
  subject: 'Ben invited you to Example Firm on Counsel',
  text: 'Ben invited you to join Example Firm.\n\nAccept: http://localhost:3000/invitations/abc123\n',
};

let database: Database;
let smtp: TestSmtpServer;
let logLines: { level: number; msg: string; [key: string]: unknown }[];
let clock: Date;

/** a mailer with the real (pino) logger, its lines recorded */
function mailer(options: Partial<MailerDeps> = {}) {
  const { log } = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } } });
  return createMailer({ from: FROM, db: database.db, log, now: () => clock, ...options });
}

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startTestSmtpServer();
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(outbox);
  smtp.received.length = 0;
  smtp.refuseRecipients(null);
  logLines = [];
  clock = new Date('2026-03-01T10:00:00.000Z');
});

describe('mailer with SMTP_URL', () => {
  it('delivers over SMTP with the right envelope, From, To, Subject and text, and stamps sentAt', async () => {
    expect(await mailer({ smtpUrl: smtp.url() }).send(INVITATION)).toEqual({ delivered: true });

    expect(smtp.received).toHaveLength(1);
    const { envelope, message } = smtp.received[0]!;
    expect(envelope).toEqual({ from: 'no-reply@counsel.example.com', to: ['ann@example.com'] });
    expect(message.from?.value).toEqual([{ name: 'Counsel', address: 'no-reply@counsel.example.com' }]);
    expect(message.to).toMatchObject({ value: [{ address: 'ann@example.com' }] });
    expect(message.subject).toBe(INVITATION.subject);
    expect(message.text).toBe(INVITATION.text);

    expect(await latestMail(database.db, 'ann@example.com')).toMatchObject({ ...INVITATION, sentAt: clock, error: null, createdAt: clock });
  });

  it('delivers over implicit TLS (smtps://)', async () => {
    const tlsSmtp = await startTestSmtpServer({ tls: true });
    try {
      expect(await mailer({ smtpUrl: tlsSmtp.url() }).send(INVITATION)).toEqual({ delivered: true });
      expect(tlsSmtp.received.map((m) => m.message.text)).toEqual([INVITATION.text]);
    } finally {
      await tlsSmtp.close();
    }
  });

  it('keeps the message with the reason, resolves delivered:false and warns when the server refuses the recipient', async () => {
    smtp.refuseRecipients('No such user here');
    expect(await mailer({ smtpUrl: smtp.url() }).send(INVITATION)).toEqual({ delivered: false });

    expect(smtp.received).toEqual([]);
    const row = await latestMail(database.db, 'ann@example.com');
    expect(row).toMatchObject({ ...INVITATION, sentAt: null });
    expect(row!.error).toContain('550 No such user here');
    expect(logLines).toContainEqual(expect.objectContaining({ level: 40, to: 'ann@example.com', error: row!.error, msg: expect.stringContaining('Mail not delivered') }));
  });

  it('keeps the reason when the SMTP server refuses the login', async () => {
    expect(await mailer({ smtpUrl: smtp.url('wrong-password') }).send(INVITATION)).toEqual({ delivered: false });

    expect(smtp.received).toEqual([]);
    expect((await latestMail(database.db, 'ann@example.com'))!.error).toMatch(/Invalid login: 535 Authentication failed/);
  });

  it('keeps the reason when no SMTP server answers', async () => {
    const gone = await startTestSmtpServer();
    const url = gone.url();
    await gone.close();

    expect(await mailer({ smtpUrl: url }).send(INVITATION)).toEqual({ delivered: false });
    expect((await latestMail(database.db, 'ann@example.com'))!.error).toMatch(/ECONNREFUSED/);
  });
});

describe('mailer without SMTP_URL', () => {
  it('sends nothing, and keeps the message in the outbox and an info log line with its text', async () => {
    expect(await mailer().send(INVITATION)).toEqual({ delivered: false });

    expect(smtp.received).toEqual([]);
    expect(await latestMail(database.db, 'ann@example.com')).toMatchObject({ ...INVITATION, sentAt: null, error: null });
    expect(logLines).toEqual([expect.objectContaining({ level: 30, ...INVITATION, msg: expect.stringContaining('SMTP_URL is unset') })]);
  });

  it('refuses a malformed message without writing it', async () => {
    await expect(mailer().send({ ...INVITATION, to: 'not an address' })).rejects.toThrow();
    await expect(mailer().send({ ...INVITATION, subject: 'Hi\r\nBcc: everyone@example.com' })).rejects.toThrow('A mail subject is one line');
    expect(await recentMail(database.db, { limit: 10 })).toEqual([]);
  });
});

describe('outbox readers', () => {
  it('list the newest first, for one address regardless of case, up to the limit', async () => {
    const send = mailer().send;
    for (const [minute, to] of [[1, 'ann@example.com'], [2, 'bob@example.com'], [3, 'Ann@Example.com']] as const) {
      clock = new Date(`2026-03-01T10:0${minute}:00.000Z`);
      await send({ ...INVITATION, to, subject: `Message ${minute}` });
    }

    expect((await recentMail(database.db, { limit: 10 })).map((m) => m.subject)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect((await recentMail(database.db, { limit: 2 })).map((m) => m.subject)).toEqual(['Message 3', 'Message 2']);
    expect((await recentMail(database.db, { to: 'ANN@example.com', limit: 10 })).map((m) => m.subject)).toEqual(['Message 3', 'Message 1']);
    expect((await latestMail(database.db, 'bob@example.com'))!.subject).toBe('Message 2');
    expect(await latestMail(database.db, 'nobody@example.com')).toBeUndefined();
  });
});
