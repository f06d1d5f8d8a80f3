import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client';
import { createMailer } from '../server/mail/mailer';
import { createUsersRepository } from '../server/modules/auth/users.repository';
import { startTestSmtpServer } from '../server/testing/smtp-server';

const exec = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-admin-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function findUser(username: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await createUsersRepository(database.db).findByUsername(username);
  } finally {
    await database.close();
  }
}

// each step starts the CLI in a new process that opens the embedded database: seconds apiece on a busy machine
describe('admin CLI', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const res = await admin('create-user', 'opsuser', 'ops@example.com', '--password', 'ops-password-1');
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('Created opsuser <ops@example.com> on the free plan.');
  });

  it('creates a user who can sign in with that password', async () => {
    const user = await findUser('opsuser');
    expect(await verify(user!.passwordHash, 'ops-password-1')).toBe(true);
  });

  it('generates and prints a password when none is given', async () => {
    const res = await admin('create-user', 'gen_user', 'gen@example.com', '--plan', 'premium');
    const password = /Password: (\S+)/.exec(res.stdout)?.[1];
    expect(password).toBeTruthy();
    const user = await findUser('gen_user');
    expect(user!.plan).toBe('premium');
    expect(await verify(user!.passwordHash, password!)).toBe(true);
  });

  it('changes a plan, and refuses an unknown plan, user or command without changing anything', async () => {
    expect((await admin('set-plan', 'OPSUSER', 'premium')).stdout).toContain('opsuser is now on the premium plan.');
    expect((await findUser('opsuser'))!.plan).toBe('premium');

    const badPlan = await admin('set-plan', 'opsuser', 'gold');
    expect(badPlan.code).toBe(1);
    expect(badPlan.stderr).toContain('Unknown plan "gold"');
    expect((await findUser('opsuser'))!.plan).toBe('premium');

    expect((await admin('set-plan', 'ghost', 'free')).stderr).toContain('No account with the username "ghost"');
    expect((await admin('frobnicate')).stderr).toContain('Unknown command "frobnicate"');
    expect((await admin('create-user', 'opsuser', 'x@example.com', '--password', 'longenough')).stderr).toContain('Username already taken');
    expect((await admin('create-user', 'x', 'bad')).stderr).toContain('at least 3');
  });

  it('says the embedded database is in use while another process holds it', async () => {
    const holder = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const res = await admin('set-plan', 'opsuser', 'free');
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('in use by another process');
    } finally {
      await holder.close();
    }
    expect((await findUser('opsuser'))!.plan).toBe('premium');
  });

  it('prints the outbox newest first, all or to one address, with each message\'s status and text', async () => {
    expect((await admin('outbox')).stdout).toContain('The outbox is empty.');

    const smtp = await startTestSmtpServer();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const deps = { from: 'Counsel <no-reply@localhost>', db: database.db, log: Fastify({ logger: false }).log };
      const text = (n: number) => `Accept: http://localhost:3000/invitations/token-${n}\n`;
      await createMailer(deps).send({ to: 'ann@example.com', subject: 'Invitation 1', text: text(1) });
      await createMailer({ ...deps, smtpUrl: smtp.url() }).send({ to: 'bob@example.com', subject: 'Invitation 2', text: text(2) });
      smtp.refuseRecipients('No such user');
      await createMailer({ ...deps, smtpUrl: smtp.url() }).send({ to: 'Ann@example.com', subject: 'Invitation 3', text: text(3) });
    } finally {
      await database.close();
      await smtp.close();
    }

    const all = await admin('outbox');
    expect(all.stderr).toBe('');
    expect(all.stdout.indexOf('Invitation 3')).toBeLessThan(all.stdout.indexOf('Invitation 2'));
    expect(all.stdout.indexOf('Invitation 2')).toBeLessThan(all.stdout.indexOf('Invitation 1'));
    expect(all.stdout).toMatch(/To: Ann@example\.com\nSubject: Invitation 3\nStatus: not delivered: .*550 No such user\n/);
    expect(all.stdout).toMatch(/To: bob@example\.com\nSubject: Invitation 2\nStatus: sent \d{4}-/);
    expect(all.stdout).toContain('To: ann@example.com\nSubject: Invitation 1\nStatus: not sent (no SMTP_URL)\n\nAccept: http://localhost:3000/invitations/token-1');

    const ann = (await admin('outbox', '--to', 'ANN@example.com', '--limit', '1')).stdout;
    expect(ann).toContain('token-3');
    expect(ann).not.toMatch(/token-[12]/);
    expect((await admin('outbox', '--to', 'nobody@example.com')).stdout).toContain('No mail to nobody@example.com in the outbox.');
    expect((await admin('outbox', '--limit', 'all')).stderr).toContain('--limit must be a whole number from 1 to 1000, not "all"');
  });
});
