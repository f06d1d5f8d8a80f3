/**
 * Conversations about the user's own documents, on the offline engine: the document's analysed passages
 * are cited beside the guides with their offsets, and no one can attach a document they cannot see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationDetail } from '../../../common/schemas/chat';
import { documentText } from '../../../common/editing/blocks';
import type { DocumentText, DocumentView } from '../../../common/schemas/documents';
import type { EditorDocument } from '../../../common/schemas/editing';
import { analysedDocument, LEASE_TXT } from '../../testing/documents';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { ask, readAnswer } from '../../testing/ui-stream';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withKnowledgeBase: true, config: { defaultPlan: 'premium' } });
});
afterAll(() => t.close());

async function signedIn(name: string): Promise<TestClient> {
  const c = t.client();
  await c.register(name);
  return c;
}

async function start(c: TestClient, documentIds: number[]): Promise<Conversation> {
  const res = await c.request('POST', '/api/conversations', { body: { context: { documentIds } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Conversation>();
}

async function send(c: TestClient, id: number, question: string) {
  const res = await c.request('POST', `/api/conversations/${id}/messages`, { body: ask(question) });
  expect(res.statusCode, res.body).toBe(200);
  return readAnswer(res.body);
}

describe('asking about a document', () => {
  let c: TestClient;
  let lease: DocumentView;
  let text: string;
  beforeAll(async () => {
    c = await signedIn('tenant');
    lease = await analysedDocument(c, LEASE_TXT, '12 Elm Street lease.txt');
    expect(lease.status).toBe('complete');
    text = (await c.request('GET', `/api/documents/${lease.id}/text`)).json<DocumentText>().text;
  });

  it('cites the document’s passage with its offsets, beside the guides', async () => {
    const conversation = await start(c, [lease.id]);
    expect(conversation.context).toEqual({ documentIds: [lease.id] });
    const answer = await send(c, conversation.id, 'When do I get my security deposit back?');

    expect(answer.text).toMatch(/^\*\*What “12 Elm Street lease” says\*\*/);
    expect(answer.text).toContain('within 14 days after the Tenant moves out');
    const deposit = lease.analysis!.segments.find((s) => s.heading === 'Security Deposit')!;
    const cited = answer.sources.filter((s) => s.kind === 'document');
    expect(cited[0]).toEqual({
      n: 1,
      kind: 'document',
      title: '12 Elm Street lease: 2 Security Deposit',
      url: `/documents/${lease.id}#passage-${deposit.id}`,
      documentId: lease.id,
      sectionId: deposit.id,
      start: deposit.start,
      end: deposit.end,
      // the card quotes from the first sentence the answer quotes
      quote: expect.stringMatching(/^The Tenant shall pay a security deposit of \$2,800/),
    });
    expect(text.slice(deposit.start, deposit.end)).toMatch(/^2\. Security Deposit\..*moves out\.$/s);
    // every document source is a real passage of it, quoted from where its offsets say
    for (const s of cited) expect(text.slice(s.start, s.end).replace(/\s+/g, ' ')).toContain(s.quote.replace(/…$/, ''));
    // and the general rules still come from the guides
    expect(answer.sources.some((s) => s.kind === 'topic' && s.topicId === 'security-deposits')).toBe(true);
    const markers = new Set([...answer.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
    expect(markers).toEqual(new Set(answer.sources.map((s) => s.n)));
    expect(answer.metadata).toEqual({ status: 'complete', verified: true });

    const saved = (await c.request('GET', `/api/conversations/${conversation.id}`)).json<ConversationDetail>();
    expect(saved.messages[1]!.sources).toEqual(answer.sources);
  });

  it('finds the passage deep in a long document', async () => {
    const clauses = Array.from({ length: 400 }, (_, i) => `${i + 1}. Garden. The Tenant shall keep the garden tidy and the gutters clear of leaves during the term.`);
    const long = await analysedDocument(c, `LONG LEASE\n\n${clauses.join('\n\n')}\n\n401. Deposit. The Landlord shall return the security deposit within 10 days.\n`, 'long lease.txt');
    expect(long.analysis!.segments).toHaveLength(402);
    const answer = await send(c, (await start(c, [long.id])).id, 'When do I get my security deposit back?');
    expect(answer.sources[0]).toMatchObject({ kind: 'document', documentId: long.id, sectionId: 's402', title: 'long lease: 401 Deposit' });
  });

  it('says so when the document has nothing on the question, and answers from the guides', async () => {
    const conversation = await start(c, [lease.id]);
    const answer = await send(c, conversation.id, 'A debt collector keeps calling me at work. Is that legal?');
    expect(answer.text).toMatch(/^I did not find a part of “12 Elm Street lease” about this\. It may still be there, so read the document to check\. Here is what the guides say in general\./);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.sources.every((s) => s.kind === 'topic')).toBe(true);
  });

  it('answers 404 and saves nothing once the document is deleted', async () => {
    const other = await analysedDocument(c, LEASE_TXT, 'short-lived lease.txt');
    const conversation = await start(c, [other.id]);
    expect((await c.request('DELETE', `/api/documents/${other.id}`)).statusCode).toBe(204);
    const res = await c.request('POST', `/api/conversations/${conversation.id}/messages`, { body: ask('How much is the deposit?') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: `There is no document with id ${other.id}` });
    const detail = (await c.request('GET', `/api/conversations/${conversation.id}`)).json<ConversationDetail>();
    expect(detail.messages).toEqual([]);
  });
});

/** A lease of our own wording, governed by Texas law, that gives the landlord twice the time Texas allows to return the deposit. */
const TEXAS_LEASE = [
  'LEASE AGREEMENT',
  '',
  'This agreement is between Lone Star Rentals (the "Landlord") and Sam Ortiz (the "Tenant") for Unit 4, 900 Pecan Avenue.',
  '',
  '1. Rent. Rent is $1,150 per month, due on the first day of each month.',
  '',
  '2. Deposit. The Tenant pays a security deposit of $1,150. The Landlord will refund the security deposit, less any deductions, within sixty (60) days after the Tenant moves out.',
  '',
  '3. Governing Law. This Lease is governed by the laws of the State of Texas.',
  '',
].join('\n');

describe('asking about a document governed by a state’s law', () => {
  let c: TestClient;
  let lease: DocumentView;
  beforeAll(async () => {
    c = await signedIn('texan');
    lease = await analysedDocument(c, TEXAS_LEASE, 'Pecan Avenue lease.txt');
    expect(lease.status).toBe('complete');
  });

  it('answers for the state the lease names, and first says where the lease and that state’s rule do not match', async () => {
    const conversation = await start(c, [lease.id]);
    // the person never named a state: the lease's governing law gives it, and the picker shows it
    expect(conversation.jurisdiction).toBe('TX');
    const answer = await send(c, conversation.id, 'How long does my landlord have to give my deposit back?');
    expect(answer.text).toMatch(/^\*\*Check this first\*\*/);
    expect(answer.text).toContain('within sixty (60) days after the Tenant moves out');
    expect(answer.text).toContain('gives **60 days** to return the deposit');
    expect(answer.text).toContain('The guide gives **30 days** for Texas: The Property Code gives the landlord 30 days');
    expect(answer.text).toContain('These may not match.');
    const [mismatch] = answer.text.split('\n\n');
    const cited = [...mismatch!.matchAll(/\[(\d+)\]/g)].map((m) => answer.sources.find((s) => s.n === Number(m[1]))!);
    expect(cited.map((s) => s.kind)).toEqual(['document', 'topic']);
    expect(cited[1]).toMatchObject({ categoryId: 'housing', topicId: 'security-deposits' });
    expect(answer.text).toMatch(/\*\*In Texas\*\*/);
  });

  it('follows the state the person picked, quoting its rule from the table, and claims no mismatch it cannot see', async () => {
    const picked = await c.request('POST', '/api/conversations', { body: { jurisdiction: 'OH', context: { documentIds: [lease.id] } } });
    expect(picked.json<Conversation>().jurisdiction).toBe('OH');
    const answer = await send(c, picked.json<Conversation>().id, 'How long does my landlord have to give my deposit back?');
    expect(answer.text).not.toMatch(/Check this first/);
    expect(answer.text).toMatch(/\*\*In Ohio\*\*\nSecurity deposits, under Ohio Rev\. Code § 5321\.16:/);
  });
});

/** A residential lease of our own wording with these clauses, numbered from 1. */
const residentialLease = (clauses: string[]) =>
  [
    'RESIDENTIAL LEASE',
    'This lease is made between Bluebonnet Properties (the "Landlord") and Casey Nguyen (the "Tenant") for the home at 31 Cedar Lane.',
    ...clauses.map((clause, i) => `${i + 1}. ${clause}`),
    '',
  ].join('\n\n');

const RENT = 'Rent. The Tenant shall pay rent of $1,300 on the first day of each month.';
const DEPOSIT = 'Security Deposit. The Tenant shall pay a security deposit of $1,300. The Landlord shall return the security deposit within 30 days after the Tenant moves out.';
/** the landlord comes in unannounced, the tenant pays every repair under $500, and a day's notice ends it */
const ONE_SIDED_LEASE = residentialLease([
  RENT,
  'Entry. Landlord may enter the Premises at any time, with or without notice, to inspect or repair it.',
  'Repairs. Tenant shall pay for every repair under $500, whatever its cause.',
  DEPOSIT,
  'Default. If Tenant fails to pay rent, Landlord may give Tenant a one (1) day notice to vacate.',
]);
const FAIR_LEASE = residentialLease([
  RENT,
  'Entry. Landlord may enter with 24 hours’ written notice, except in an emergency.',
  'Repairs. Landlord shall keep the home in good repair. Tenant shall pay for damage Tenant or Tenant’s guests cause beyond normal wear and tear.',
  DEPOSIT,
]);

describe('asking about a clause the document’s analysis flagged', () => {
  let c: TestClient;
  let lease: DocumentView;
  beforeAll(async () => {
    c = await signedIn('flagged');
    lease = await analysedDocument(c, ONE_SIDED_LEASE, 'Cedar Lane lease.txt');
    expect(lease.status).toBe('complete');
  });
  const area = (type: string) => lease.analysis!.areasToReview.find((a) => a.type === type)!;
  /** Counsel's flag as the answer shows it: the area's title and the first sentence of its explanation */
  const flag = (type: string) => `  - **Counsel flagged this:** ${area(type).title}. ${area(type).explanation.split(/(?<=\.) /)[0]}`;

  /** the line of the answer under the one that holds `text` */
  const lineUnder = (answer: string, text: string) => {
    const lines = answer.split('\n');
    return lines[lines.findIndex((l) => l.includes(text)) + 1];
  };

  it('quotes a one-sided clause with Counsel’s flag under it, first, in the analysis’s own words', async () => {
    expect(area('entry_without_notice').severity).toBe('high');
    const answer = await send(c, (await start(c, [lease.id])).id, 'Can my landlord come in without telling me?');
    // the entry clause is the second of the lease, yet leads what the lease says
    expect(answer.text).toContain(
      `**What “Cedar Lane lease” says**\n- **2 Entry:** Landlord may enter the Premises at any time, with or without notice, to inspect or repair it. [1]\n${flag('entry_without_notice')}\n- `,
    );
    expect(answer.text).toContain('**Counsel flagged this:** Landlord can enter without notice. Landlord may come into your home at any time without telling you first.');
    expect(answer.sources[0]).toMatchObject({ n: 1, kind: 'document', documentId: lease.id, title: 'Cedar Lane lease: 2 Entry' });
    expect(answer.metadata).toEqual({ status: 'complete', verified: true });
  });

  it('flags each clause it quotes by that clause’s own area to review', async () => {
    const notice = await send(c, (await start(c, [lease.id])).id, 'How much notice before I move out?');
    expect(notice.text).toContain('**What “Cedar Lane lease” says**\n- **5 Default:** If Tenant fails to pay rent, Landlord may give Tenant a one (1) day notice to vacate.');
    expect(lineUnder(notice.text, '**5 Default:**')).toBe(flag('short_notice_to_vacate'));

    const repairs = await send(c, (await start(c, [lease.id])).id, 'Who pays for repairs?');
    expect(repairs.text).toContain('- **3 Repairs:** Tenant shall pay for every repair under $500, whatever its cause.');
    expect(lineUnder(repairs.text, '**3 Repairs:**')).toBe(flag('repairs_shifted_to_tenant'));
    expect(repairs.text).toContain('**Counsel flagged this:** You pay for repairs. You must pay for every repair under $500, not only damage you or your guests cause.');
  });

  it('shows no flag on a fair lease', async () => {
    const fair = await analysedDocument(c, FAIR_LEASE, 'Fair lease.txt');
    expect(fair.analysis!.areasToReview.map((a) => a.type)).not.toContain('entry_without_notice');
    const answer = await send(c, (await start(c, [fair.id])).id, 'Can my landlord come in without telling me?');
    expect(answer.text).toContain('Landlord may enter with 24 hours’ written notice, except in an emergency.');
    expect(answer.text).not.toContain('Counsel flagged this');
  });
});

describe('attaching a document one cannot ask about', () => {
  it('answers 404 for another person’s document, one that does not exist or one that could not be read, and starts nothing', async () => {
    const owner = await signedIn('landlord');
    const theirs = await analysedDocument(owner, LEASE_TXT, 'Private lease.txt');
    const snoop = await signedIn('neighbour');
    const unreadable = await analysedDocument(snoop, '   ', 'blank.txt');
    expect(unreadable.status).toBe('failed');

    const cases: [number[], string][] = [
      [[theirs.id], `There is no document with id ${theirs.id}`],
      [[2_000_000_000], 'There is no document with id 2000000000'],
      [[unreadable.id], 'Counsel could not read “blank”, so there is nothing in it to ask about.'],
    ];
    for (const [documentIds, message] of cases) {
      const res = await snoop.request('POST', '/api/conversations', { body: { context: { documentIds } } });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message });
      expect(res.body).not.toContain('Private lease');
    }
    expect((await snoop.request('GET', '/api/conversations')).json().items).toEqual([]);
    expect((await snoop.request('GET', '/api/usage')).json().conversations.used).toBe(0);
  });

  it('refuses a malformed list of documents with a readable message', async () => {
    const c = await signedIn('sloppy');
    const bad: [unknown, RegExp][] = [
      [[], /at least one document/],
      [['12'], /document ids/],
      [[1.5], /whole number/],
      [[0], /positive/],
      [[1, 1], /same document twice/],
      [[1, 2, 3, 4, 5, 6], /at most 5 documents/],
      ['1', /list of document ids/],
    ];
    for (const [documentIds, message] of bad) {
      const res = await c.request('POST', '/api/conversations', { body: { context: { documentIds } } });
      expect(res.statusCode, JSON.stringify(documentIds)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await c.request('GET', '/api/conversations')).json().items).toEqual([]);
  });
});

describe('a document edited in the app since its analysis', () => {
  it('is read as its newest version: a clause added in the editor is cited, and its passage opens in the editor', async () => {
    const c = await signedIn('editing_tenant');
    const lease = await analysedDocument(c, LEASE_TXT, 'lease.txt');
    const opened = (await c.request('GET', `/api/documents/${lease.id}/editor`)).json<EditorDocument>();
    const parking = '9. Parking. The Tenant may park one car in space 14 behind the building, at no extra charge.';
    const content = { ...opened.content, content: [...(opened.content.content as object[]), { type: 'paragraph', content: [{ type: 'text', text: parking }] }] };
    const page = async () => (await c.request('GET', `/api/documents/${lease.id}`)).json<DocumentView>();
    expect((await page()).editedSinceAnalysis).toBe(false);
    const saved = await c.request('PUT', `/api/documents/${lease.id}/content`, { body: { baseRevision: opened.revision, content } });
    expect(saved.statusCode, saved.body).toBe(200);
    // the page says its analysis is of an earlier version
    expect((await page()).editedSinceAnalysis).toBe(true);

    const answer = await send(c, (await start(c, [lease.id])).id, 'Where can I park my car?');
    const cited = answer.sources.filter((s) => s.kind === 'document');
    expect(cited.find((s) => s.title === 'lease: 9 Parking'), JSON.stringify(cited)).toMatchObject({ url: `/documents/${lease.id}/edit`, quote: expect.stringContaining('park one car in space 14') });
    expect(answer.text).toContain('space 14');
    // every passage is of the newest version's text, where its offsets say
    const newest = documentText((await c.request('GET', `/api/documents/${lease.id}/editor`)).json<EditorDocument>().content);
    for (const s of cited) expect(newest.slice(s.start, s.end).replace(/\s+/g, ' ')).toContain(s.quote.replace(/…$/, ''));
  });
});
