/**
 * Editing (decision 0016), against the real server in its own process on a fresh embedded database:
 * 1. Autosave: a 50-page contract (about 150 numbered sections with headings, of about 100 words each,
 *    lettered and bulleted lists, two tables; its page count is that of the app's PDF export), written as a
 *    Word file, uploaded and analysed, then opened in the editor (its import, timed); then
 *    BENCH_EDITING_RUNS saves one after another, each with one more sentence typed into a paragraph in
 *    the middle and naming the revision the save before returned, as the editor's autosave sends them;
 *    each PUT timed end to end over HTTP. The same for a 1-page letter, for contrast. Target: p95 under
 *    300 ms.
 * 2. Opening the 50-page contract at /documents/:id/edit in Chromium, signed in by the session cookie: from
 *    the start of navigation to the app asking for the editor's JSON and having it, to the editor shown
 *    with "All changes saved", and to a key pressed in it showing its letter (interactive); and the key's
 *    own latency. A fresh browser's first page is cold (nothing cached); then BENCH_EDITING_OPENS (8) fresh
 *    pages in the same browser, with the app's files cached. Target: interactive under 3 s.
 * The 1-minute load average is printed with the results: on a busy machine they vary a lot.
 * CHROMIUM_PATH names the browser (default /usr/bin/chromium); the suite skips part 2 without one.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, type BrowserContext } from '@playwright/test';
import type { JSONContent } from '@tiptap/core';
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { DocumentView } from '../common/schemas/documents';
import type { EditorDocument, Saved } from '../common/schemas/editing';
import { editedPdf } from '../server/editing/pdf';
import { pdfText } from '../server/testing/exported-text';
import { signedInClient, startServer, type Client } from './server-process';
import { percentiles } from './stats';

const SAVES = Number(process.env.BENCH_EDITING_RUNS ?? 60);
const OPENS = Number(process.env.BENCH_EDITING_OPENS ?? 8);
/** saves before the timed ones: the first save of a session makes a new version, the rest update it */
const WARM_UP = 2;
const PORT = 3940;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];
const TARGETS = { saveP95Ms: 300, openMs: 3000 };

// --- the documents -----------------------------------------------------------------------------------

/** The same "random" choices every run. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}
type Random = ReturnType<typeof random>;

const PARTY = ['the Supplier', 'the Customer', 'either party', 'each party', 'the receiving party', 'the disclosing party', 'the Licensee', 'the Contractor'];
const PERIOD = ['five (5) Business Days', 'ten (10) days', 'fifteen (15) days', 'thirty (30) days', 'forty-five (45) days', 'sixty (60) days', 'ninety (90) days', 'six (6) months', 'twelve (12) months'];
const AMOUNT = ['$25,000', '$50,000', '$100,000', '$250,000', '$1,000,000', 'the Fees paid in the preceding twelve (12) months', 'twice the annual Fees'];
const DEED = ['Deliverables', 'Services', 'Confidential Information', 'Personal Data', 'Work Product', 'Equipment', 'Software', 'Documentation', 'Purchase Orders', 'Statements of Work'];
const CAUSE = ['a material breach of this Agreement', 'gross negligence or wilful misconduct', 'a failure to comply with applicable law', 'an infringement of any Intellectual Property Rights', 'a breach of the confidentiality obligations', 'any act or omission of its subcontractors'];

/** Clause sentences of commercial contracts, each filled in from the lists above. */
const SENTENCES: ((r: Random) => string)[] = [
  (r) => `Subject to the terms of this Agreement, ${r.pick(PARTY)} shall provide the ${r.pick(DEED)} in accordance with Good Industry Practice and the Service Levels set out in Schedule ${1 + Math.floor(r.next() * 6)}.`,
  (r) => `${cap(r.pick(PARTY))} shall notify ${r.pick(PARTY)} in writing within ${r.pick(PERIOD)} after becoming aware of ${r.pick(CAUSE)}.`,
  (r) => `Notwithstanding anything to the contrary in this Agreement, neither party excludes or limits its liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or for ${r.pick(CAUSE)}.`,
  (r) => `The aggregate liability of ${r.pick(PARTY)} arising out of or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed ${r.pick(AMOUNT)}.`,
  (r) => `All ${r.pick(DEED)} shall remain the sole and exclusive property of ${r.pick(PARTY)}, and nothing in this Agreement shall be construed as granting any licence or right in them except as expressly stated.`,
  (r) => `Invoices are payable within ${r.pick(PERIOD)} of the date of receipt, and any amount not paid when due shall bear interest at ${2 + Math.floor(r.next() * 4)}% per annum above the base rate from the due date until payment in full.`,
  (r) => `${cap(r.pick(PARTY))} may terminate this Agreement with immediate effect by written notice if ${r.pick(PARTY)} commits ${r.pick(CAUSE)} which is irremediable or, if remediable, is not remedied within ${r.pick(PERIOD)}.`,
  () => `Each party warrants that it has full power and authority to enter into this Agreement and that its obligations hereunder constitute legal, valid and binding obligations enforceable in accordance with their terms.`,
  (r) => `${cap(r.pick(PARTY))} shall indemnify and hold harmless ${r.pick(PARTY)} against all losses, damages, costs and expenses, including reasonable legal fees, arising from ${r.pick(CAUSE)}.`,
  (r) => `No failure or delay by ${r.pick(PARTY)} in exercising any right or remedy shall operate as a waiver of it, nor shall any single or partial exercise preclude any further exercise of that or any other right or remedy.`,
  (r) => `${cap(r.pick(PARTY))} shall maintain complete and accurate records relating to the ${r.pick(DEED)} and shall, on reasonable notice, permit ${r.pick(PARTY)} or its auditors to inspect them during normal business hours.`,
  (r) => `Any variation of this Agreement shall be effective only if made in writing and signed by the authorised representatives of both parties, save that ${r.pick(PARTY)} may update the ${r.pick(DEED)} on ${r.pick(PERIOD)} notice.`,
  (r) => `${cap(r.pick(PARTY))} shall comply with all applicable data protection legislation and shall process Personal Data only on the documented instructions of ${r.pick(PARTY)}.`,
  (r) => `Time shall be of the essence for the delivery of the ${r.pick(DEED)}, and any delay exceeding ${r.pick(PERIOD)} shall entitle ${r.pick(PARTY)} to liquidated damages of ${r.pick(AMOUNT)} per week of delay.`,
  (r) => `The provisions of this clause shall survive the expiry or termination of this Agreement for a period of ${r.pick(PERIOD)}, together with any accrued rights and remedies of ${r.pick(PARTY)}.`,
  (r) => `${cap(r.pick(PARTY))} shall not, without the prior written consent of ${r.pick(PARTY)}, assign, novate, subcontract or otherwise deal with any of its rights or obligations under this Agreement.`,
  (r) => `Where ${r.pick(PARTY)} disputes an invoice in good faith, it shall pay the undisputed portion and the parties shall resolve the dispute in accordance with the escalation procedure within ${r.pick(PERIOD)}.`,
  (r) => `If a Force Majeure Event continues for more than ${r.pick(PERIOD)}, ${r.pick(PARTY)} may terminate the affected ${r.pick(DEED)} on written notice without liability.`,
];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** About `words` words of clause text. */
function clauseText(r: Random, words: number): string {
  const out: string[] = [];
  for (let n = 0; n < words - 10; n += out.at(-1)!.split(' ').length) out.push(r.pick(SENTENCES)(r));
  return out.join(' ');
}

const ARTICLES = ['Definitions and Interpretation', 'Appointment and Scope', 'The Services', 'Charges and Payment', 'Acceptance and Warranties', 'Intellectual Property', 'Confidentiality', 'Data Protection', 'Liability and Indemnities', 'Insurance', 'Term and Termination', 'Consequences of Termination', 'Dispute Resolution', 'Force Majeure', 'General'];
const HEADINGS = ['Obligations', 'Standard of Performance', 'Records and Audit', 'Invoicing', 'Late Payment', 'Set-Off', 'Warranties', 'Remedies', 'Exclusions', 'Notices', 'Assignment', 'Subcontracting', 'Variation', 'Waiver', 'Survival', 'Cooperation', 'Personnel', 'Security', 'Compliance with Laws', 'Costs'];

const text = (t: string, marks?: JSONContent['marks']): JSONContent => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const para = (t: string): JSONContent => ({ type: 'paragraph', content: [text(t)] });
const heading = (level: number, t: string): JSONContent => ({ type: 'heading', attrs: { level }, content: [text(t)] });
const list = (type: 'orderedList' | 'bulletList', items: string[]): JSONContent => ({ type, content: items.map((t) => ({ type: 'listItem', content: [para(t)] })) });
const cell = (type: 'tableHeader' | 'tableCell', t: string): JSONContent => ({ type, content: [para(t)] });
const table = (head: string[], rows: string[][]): JSONContent => ({
  type: 'table',
  content: [{ type: 'tableRow', content: head.map((h) => cell('tableHeader', h)) }, ...rows.map((row) => ({ type: 'tableRow', content: row.map((c) => cell('tableCell', c)) }))],
});

/** A services agreement: `sections` numbered sections under articles, with lists and two tables. */
function contract(sections: number, seed = 20): JSONContent {
  const r = random(seed);
  const content: JSONContent[] = [
    heading(1, 'MASTER SUPPLY AND SERVICES AGREEMENT'),
    { type: 'paragraph', content: [text('This Agreement is dated 2 March 2026 and is made between '), text('Harborline Logistics, Inc.', [{ type: 'bold' }]), text(' (the "Customer") and '), text('Quarry Lane Software LLC', [{ type: 'bold' }]), text(' (the "Supplier"), each a "party".')] },
  ];
  const perArticle = Math.ceil(sections / ARTICLES.length);
  for (let n = 0; n < sections; n++) {
    const article = Math.floor(n / perArticle);
    const section = (n % perArticle) + 1;
    if (section === 1) content.push(heading(2, `${article + 1}. ${ARTICLES[article % ARTICLES.length]!.toUpperCase()}`));
    content.push(heading(3, `${article + 1}.${section} ${r.pick(HEADINGS)}`));
    content.push(para(clauseText(r, 85 + Math.floor(r.next() * 30))));
    if (n % 3 === 1) content.push(para(clauseText(r, 50 + Math.floor(r.next() * 40))));
    if (n % 8 === 3) content.push(list('orderedList', Array.from({ length: 3 + (n % 3) }, () => clauseText(r, 22))));
    if (n % 11 === 6) content.push(list('bulletList', Array.from({ length: 4 }, () => `the ${r.pick(DEED)} ${r.pick(['delivered under any Statement of Work', 'held by the Supplier', 'listed in Schedule 2', 'created after the Effective Date'])};`)));
    if (n === Math.floor(sections / 3)) {
      content.push(para('The Charges for each Service are as follows:'));
      content.push(table(['Service', 'Unit', 'Charge (USD)', 'Review'], Array.from({ length: 12 }, (_, i) => [`${r.pick(DEED)} support, tier ${1 + (i % 3)}`, r.pick(['per month', 'per hour', 'per user', 'per site']), `${(1200 + i * 475).toLocaleString('en-US')}.00`, r.pick(['annually', 'quarterly', 'on renewal'])])));
    }
    if (n === Math.floor((2 * sections) / 3)) {
      content.push(para('The Service Levels and the service credits for a failure to meet them are:'));
      content.push(table(['Service Level', 'Target', 'Measured', 'Service credit'], Array.from({ length: 10 }, (_, i) => [`${r.pick(['Availability', 'Response time', 'Resolution time', 'Delivery on time'])} (${r.pick(DEED)})`, `${95 + (i % 5)}.${i}%`, r.pick(['monthly', 'quarterly']), `${1 + (i % 4)}% of monthly Charges`])));
    }
  }
  content.push(heading(2, 'SIGNATURES'));
  content.push(para('Signed by the authorised representatives of the parties on the date written at the start of this Agreement.'));
  return { type: 'doc', content };
}

/** A one-page letter. */
function letter(): JSONContent {
  const r = random(7);
  return {
    type: 'doc',
    content: [
      heading(2, 'Notice of Breach and Demand for Cure'),
      para('Dear Ms. Alvarez,'),
      para(clauseText(r, 110)),
      list('orderedList', [clauseText(r, 20), clauseText(r, 20), clauseText(r, 20)]),
      para(clauseText(r, 90)),
      para('Yours sincerely, Jordan Reyes, General Counsel'),
    ],
  };
}

const HEADING_LEVELS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

/**
 * The document as a Word file as a firm's template makes one: Heading 1–3 styles, lists with Word's own
 * numbering ((a), (b) and bullets, each list numbered from its start) and tables, which the import reads
 * back as the editor's headings, lists and tables. (The app's own Word export writes list numbers as text.)
 */
async function wordFile(doc: JSONContent): Promise<Uint8Array> {
  let lists = 0;
  const runs = (node: JSONContent) => (node.content ?? []).map((t) => new TextRun({ text: t.text ?? '', bold: t.marks?.some((m) => m.type === 'bold') || undefined }));
  const blocks = (doc.content ?? []).flatMap((node): (Paragraph | Table)[] => {
    switch (node.type) {
      case 'heading':
        return [new Paragraph({ heading: HEADING_LEVELS[node.attrs!.level as 1 | 2 | 3], children: runs(node) })];
      case 'orderedList':
      case 'bulletList': {
        const instance = ++lists;
        const reference = node.type === 'orderedList' ? 'clauses' : 'bullets';
        return (node.content ?? []).map((item) => new Paragraph({ numbering: { reference, level: 0, instance }, children: runs(item.content![0]!) }));
      }
      case 'table':
        return [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: (node.content ?? []).map(
              (row, r) => new TableRow({ tableHeader: r === 0 || undefined, children: (row.content ?? []).map((c) => new TableCell({ children: [new Paragraph({ children: runs(c.content![0]!) })] })) }),
            ),
          }),
        ];
      default:
        return [new Paragraph({ children: runs(node) })];
    }
  });
  const level = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) => ({ level: 0, format, text, alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 720, hanging: 360 } } } });
  const file = new Document({
    numbering: {
      config: [
        { reference: 'clauses', levels: [level(LevelFormat.LOWER_LETTER, '(%1)')] },
        { reference: 'bullets', levels: [level(LevelFormat.BULLET, '•')] },
      ],
    },
    sections: [{ children: blocks }],
  });
  return new Uint8Array(await Packer.toBuffer(file));
}

// --- over HTTP ---------------------------------------------------------------------------------------

async function api<T>(c: Client, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${c.url}${path}`, { method, headers: { ...c.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Uploads a Word file, waits until it is analysed, then opens it in the editor (its import). */
async function uploaded(c: Client, doc: JSONContent, title: string): Promise<{ id: number; opened: EditorDocument; importMs: number; docxKb: number; pages: number }> {
  const docx = await wordFile(doc);
  const { pages } = await pdfText(await editedPdf(doc, { title }));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(docx)]), `${title}.docx`);
  const res = await fetch(`${c.url}/api/documents`, { method: 'POST', headers: c.headers, body: form });
  if (res.status !== 202) throw new Error(`POST /api/documents answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  for (;;) {
    const view = await api<DocumentView>(c, 'GET', `/api/documents/${id}`);
    if (view.status === 'failed') throw new Error(`${title} failed: ${view.error}`);
    if (view.status === 'complete') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const started = performance.now();
  const opened = await api<EditorDocument>(c, 'GET', `/api/documents/${id}/editor`);
  return { id, opened, importMs: performance.now() - started, docxKb: docx.byteLength / 1024, pages };
}

/** The paragraphs (outside lists and tables) of a document, in order. */
const paragraphsOf = (doc: JSONContent) => (doc.content ?? []).filter((b) => b.type === 'paragraph' && b.content?.length);

const TYPED = ['The Supplier shall confirm this in writing.', 'This applies to each Statement of Work.', 'For clarity, this includes any Affiliate of the Customer.', 'Such notice shall not be unreasonably withheld.', 'The parties shall meet to discuss it in good faith.'];

/**
 * `WARM_UP` + `SAVES` saves one after another, each with a sentence more typed at the end of a paragraph
 * in the middle third of the document, naming the revision the save before returned.
 */
async function autosaves(c: Client, id: number, opened: EditorDocument) {
  const content = structuredClone(opened.content) as JSONContent;
  const paragraphs = paragraphsOf(content);
  const r = random(3);
  let revision = opened.revision;
  const bodyBytes: number[] = [];
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + SAVES; i++) {
    const target = paragraphs[Math.floor(paragraphs.length / 3 + r.next() * (paragraphs.length / 3))]!;
    const last = target.content!.at(-1)!;
    if (last.type === 'text') last.text = `${last.text} ${r.pick(TYPED)}`;
    else target.content!.push(text(` ${r.pick(TYPED)}`));
    const body = JSON.stringify({ baseRevision: revision, content });
    bodyBytes.push(Buffer.byteLength(body));
    const started = performance.now();
    const res = await fetch(`${c.url}/api/documents/${id}/content`, { method: 'PUT', headers: { ...c.headers, 'content-type': 'application/json' }, body });
    const saved = (await res.json()) as Saved;
    const ms = performance.now() - started;
    if (res.status !== 200 || !saved.changed || saved.revision !== revision + 1) throw new Error(`save ${i + 1} answered ${res.status}: ${JSON.stringify(saved)}`);
    revision = saved.revision;
    if (i >= WARM_UP) samples.push(ms);
  }
  return { ...percentiles(samples), firstKb: bodyBytes[0]! / 1024, lastKb: bodyBytes.at(-1)! / 1024 };
}

// --- in the browser ----------------------------------------------------------------------------------

interface Open {
  /** from the start of navigation to the app asking for the editor's JSON (GET /api/documents/:id/editor) */
  asked: number;
  /** from the start of navigation to the editor's JSON received (GET /api/documents/:id/editor) */
  json: number;
  /** from the start of navigation to the editor shown with "All changes saved" */
  ready: number;
  /** from the start of navigation to a typed keystroke shown in the editor */
  typed: number;
  /** from the key going down to its letter shown */
  key: number;
}

const EDITOR = '[role=textbox][aria-label^="Text of"]';

/**
 * A fresh page opens the editor. The page's own clock (performance.now() counts from the start of its
 * navigation) is read on every frame until the editor is ready; a key is then pressed at the start of the
 * first heading and the clock read on the frame its letter shows. The click and key presses are sent by
 * Playwright, so "typed" includes their round trips (tens of ms each); "key" does not.
 */
async function openOnce(context: BrowserContext, url: string): Promise<Open> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const ready = await page.waitForFunction(
      (selector) => {
        const editor = document.querySelector<HTMLElement>(selector);
        const state = document.querySelector('[data-testid="save-state"]');
        return editor && editor.getClientRects().length > 0 && state?.textContent === 'All changes saved' ? performance.now() : false;
      },
      EDITOR,
      { polling: 'raf', timeout: 60_000 },
    );
    const readyMs = (await ready.jsonValue()) as number;
    const first = page.locator(`${EDITOR} > :first-child`);
    const before = await first.textContent();
    await first.click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Home');
    await page.evaluate(() => {
      const w = window as unknown as { keyAt?: number };
      document.addEventListener('keydown', (e) => (w.keyAt ??= e.timeStamp), { capture: true, once: true });
    });
    await page.keyboard.press('X');
    const typed = await page.waitForFunction(
      ({ selector, before }) => {
        if (document.querySelector(`${selector} > :first-child`)?.textContent !== `X${before}`) return false;
        const json = performance.getEntriesByType('resource').find((e) => /\/api\/documents\/\d+\/editor/.test(e.name)) as PerformanceResourceTiming | undefined;
        return { typed: performance.now(), keyAt: (window as unknown as { keyAt: number }).keyAt, asked: json?.startTime ?? NaN, json: json?.responseEnd ?? NaN };
      },
      { selector: EDITOR, before },
      { polling: 'raf', timeout: 10_000 },
    );
    const t = (await typed.jsonValue()) as { typed: number; keyAt: number; asked: number; json: number };
    return { asked: t.asked, json: t.json, ready: readyMs, typed: t.typed, key: t.typed - t.keyAt };
  } finally {
    // closed before the autosave's 2 s: the keystroke is never saved
    await page.close();
  }
}

async function opens(url: string, c: Client, id: number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      c.headers.cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
      }),
    );
    // the tour is not shown, and no unsaved text from a page before is offered back
    await context.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      for (const key of Object.keys(localStorage)) if (key.startsWith('editorBackup')) localStorage.removeItem(key);
    });
    const cold = await openOnce(context, `${url}/documents/${id}/edit`);
    const warm: Open[] = [];
    for (let i = 0; i < OPENS; i++) warm.push(await openOnce(context, `${url}/documents/${id}/edit`));
    const of = (key: keyof Open) => ({ cold: cold[key], ...percentiles(warm.map((o) => o[key])) });
    return { asked: of('asked'), json: of('json'), ready: of('ready'), typed: of('typed'), key: of('key'), version: browser.version() };
  } finally {
    await browser.close();
  }
}

// --- the suite ---------------------------------------------------------------------------------------

export async function benchEditing(): Promise<void> {
  const loadBefore = loadavg()[0]!;
  // premium: no monthly upload or page limits in the way
  const server = await startServer(PORT, { DEFAULT_PLAN: 'premium' });
  try {
    const c = await signedInClient(server.url);
    const docs = [
      { name: '50-page contract', ...(await uploaded(c, contract(150), 'Master Supply and Services Agreement')) },
      { name: '1-page letter', ...(await uploaded(c, letter(), 'Notice of Breach')) },
    ];
    const rows = [];
    for (const d of docs) rows.push({ d, saves: await autosaves(c, d.id, d.opened) });
    const big = docs[0]!;
    const loadAfter = loadavg()[0]!;

    const one = (n: number) => Math.round(n * 10) / 10;
    console.log(`\n## Editing: autosave over HTTP (PGlite, ${WARM_UP} saves to warm up, then ${SAVES} timed), Node ${process.version}, load average ${one(loadBefore)} before, ${one(loadAfter)} after the saves on ${cpus().length} cores\n`);
    console.log('| Document | PDF pages | DOCX KB | PUT body KB, first → last | import (first open) ms | p50 ms | p95 ms | max ms | target p95 |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { d, saves } of rows) {
      console.log(
        `| ${d.name} | ${d.pages} | ${Math.round(d.docxKb)} | ${Math.round(saves.firstKb)} → ${Math.round(saves.lastKb)} | ${Math.round(d.importMs)} | ${saves.p50} | ${saves.p95} | ${saves.max} | ${saves.p95 < TARGETS.saveP95Ms ? 'met' : 'MISSED'} (${TARGETS.saveP95Ms}) |`,
      );
    }
    if (!existsSync(CHROMIUM)) return console.log(`\nOpening in the editor: skipped, no browser at ${CHROMIUM} (set CHROMIUM_PATH).`);
    const browser = await opens(server.url, c, big.id);
    console.log(
      `\n## Opening the ${big.name} at /documents/:id/edit in Chromium ${browser.version}: a fresh browser's first page (cold), then ${OPENS} fresh pages with the app's files cached; ms from the start of navigation; load average ${one(loadavg()[0]!)} after\n`,
    );
    console.log('| Measure | cold | p50 ms | p95 ms | max ms | target |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    const line = (label: string, p: (typeof browser)['json'], target?: number) =>
      console.log(`| ${label} | ${one(p.cold)} | ${p.p50} | ${p.p95} | ${p.max} | ${target ? `${Math.max(p.cold, p.p95) < target ? 'met' : 'MISSED'} (${target})` : ''} |`);
    line("editor's JSON asked for (the app's files loaded and run)", browser.asked);
    line("editor's JSON received", browser.json);
    line('editor shown, "All changes saved"', browser.ready);
    line('a keystroke shown (interactive)', browser.typed, TARGETS.openMs);
    line('key down to its letter shown', browser.key);
  } finally {
    await server.stop();
  }
}
