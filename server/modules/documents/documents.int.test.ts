import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentList, DocumentText, DocumentView } from '../../../common/schemas/documents';
import { rowsOf } from '../../db/rows';
import { ROOT_DIR } from '../../lib/build-info';
import { makeDocx, makeImageOnlyPdf, makePdf, makeZipBomb } from '../../testing/document-files';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { FAILURE } from './analysis-queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LEASE_PAGES = [
  ['RESIDENTIAL LEASE', '', '1. Rent. The Tenant shall pay rent of $1,500 on the first day', 'of each month.'],
  ['2. Deposit. The Tenant shall pay a security deposit of $1,500.', '', '3. Term. This lease ends on June 30, 2027.'],
];

/** A multipart/form-data body as a browser's FormData makes it. */
async function form(files: { bytes: Uint8Array; name: string }[], fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append('file', new Blob([new Uint8Array(f.bytes)]), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

async function upload(c: TestClient, bytes: Uint8Array, name = 'lease.pdf', fields: Record<string, string> = {}) {
  return c.request('POST', '/api/documents', await form([{ bytes, name }], fields));
}

const signedIn = (name: string, plan: 'free' | 'premium' = 'premium') => t.signedIn(name, plan);

/** Polls until analysis ends, as the upload screen does. */
async function settled(c: TestClient, id: number): Promise<DocumentView> {
  for (let i = 0; i < 400; i++) {
    const doc = (await c.request('GET', `/api/documents/${id}`)).json<DocumentView>();
    if (doc.status === 'complete' || doc.status === 'failed') return doc;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`document ${id} did not finish`);
}

describe('uploading and reading a document', () => {
  let c: TestClient;
  let id: number;
  let pdf: Uint8Array;
  beforeAll(async () => {
    c = await signedIn('reader');
    pdf = await makePdf(LEASE_PAGES, { header: 'Acme Properties LLC', pageNumbers: true });
  });

  it('accepts a PDF, queues it, and reads it into text with pages and clauses', async () => {
    const res = await upload(c, pdf, 'Oak Street lease.pdf');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'queued' });
    id = res.json().id;
    const doc = await settled(c, id);
    expect(doc).toMatchObject({ title: 'Oak Street lease', fileName: 'Oak Street lease.pdf', kind: 'pdf', size: pdf.byteLength, status: 'complete', progress: 100, error: null, pageCount: 2 });
    expect(doc.analysis!.segments.map((s) => s.heading)).toEqual(['RESIDENTIAL LEASE', 'Rent', 'Deposit', 'Term']);

    const { text, pages } = (await c.request('GET', `/api/documents/${id}/text`)).json<DocumentText>();
    expect(text).toContain('1. Rent. The Tenant shall pay rent of $1,500 on the first day of each month.');
    expect(text).not.toContain('Acme Properties LLC');
    expect(pages).toHaveLength(2);
    const rent = doc.analysis!.segments[1]!;
    expect(text.slice(rent.start, rent.end)).toBe('1. Rent. The Tenant shall pay rent of $1,500 on the first day of each month.');
  });

  it('gives the original file back as a download', async () => {
    const res = await c.request('GET', `/api/documents/${id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Oak Street lease.pdf"; filename*=UTF-8''Oak%20Street%20lease.pdf`);
    expect(Buffer.compare(res.rawPayload, Buffer.from(pdf))).toBe(0);
  });

  it('reads Word and plain-text files too', async () => {
    const docx = await upload(c, await makeDocx(['MUTUAL NDA', '1. Confidentiality. Each party shall keep the other’s information secret.']), 'nda.docx');
    const txt = await upload(c, new TextEncoder().encode('OFFER LETTER\n\n1. Salary. $85,000 a year.\n'), 'offer.txt', { title: 'Job offer from Initech' });
    const [word, plain] = [await settled(c, docx.json().id), await settled(c, txt.json().id)];
    expect(word).toMatchObject({ kind: 'docx', status: 'complete', title: 'nda' });
    expect(plain).toMatchObject({ kind: 'txt', status: 'complete', title: 'Job offer from Initech' });
    expect(plain.analysis!.segments.map((s) => s.heading)).toEqual(['OFFER LETTER', 'Salary']);
  });

  it('lists documents newest first and finds them by words in their text', async () => {
    const all = (await c.request('GET', '/api/documents')).json<DocumentList>();
    expect(all.items.map((d) => d.title)).toEqual(['Job offer from Initech', 'nda', 'Oak Street lease']);
    expect(all.items[0]).not.toHaveProperty('analysis');
    const found = (await c.request('GET', '/api/documents?q=deposit')).json<DocumentList>();
    expect(found.items.map((d) => d.title)).toEqual(['Oak Street lease']);
    const page = (await c.request('GET', '/api/documents?limit=2')).json<DocumentList>();
    const next = (await c.request('GET', `/api/documents?limit=2&cursor=${page.nextCursor}`)).json<DocumentList>();
    expect(next.items.map((d) => d.title)).toEqual(['Oak Street lease']);
  });

  it('finds words anywhere in the first 100,000 characters, and by a new title after a rename', async () => {
    const filler = (n: number) => 'The parties agree to the terms set out below. '.repeat(Math.ceil(n / 46)).slice(0, n);
    const body = `${filler(60_000)} zanzibarite clause. ${filler(50_000)} quokkaville clause.`;
    const doc = await settled(c, (await upload(c, new TextEncoder().encode(body), 'long memo.txt')).json<{ id: number }>().id);
    const titles = async (q: string) => (await c.request('GET', `/api/documents?q=${q}`)).json<DocumentList>().items.map((d) => d.title);
    expect(await titles('zanzibarite')).toEqual(['long memo']);
    expect(await titles('quokkaville')).toEqual([]); // past the first 100,000 characters
    await c.request('PATCH', `/api/documents/${doc.id}`, { body: { title: 'Harbour memo' } });
    expect(await titles('harbour')).toEqual(['Harbour memo']);
    expect(await titles('zanzibarite')).toEqual(['Harbour memo']);
    await c.request('DELETE', `/api/documents/${doc.id}`);
  });

  it('renames, reanalyses and deletes, the file with it', async () => {
    expect((await c.request('PATCH', `/api/documents/${id}`, { body: { title: '  12 Oak St lease ' } })).json().title).toBe('12 Oak St lease');
    expect((await c.request('PATCH', `/api/documents/${id}`, { body: { title: '' } })).statusCode).toBe(400);
    const again = await c.request('POST', `/api/documents/${id}/reanalyze`);
    expect(again.statusCode).toBe(202);
    expect((await settled(c, id)).status).toBe('complete');

    const [row] = rowsOf<{ key: string }>(await t.database.db.execute(sql`select storage_key as key from documents where id = ${id}`));
    const key = row!.key;
    const file = path.join(t.dataDir, 'files', ...key.split('/'));
    expect(existsSync(file)).toBe(true);
    expect((await c.request('DELETE', `/api/documents/${id}`)).statusCode).toBe(204);
    expect((await c.request('GET', `/api/documents/${id}`)).statusCode).toBe(404);
    expect(existsSync(file)).toBe(false);
  });
});

describe('the list for History: the type found, and whole UTC days', () => {
  let c: TestClient;
  const ids: Record<'lease' | 'offer' | 'blank', number> = { lease: 0, offer: 0, blank: 0 };
  const titles = async (query: string) => {
    const res = await c.request('GET', `/api/documents?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DocumentList>().items.map((d) => d.title);
  };

  beforeAll(async () => {
    c = await signedIn('by_day');
    const text = (s: string) => new TextEncoder().encode(s);
    ids.lease = (await upload(c, text('RESIDENTIAL LEASE\n\n1. Rent. The Tenant shall pay the Landlord rent of $900 a month.\n'), 'lease.txt')).json().id;
    ids.offer = (await upload(c, text('OFFER OF EMPLOYMENT\n\n1. Salary. The Employee will be paid $85,000 a year.\n'), 'offer.txt')).json().id;
    ids.blank = (await upload(c, text('   '), 'blank.txt')).json().id;
    for (const id of Object.values(ids)) await settled(c, id);
    // one just before midnight UTC, one at midnight, one two days later
    const at = { lease: '2025-03-01T23:59:59.999Z', offer: '2025-03-02T00:00:00.000Z', blank: '2025-03-04T12:00:00.000Z' };
    for (const [name, id] of Object.entries(ids)) {
      await t.database.db.execute(sql`update documents set updated_at = ${at[name as keyof typeof at]}::timestamptz where id = ${id}`);
    }
  });

  it('gives each item the document type its analysis found, none while it has no analysis', async () => {
    const { items } = (await c.request('GET', '/api/documents')).json<DocumentList>();
    expect(items.map((d) => [d.title, d.status, d.documentType])).toEqual([
      ['blank', 'failed', null],
      ['offer', 'complete', 'employment'],
      ['lease', 'complete', 'lease'],
    ]);
  });

  it('keeps to the days from and to, both included, with search and page by page', async () => {
    expect(await titles('from=2025-03-02&to=2025-03-02')).toEqual(['offer']);
    expect(await titles('from=2025-03-02')).toEqual(['blank', 'offer']);
    expect(await titles('to=2025-03-01')).toEqual(['lease']);
    expect(await titles('from=2025-03-01&to=2025-03-04')).toEqual(['blank', 'offer', 'lease']);
    expect(await titles('from=2025-03-05')).toEqual([]);
    // a "from" after "to" is no error: nothing matches
    expect(await titles('from=2025-03-04&to=2025-03-01')).toEqual([]);
    expect(await titles('q=rent&from=2025-03-01&to=2025-03-01')).toEqual(['lease']);
    expect(await titles('q=rent&from=2025-03-02')).toEqual([]);

    const first = (await c.request('GET', '/api/documents?from=2025-03-01&to=2025-03-02&limit=1')).json<DocumentList>();
    expect(first.items.map((d) => d.title)).toEqual(['offer']);
    const second = (await c.request('GET', `/api/documents?from=2025-03-01&to=2025-03-02&limit=1&cursor=${first.nextCursor}`)).json<DocumentList>();
    expect(second.items.map((d) => d.title)).toEqual(['lease']);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 naming the format for a day that is not a real YYYY-MM-DD day', async () => {
    for (const query of ['from=yesterday', 'to=2025-02-30', 'from=2025-3-1', 'to=2025-03-01T00:00:00Z', 'from=']) {
      const res = await c.request('GET', `/api/documents?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'validation_error', message: 'Dates must be YYYY-MM-DD', fields: { [query.split('=')[0]!]: 'Dates must be YYYY-MM-DD' } });
    }
  });
});

describe('files that are refused or cannot be read', () => {
  let c: TestClient;
  beforeAll(async () => {
    c = await signedIn('careless');
  });

  it('refuses what is not a PDF, Word or text file, too large, or not one file, and stores nothing', async () => {
    const filesDir = path.join(t.dataDir, 'files', 'documents');
    const stored = () => (existsSync(filesDir) ? readdirSync(filesDir).length : 0);
    const before = stored();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    const cases: [Awaited<ReturnType<typeof form>>, number, RegExp][] = [
      [await form([{ bytes: png, name: 'lease.pdf' }]), 415, /This file is a PNG image/],
      [await form([{ bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(65), name: 'big.txt' }]), 413, /larger than 10 MB/],
      [await form([]), 400, /Choose a file/],
      [await form([{ bytes: new TextEncoder().encode('a'), name: 'a.txt' }, { bytes: new TextEncoder().encode('b'), name: 'b.txt' }]), 400, /one file at a time/],
      [await form([{ bytes: new TextEncoder().encode('a'), name: 'a.txt' }], { title: 'x'.repeat(201) }), 400, /at most 200/],
      [await form([{ bytes: new TextEncoder().encode('a'), name: 'a.txt' }], { owner: '1' }), 400, /./],
    ];
    for (const [request, status, message] of cases) {
      const res = await c.request('POST', '/api/documents', request);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const json = await c.request('POST', '/api/documents', { body: { file: 'lease.pdf' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    expect((await c.request('GET', '/api/documents')).json().items).toEqual([]);
    expect(stored()).toBe(before);
  });

  it('keeps a file it cannot read as a failed analysis that says why', async () => {
    const cases: [Uint8Array, string, RegExp][] = [
      [new Uint8Array(readFileSync(path.join(ROOT_DIR, 'tests/fixtures/password-protected.pdf'))), 'locked.pdf', /protected by a password/],
      [await makeImageOnlyPdf(), 'scan.pdf', /looks like a scan or a photo/],
      [new TextEncoder().encode('%PDF-1.7 truncated'), 'broken.pdf', /damaged or incomplete/],
      [makeZipBomb(300), 'bomb.docx', /unpacks to far more data/],
      [new Uint8Array(), 'empty.txt', /no text in it/],
    ];
    for (const [bytes, name, reason] of cases) {
      const res = await upload(c, bytes, name);
      expect(res.statusCode, name).toBe(202);
      const doc = await settled(c, res.json().id);
      expect(doc.status, name).toBe('failed');
      expect(doc.error, name).toMatch(reason);
      expect(doc.analysis).toBeNull();
      const text = await c.request('GET', `/api/documents/${doc.id}/text`);
      expect(text.statusCode).toBe(409);
    }
  });
});

describe('plans and owners', () => {
  it('lets the Free plan upload 2 documents a month, then answers 402 naming the limit and Premium', async () => {
    const c = await signedIn('two_uploads', 'free');
    const txt = new TextEncoder().encode('1. Rent. $900.');
    expect((await upload(c, txt, 'a.txt')).statusCode).toBe(202);
    expect((await upload(c, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'x.png')).statusCode).toBe(415);
    expect((await upload(c, txt, 'b.txt')).statusCode).toBe(202);
    const third = await upload(c, txt, 'c.txt');
    expect(third.statusCode).toBe(402);
    expect(third.json()).toEqual({ code: 'plan_limit', message: expect.stringMatching(/all 2 document uploads.*Free plan.*Premium/) });
    expect((await c.request('GET', '/api/usage')).json().uploads).toEqual({ used: 2, limit: 2 });
    expect((await c.request('GET', '/api/documents')).json().items).toHaveLength(2);
  });

  it('never shows or changes another person’s document', async () => {
    const owner = await signedIn('doc_owner');
    const { id } = (await upload(owner, new TextEncoder().encode('PRIVATE SETTLEMENT\n\n1. Amount. $50,000.'), 'settlement.txt')).json();
    await settled(owner, id);
    const other = await signedIn('doc_snoop');
    for (const [method, url, body] of [
      ['GET', `/api/documents/${id}`, undefined],
      ['GET', `/api/documents/${id}/text`, undefined],
      ['GET', `/api/documents/${id}/file`, undefined],
      ['PATCH', `/api/documents/${id}`, { title: 'mine' }],
      ['POST', `/api/documents/${id}/reanalyze`, undefined],
      ['DELETE', `/api/documents/${id}`, undefined],
    ] as const) {
      const res = await other.request(method, url, body ? { body } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toMatch(/settlement|50,000/i);
    }
    expect((await other.request('GET', '/api/documents?q=settlement')).json().items).toEqual([]);
    expect((await owner.request('GET', `/api/documents/${id}`)).json().title).toBe('settlement');
  });
});

describe('the analysis queue', () => {
  it('takes over a document whose worker stopped, and gives up on one that keeps failing', async () => {
    const c = await signedIn('recovering');
    const { id } = (await upload(c, new TextEncoder().encode('1. Term. One year.'), 'term.txt')).json();
    await settled(c, id);
    // as if the instance reading it had died: mid-analysis, lease run out
    await t.database.db.execute(sql`update documents set status = 'analyzing', progress = 60, lease_until = now() - interval '1 minute' where id = ${id}`);
    // the queue looks for abandoned work as it polls
    expect(await settled(c, id)).toMatchObject({ status: 'complete', analysis: { segments: [expect.objectContaining({ heading: 'Term' })] } });

    await t.database.db.execute(sql`update documents set status = 'extracting', attempts = 3, lease_until = now() - interval '1 minute' where id = ${id}`);
    expect(await settled(c, id)).toMatchObject({ status: 'failed', error: FAILURE.gaveUp });
  });
});
