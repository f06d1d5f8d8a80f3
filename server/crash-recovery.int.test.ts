/**
 * kill -9 in the middle of work, then a restart: the real server in its own process over PostgreSQL,
 * with four uploads being read and an answer streaming when it is killed. After the restart every
 * document ends complete, or failed with a reason, within a minute, with no file or row left over, and
 * the answer keeps the text it had, shown as stopped part-way. Only with TEST_DATABASE_URL (npm run
 * test:pg): the embedded database belongs to one process, so there is no second one to kill it under.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_HEADER, contractPages, contractTxt } from '../bench/contract-text';
import { signedInClient, startServer, type Client, type RunningServer } from '../bench/server-process';
import type { Conversation, ConversationDetail } from '../common/schemas/chat';
import { LEASE_MS } from './modules/documents/analysis-queue';
import { makeDocx, makePdf } from './testing/document-files';
import { multipartForm } from './testing/documents';
import { startFakeLlm, type FakeLlm } from './testing/fake-llm-server';
import { ask } from './testing/ui-stream';

const serverUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe.skipIf(!serverUrl)('a server killed mid-work', () => {
  const name = `counsel_crash_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-crash-'));
  let db: pg.Client;
  let fake: FakeLlm;
  let server: RunningServer | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    fake = await startFakeLlm('openai');
    env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123',
      DEFAULT_PLAN: 'premium',
      LOG_LEVEL: 'fatal',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'fake-model',
    };
    db = new pg.Client({ connectionString: url.toString() });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await db?.end().catch(() => {});
    await fake?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  const query = async <T,>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

  async function upload(c: Client, bytes: Uint8Array, fileName: string): Promise<number> {
    const form = await multipartForm([{ bytes, name: fileName }]);
    const res = await fetch(`${c.url}/api/documents`, { method: 'POST', headers: { ...c.headers, ...form.headers }, body: form.body });
    expect(res.status, await res.clone().text()).toBe(202);
    return ((await res.json()) as { id: number }).id;
  }

  it('finishes or fails every document after a restart, leaves nothing behind, and keeps the answer so far', { timeout: 120_000 }, async () => {
    const pdf = await makePdf(contractPages(60), { header: CONTRACT_HEADER, pageNumbers: true });
    const docx = await makeDocx(contractTxt(150_000).split('\n'));
    server = await startServer(await freePort(), env);
    await db.connect();
    const c = await signedInClient(server.url);

    // an answer streaming slowly, its first words saved (the documents' summaries are as slow: all the better)
    fake.reply({ chunks: Array.from({ length: 400 }, (_, i) => `word${i} `), delayMs: 50 });
    const conversation = (await (await fetch(`${c.url}/api/conversations`, { method: 'POST', headers: { ...c.headers, 'content-type': 'application/json' }, body: '{}' })).json()) as Conversation;
    const streaming = await fetch(`${c.url}/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { ...c.headers, 'content-type': 'application/json' },
      body: JSON.stringify(ask('My landlord kept my deposit. What can I do?')),
    });
    const reading = streaming.body!.pipeTo(new WritableStream()).catch(() => {});
    await expect.poll(async () => (await query<{ text: string }>(`select text from messages where role = 'assistant'`))[0]?.text ?? '', { timeout: 10_000 }).toMatch(/word3/);

    // kill -9 while documents are being read
    const ids = [await upload(c, pdf, 'msa.pdf'), await upload(c, pdf, 'msa copy.pdf'), await upload(c, docx, 'msa.docx'), await upload(c, new TextEncoder().encode('1. Rent. $900 a month.'), 'rent.txt')];
    await expect.poll(async () => (await query(`select id from documents where status in ('extracting', 'analyzing')`)).length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0);
    const abandoned = (await query<{ id: number }>(`select id from documents where status in ('extracting', 'analyzing')`)).map((r) => r.id);
    const saved = (await query<{ text: string }>(`select text from messages where role = 'assistant'`))[0]!.text;
    server.child.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((resolve) => server!.child.once('exit', resolve));
    await reading;
    fake.reply({ chunks: ['A services agreement.'] });

    server = await startServer(await freePort(), env);
    const restarted = { ...c, url: server.url };
    const pending = async () => (await query(`select id from documents where status not in ('complete', 'failed')`)).length;
    await expect.poll(pending, { timeout: 60_000, interval: 250 }).toBe(0);

    const rows = await query<{ id: number; status: string; error: string | null; storage_key: string; claimed_at: Date; attempts: number }>(
      `select id, status, error, storage_key, claimed_at, attempts from documents order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual(ids);
    for (const r of rows) expect(r.status === 'complete' || (r.status === 'failed' && !!r.error), `document ${r.id}: ${r.status} ${r.error}`).toBe(true);
    // each abandoned document was taken up again within a lease of the kill (and a poll)
    const resumed = rows.filter((r) => abandoned.includes(r.id)).map((r) => r.claimed_at.getTime() - killedAt);
    for (const ms of resumed) expect(ms).toBeLessThan(LEASE_MS + 10_000);
    // every file has its row and every row its file; no half-written file
    const files = readdirSync(path.join(dataDir, 'files', 'documents')).map((f) => `documents/${f}`);
    expect(files.sort()).toEqual(rows.map((r) => r.storage_key).sort());

    // the answer the killed server was streaming, with the text it had saved
    const detail = async () => (await (await fetch(`${restarted.url}/api/conversations/${conversation.id}`, { headers: restarted.headers })).json()) as ConversationDetail;
    await expect.poll(async () => (await detail()).messages.length, { timeout: 30_000, interval: 500 }).toBe(2);
    const answer = (await detail()).messages[1]!;
    expect(answer.status).toBe('interrupted');
    expect(String(answer.parts[0]!.text).startsWith(saved)).toBe(true);
    await server.stop();
    server = undefined;
  });
});
