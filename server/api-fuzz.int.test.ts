/**
 * Property-based fuzzing of every API route (issue 17: no 500s). For each route the app registers, requests
 * are built from its zod schemas (server/testing/zod-arbitrary.ts): valid, boundary and hostile bodies,
 * query strings and path parameters, the parameters filled with ids of the caller's own things, of another
 * user's, and junk; sent signed in (sometimes in a team, sometimes naming a team not theirs, now and then
 * with a forged CSRF token or a garbled cookie) and signed out; the upload gets multipart fields and files,
 * cut short or with a wrong boundary now and then. The reads run again after the changes, over what they
 * made. Two properties:
 *   - no request answers 5xx;
 *   - a refused request (4xx) changes nothing: every table's rows and the stored files are as before.
 * Not compared, because a refused request legitimately writes them: `sessions` (any request may renew the
 * session it comes with), `login_failures` (a refused sign-in is counted, to slow guessing) and
 * `rate_limit_hits` (the demo counts a run before reading the text, so a 422 counts too; a 429 may be
 * recorded). Nor the columns of `documents` the analysis queue writes in the background (status, progress,
 * text, analysis…), which change under any request while a document is read.
 *
 * FUZZ_RUNS (requests per route, default 15), FUZZ_SEED and FUZZ_ROUTES (a pattern of "METHOD /url") deepen,
 * reproduce or narrow a run; FUZZ_REPORT=1 lists the statuses each route answered (=full: with a body of each),
 * FUZZ_LOG=1 every request.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFieldsSchema } from '../common/schemas/documents';
import { errorBodySchema } from '../common/schemas/system';
import { loadStateRules } from './content/state-rules';
import { syncRecords } from './content/sync';
import { loadTemplates, type Template } from './content/templates';
import type { Database } from './db/client';
import { rowsOf } from './db/rows';
import { syncKnowledgeBase } from './modules/knowledge-base/sync';
import { makePdf } from './testing/document-files';
import { LEASE_TXT, settledDocument, uploadDocument } from './testing/documents';
import { article } from './testing/kb-article';
import { createTestApp, type TestApp, type TestClient } from './testing/test-app';
import { known, knownFor, pick, snapshotter, type Known } from './testing/fuzz-world';
import { openTestDatabase } from './testing/test-database';
import { arbitraryOf, hostile, HOSTILE_STRINGS, RawJson, toJson, VALID } from './testing/zod-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let t: TestApp;
let snapshot: () => Promise<Record<string, string>>;
/** the caller: ann, premium, owner of a team; ben's things are "another user's" */
let ann: TestClient;
let annId: number;
let anon: TestClient;
/** a spare session for the routes that end the session they are sent with */
let leaver: TestClient;
const teams: { ann?: number; ben?: number } = {};
const tokens: { invitations: string[]; feeds: string[] } = { invitations: [], feeds: [] };
let pdf: Uint8Array;

async function signUp(name: string): Promise<TestClient> {
  const c = t.client();
  const res = await c.register(name);
  expect(res.statusCode, res.body).toBe(201);
  return c;
}

async function ok<T>(c: TestClient, method: 'POST' | 'PATCH', url: string, body?: unknown): Promise<T> {
  const res = await c.request(method, url, body === undefined ? {} : { body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
}

/** a matter with a task, a deadline, a note, a document and a conversation filed in it */
async function furnish(c: TestClient, label: string) {
  const matter = await ok<{ id: number }>(c, 'POST', '/api/matters', { title: `${label} matter`, tags: ['lease'] });
  await ok(c, 'POST', `/api/matters/${matter.id}/tasks`, { title: `${label} task`, dueOn: '2027-01-10' });
  await ok(c, 'POST', `/api/matters/${matter.id}/deadlines`, { title: `${label} hearing`, date: '2027-02-03', time: '09:30', kind: 'court_date', reminderMinutes: 60 });
  await ok(c, 'POST', `/api/matters/${matter.id}/notes`, { body: `${label} note` });
  const upload = await uploadDocument(c, LEASE_TXT, `${label}.txt`, { matterId: String(matter.id) });
  expect(upload.statusCode, upload.body).toBe(202);
  await settledDocument(c, upload.json<{ id: number }>().id);
  await ok(c, 'POST', '/api/conversations', { title: `${label} question`, context: { matterId: matter.id } });
  const lease = templates.find((x) => x.id === 'residential-lease')!;
  await ok(c, 'POST', '/api/drafts', { templateId: lease.id, answers: lease.example, matterId: matter.id });
  await ok(c, 'POST', '/api/drafts', { templateId: 'security-deposit-demand' });
  await ok(c, 'POST', '/api/answer-sets', { name: `${label} landlord`, value: lease.example.landlord });
}

let templates: Template[];

/** a knowledge base of one area and two guides, for the guide routes (the real one takes long to copy in) */
async function smallKnowledgeBase(database: Database): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fuzz-kb-'));
  await mkdir(path.join(dir, 'housing'));
  await writeFile(path.join(dir, 'categories.json'), JSON.stringify([{ id: 'housing', name: 'Housing', description: 'Renting a home.', icon: 'House', featured: 'deposits' }]));
  await writeFile(path.join(dir, 'housing/deposits.md'), article({ frontMatter: { title: 'Deposits' } }));
  await writeFile(path.join(dir, 'housing/repairs.md'), article({ frontMatter: { title: 'Repairs' } }));
  await syncKnowledgeBase(database.db, dir);
  await rm(dir, { recursive: true, force: true });
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await smallKnowledgeBase(database);
  // the real drafting templates and the tables they quote (small to copy in, unlike the guides)
  const rules = await loadStateRules();
  templates = await loadTemplates();
  await syncRecords(database.db, 'templates', templates.map((x) => ({ key: x.id, data: x })));
  await syncRecords(database.db, 'state-rules', rules.map((r) => ({ key: r.id, data: r })));
  t = await createTestApp({ database, config: { publicUrl: 'https://counsel.example.com' } });
  snapshot = snapshotter(t.database, t.dataDir);
  pdf = await makePdf([['RESIDENTIAL LEASE', '1. Rent. The Tenant shall pay rent of $1,500 each month.']]);
  ann = await signUp('ann');
  annId = (await ann.request('GET', '/api/user')).json<{ id: number }>().id;
  const ben = await signUp('ben');
  const cat = await signUp('cat');
  leaver = await signUp('leaver');
  anon = t.client();
  await anon.token();
  // teams need Premium; past the embedded database's session cache so the plan is seen
  await t.database.db.execute(sql`update users set plan = 'premium' where username in ('ann', 'ben', 'cat')`);
  t.clock.advance(10_000);
  teams.ann = (await ok<{ id: number }>(ann, 'POST', '/api/teams', { name: 'Ann & Co' })).id;
  teams.ben = (await ok<{ id: number }>(ben, 'POST', '/api/teams', { name: 'Ben LLP' })).id;
  await ok(ann, 'POST', `/api/teams/${teams.ann}/invitations`, { email: 'cat@example.com', role: 'member' });
  await ok(ann, 'POST', `/api/teams/${teams.ann}/invitations`, { email: 'dora@example.com', role: 'admin' });
  for (const row of rowsOf<{ text: string }>(await t.database.db.execute(sql`select text from outbox`))) {
    const token = /\/invitations\/([\w-]+)/.exec(row.text)?.[1];
    if (token) tokens.invitations.push(token);
  }
  await ok(cat, 'POST', `/api/invitations/${tokens.invitations[0]}/accept`);
  const feed = await ok<{ url: string }>(ann, 'POST', '/api/calendar-feed');
  tokens.feeds.push(feed.url.split('/').pop()!);

  await furnish(ann, 'Ann');
  await furnish(ben, 'Ben');
  ann.headers['X-Team-Id'] = String(teams.ann);
  await furnish(ann, 'Ann team');
  delete ann.headers['X-Team-Id'];
}, 120_000);
afterAll(async () => {
  await t?.close();
  await database?.close();
});

// --- requests ---

type Body = { json: unknown } | { raw: string; type?: string } | { multipart: Part[]; boundary?: string; truncate?: boolean };
interface Part {
  name: string;
  value?: string;
  file?: { bytes: Uint8Array; name: string; type: string };
}
interface FuzzRequest {
  actor: 'ann' | 'anon';
  method: string;
  url: string;
  team?: string;
  csrf?: false | string;
  /** a cookie sent with another value (a forged session, a garbled CSRF secret) */
  cookie?: [string, unknown];
  body?: Body;
}

/** percent-encodes every byte but the unreserved ones (a lone surrogate becomes U+FFFD, as a browser sends it) */
const encode = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => (/[\w.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`)).join('');
/** how a generated value is written in a URL or a form field */
const asText = (v: unknown): string => (typeof v === 'string' ? v : v instanceof RawJson ? v.text : typeof v === 'object' && v !== null ? toJson(v) : String(v));

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value === undefined ? '' : `?${encode(asText(value))}`;
  const pairs = Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => `${encode(k)}=${encode(asText(x))}`)));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function multipartBody({ multipart: parts, boundary = 'fuzz-boundary-7MA4YWxkTrZu0gW', truncate }: { multipart: Part[]; boundary?: string; truncate?: boolean }) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.file ? `; filename="${p.file.name}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.file ? `Content-Type: ${p.file.type}\r\n` : ''}\r\n`));
    chunks.push(p.file ? Buffer.from(p.file.bytes) : Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return { body: truncate ? body.subarray(0, Math.floor(body.length / 2)) : body, type: `multipart/form-data; boundary=${boundary}` };
}

const RAW_BODIES = ['', '{', '{"a":', 'null', '[]', '"text"', '0', '{"a":1}{"b":2}', '\u0000', `{"title":"${'x'.repeat(5000)}"`, '['.repeat(5000)];

/** bodies that are not what the route reads: broken JSON, other content types, JSON of the wrong shape */
const strayBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw, type: 'application/json' })),
  fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1', 'multipart/form-data', 'application/octet-stream'), fc.constantFrom(...RAW_BODIES, 'a=1&b=2')).map(([type, raw]) => ({ raw, type })),
  hostile.map((json) => ({ json })),
);

function uploadBody(fieldsSchema: unknown, ids: { ids: number[] }): fc.Arbitrary<Body> {
  const file = fc.record({
    bytes: fc.oneof(
      { weight: 4, arbitrary: fc.constant(new TextEncoder().encode(LEASE_TXT)) },
      { weight: 1, arbitrary: fc.constant(pdf) },
      { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }) },
      { weight: 1, arbitrary: fc.constantFrom(new Uint8Array(), new TextEncoder().encode('%PDF-1.7 not really'), new TextEncoder().encode('PK\u0003\u0004 not a zip')) },
    ),
    name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('lease.txt', 'lease.pdf', 'Lease (final).docx', 'noextension') }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) }),
    type: fc.constantFrom('text/plain', 'application/pdf', 'application/octet-stream', ''),
  });
  const fields = fc.oneof(arbitraryOf(fieldsSchema, { ...ids, mix: VALID }), arbitraryOf(fieldsSchema, ids)).map((v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.entries(v).map(([name, value]) => ({ name, value: asText(value) })) : [{ name: 'title', value: asText(v) }],
  );
  const strayField = fc.tuple(fc.constantFrom('title', 'matterId', 'file', '__proto__', 'x'.repeat(300), ...HOSTILE_STRINGS.slice(0, 12)), hostile).map(([name, value]) => ({ name, value: asText(value) }));
  const strays = fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(strayField, { minLength: 1, maxLength: 2 }) });
  const files = fc.oneof({ weight: 6, arbitrary: file.map((f) => [f]) }, { weight: 1, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(file, { minLength: 2, maxLength: 2 }) });
  return fc.record(
    {
      multipart: fc.tuple(fields, strays, files, fc.boolean()).map(([f, stray, fs, fileFirst]) => {
        const fileParts: Part[] = fs.map((x) => ({ name: 'file', file: x }));
        return fileFirst ? [...fileParts, ...f, ...stray] : [...f, ...stray, ...fileParts];
      }),
      boundary: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('', 'x'.repeat(200), 'a"b') }),
      truncate: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    },
    { requiredKeys: ['multipart'] },
  );
}

/** list cursors as the lists write them (base64url JSON of [updatedAt, id]), with times and ids of any size */
const cursor = fc
  .tuple(
    fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), fc.constantFrom('2026-02-30T00:00:00.000Z', '0000-01-01T00:00:00.000Z', 'soon')),
    fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, '7')),
  )
  .map((last) => Buffer.from(JSON.stringify(last)).toString('base64url'));

/** bodies a random walk would hardly hit: a sign-in that works, a sign-up that is new */
const EXAMPLES: Record<string, fc.Arbitrary<unknown>> = {
  'POST /api/login': fc.constantFrom({ username: 'ann', password: 'correct horse battery' }, { username: 'ann@example.com', password: 'correct horse battery' }),
  'POST /api/register': fc.stringMatching(/^[a-z]{8,16}$/).map((name) => ({ username: name, email: `${name}@example.com`, password: 'correct horse battery staple' })),
};

function requestsFor(route: RouteOptions, method: string, world: Known): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { params?: { shape: Record<string, unknown> }; querystring?: unknown; body?: unknown };
  const ids = { ids: world.ids, hints: { cursor } };
  const segments = route.url.split('/');
  // the workspace the request acts in: ann's own, her team's, one she is not in, or a header that names none
  const workspace = fc.oneof(
    { weight: 6, arbitrary: fc.constant({ ws: `u${annId}`, team: undefined as string | undefined }) },
    { weight: 3, arbitrary: fc.constant({ ws: `t${teams.ann}`, team: String(teams.ann) }) },
    { weight: 1, arbitrary: fc.constant({ ws: `t${teams.ben}`, team: String(teams.ben) }) },
    { weight: 1, arbitrary: hostile.map((v) => ({ ws: '-', team: asText(v) })).filter(({ team }) => team !== '' && [...team].every((ch) => ch >= ' ' && ch <= '~')) },
  );
  const pathIn = (ws: string) => {
    const each = segments.map((segment) => {
      if (!segment.startsWith(':')) return fc.constant(segment);
      const name = segment.slice(1);
      const existing = pick(knownFor(world, route.url, name), ws).map((a) => a.map((x) => x.id));
      const fromSchema = schema.params?.shape[name] ? arbitraryOf(schema.params.shape[name], ids) : hostile;
      return fc.oneof(...existing.map((arbitrary) => ({ weight: 3, arbitrary })), { weight: 3, arbitrary: fromSchema }, { weight: 1, arbitrary: hostile }).map((v) => encode(asText(v)));
    });
    const pairs = pick(world.nested[route.url] ?? [], ws).map((a) => a.map((values) => segments.map((seg) => (seg.startsWith(':') ? encode(values[seg.slice(1)]!) : seg)).join('/')));
    return fc.oneof(fc.tuple(...each).map((parts) => parts.join('/')), ...pairs);
  };
  const query = schema.querystring
    ? fc.oneof(arbitraryOf(schema.querystring, { ...ids, mix: VALID }), arbitraryOf(schema.querystring, ids)).map(queryString)
    : fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom('team', 'x', 'cursor', '__proto__'), hostile).map(([k, v]) => queryString({ [k]: v })) });
  const sendsBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const body: fc.Arbitrary<Body | undefined> =
    route.url === '/api/documents' && method === 'POST'
      ? fc.oneof({ weight: 8, arbitrary: uploadBody(uploadFieldsSchema, ids) }, { weight: 1, arbitrary: strayBody })
      : schema.body
        ? fc.oneof(
            { weight: 3, arbitrary: arbitraryOf(schema.body, { ...ids, mix: VALID }).map((json): Body => ({ json })) },
            { weight: 4, arbitrary: arbitraryOf(schema.body, ids).map((json): Body => ({ json })) },
            ...(EXAMPLES[`${method} ${route.url}`] ? [{ weight: 2, arbitrary: EXAMPLES[`${method} ${route.url}`]!.map((json): Body => ({ json })) }] : []),
            { weight: 1, arbitrary: strayBody },
          )
        : sendsBody
          ? fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: strayBody })
          : fc.constant(undefined);
  return workspace.chain(({ ws, team }) =>
    fc.record(
      {
        actor: fc.constantFrom<FuzzRequest['actor']>('ann', 'ann', 'ann', 'ann', 'anon'),
        method: fc.constant(method),
        url: fc.tuple(pathIn(ws), query).map(([p, q]) => `${p}${q}`),
        team: fc.constant(team),
        csrf: fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom<false | string>(false, 'forged-token') }),
        cookie: fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom('counsel_session', 'counsel_csrf', 'counsel_device'), hostile) }),
        body,
      },
      { requiredKeys: ['actor', 'method', 'url'] },
    ),
  );
}

/** they end the session they are sent with (signing in again starts a new one): sent with a spare session, never ann's */
const SESSION_ROUTES = ['/api/login', '/api/register', '/api/logout'];

async function send(route: RouteOptions, request: FuzzRequest) {
  const base = request.actor === 'anon' ? anon : SESSION_ROUTES.includes(route.url) ? leaver : ann;
  // a copy of the caller's cookies: a sign-in or sign-up in the fuzz must not change who the next request is
  const client = t.client();
  for (const [k, v] of base.cookies) client.cookies.set(k, v);
  if (request.cookie) client.cookies.set(request.cookie[0], encode(asText(request.cookie[1])));
  const headers: Record<string, string> = request.team === undefined ? {} : { 'x-team-id': request.team };
  let payload: unknown;
  const b = request.body;
  if (b && 'json' in b) [payload, headers['content-type']] = [toJson(b.json), 'application/json'];
  else if (b && 'raw' in b) [payload, headers['content-type']] = [b.raw, b.type ?? 'application/json'];
  else if (b && 'multipart' in b) {
    const { body, type } = multipartBody(b);
    [payload, headers['content-type']] = [body, type];
  }
  const csrf = request.csrf ?? (await base.token());
  return client.request(request.method as 'GET', request.url, { headers, csrf, ...(payload === undefined ? {} : { body: payload }) });
}

const RANK: Record<string, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 2, DELETE: 3 };
/** run last: they end the caller's session or team, leaving fewer things for the routes after them */
const ENDINGS = ['/api/teams/:id/transfer', '/api/teams/:id/leave', '/api/logout'];
const rank = (route: RouteOptions, method: string) => ENDINGS.indexOf(route.url) + 1 || (RANK[method] ?? 0) - (ENDINGS.length + 5);

describe('every API route, fuzzed from its schemas', () => {
  it(`answers no 5xx, and changes nothing when it refuses (${RUNS} requests a route)`, async () => {
    const routes = t.routes
      .flatMap((route) => [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS').map((method) => ({ route, method })))
      .filter(({ route }) => route.url.startsWith('/api/'))
      .filter(({ route, method }) => !process.env.FUZZ_ROUTES || new RegExp(process.env.FUZZ_ROUTES).test(`${method} ${route.url}`))
      // deeper paths first among equals: a task is deleted before its matter takes it along
      .sort((a, b) => rank(a.route, a.method) - rank(b.route, b.method) || b.route.url.split('/').length - a.route.url.split('/').length);
    if (!process.env.FUZZ_ROUTES) expect(routes.length).toBeGreaterThan(60);
    // and the reads once more, over what the changes made (a deadline in year 9999 in the calendar file)
    routes.push(...routes.filter(({ method }) => method === 'GET'));
    const failures: string[] = [];
    const statuses = new Map<string, Map<number, string>>();
    const started = Date.now();
    for (const { route, method } of routes) {
      const name = `${method} ${route.url}`;
      const seen = statuses.get(name) ?? new Map<number, string>();
      statuses.set(name, seen);
      const result = await fc.check(
        fc.asyncProperty(requestsFor(route, method, await known(t.database, tokens)), async (request) => {
          const before = await snapshot();
          const res = await send(route, request);
          if (!seen.has(res.statusCode)) seen.set(res.statusCode, res.body.slice(0, 160));
          const what = `${request.actor} ${request.method} ${request.url.slice(0, 300)} team=${request.team ?? '-'}${request.cookie ? ` cookie=${request.cookie[0]}:${asText(request.cookie[1]).slice(0, 40)}` : ''} body=${describeBody(request.body)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (process.env.FUZZ_LOG) console.log(what);
          if (res.statusCode >= 500) throw new Error(`5xx: ${what}`);
          if (res.statusCode >= 400) {
            const after = await snapshot();
            const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
            if (changed.length) throw new Error(`refused, yet changed ${changed.join(', ')}: ${what}`);
            if (!errorBodySchema.safeParse(safeJson(res.body)).success) throw new Error(`refused without { message, code }: ${what}`);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (result.failed) failures.push(`${name} (seed ${result.seed}, path ${result.counterexamplePath}): ${(result.errorInstance as Error | undefined)?.message ?? String(result.errorInstance)}`);
    }
    const accepted = [...statuses].filter(([, s]) => [...s.keys()].some((code) => code < 400)).length;
    if (process.env.FUZZ_REPORT) {
      console.log(`${statuses.size} routes (${routes.length} with the second reads) × ${RUNS} requests in ${Date.now() - started} ms; ${accepted} routes accepted at least one`);
      for (const [name, s] of statuses) console.log(`${name}: ${[...s.keys()].sort().join(' ')}`, process.env.FUZZ_REPORT === 'full' ? Object.fromEntries(s) : '');
    }
    expect(failures).toEqual([]);
    // the fuzz reaches past validation: most routes took at least one request
    if (!process.env.FUZZ_ROUTES) expect(accepted).toBeGreaterThan(statuses.size / 2);
  }, 600_000);
});

/** the body for a failure message: file contents by their size, long text cut */
function describeBody(body: Body | undefined): string {
  const text = JSON.stringify(body, (_key, v: unknown) => (v instanceof Uint8Array ? `<${v.byteLength} bytes: ${Buffer.from(v.subarray(0, 12)).toString('latin1')}…>` : v instanceof RawJson ? `raw:${v.text}` : v));
  return text === undefined ? '-' : text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
