/**
 * The offline engine over the labelled question set: its answer must cite the guide that answers the
 * question for at least 90% of them; every citation it shows must resolve to a real knowledge-base
 * section and quote it; and off-topic questions get the plain "found nothing" answer, citing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Source } from '../../../common/schemas/chat';
import type { Database } from '../../db/client';
import { createKnowledgeBaseRepository } from '../../modules/knowledge-base/knowledge-base.repository';
import { createKnowledgeBaseService } from '../../modules/knowledge-base/knowledge-base.service';
import { createSearchRepository } from '../../modules/knowledge-base/search.repository';
import { createSearchService } from '../../modules/knowledge-base/search.service';
import { syncContent } from '../../content/sync';
import { openTestDatabase } from '../../testing/test-database';
import { createAnswerEngine, type Answer, type AnswerEngine } from '../answer-engine';
import { createAnswerModel } from '../providers';
import { createRetriever } from '../retrieval';
import { createContentRecordsRepository } from '../../content/records.repository';
import { createStateRulesService } from '../../modules/state-rules/state-rules.service';
import { loadStateRules } from '../../content/state-rules';
import { citedText } from '../../testing/cited-text';
import questions from './questions.json' with { type: 'json' };
import outOfScope from './out-of-scope.json' with { type: 'json' };

const silent = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {}, trace: () => {}, fatal: () => {}, child: () => silent, level: 'silent', silent: () => {} };

let database: Database;
let answer: AnswerEngine;
beforeAll(async () => {
  database = await openTestDatabase();
  await syncContent(database.db);
  const knowledgeBase = createKnowledgeBaseService(createKnowledgeBaseRepository(database.db));
  const retrieve = createRetriever({ search: createSearchService(createSearchRepository(database.db)), knowledgeBase, stateRules: createStateRulesService(createContentRecordsRepository(database.db)) });
  answer = createAnswerEngine({ model: createAnswerModel({ provider: 'offline' }), retrieve, log: silent as never });
});
afterAll(() => database.close());

const ask = (question: string): Promise<Answer> => answer({ question, history: [], jurisdiction: null }, () => {});

async function unresolved(sources: Source[]): Promise<string[]> {
  const broken: string[] = [];
  for (const s of sources) if (!(await citedText(database.db, s))?.includes(s.quote.replace(/…$/, ''))) broken.push(s.url);
  return broken;
}

describe('the offline engine over the labelled question set', () => {
  it('cites the guide that answers the question for at least 90% of them, and every citation resolves', async () => {
    const misses: string[] = [];
    const broken: string[] = [];
    for (const q of questions) {
      const a = await ask(q.question);
      expect(a.status, q.question).toBe('complete');
      if (!a.sources.some((s) => s.categoryId === q.categoryId && s.topicId === q.topicId)) {
        misses.push(`${q.categoryId}/${q.topicId} ← "${q.question}" cited ${[...new Set(a.sources.map((s) => s.topicId))].join(', ') || 'nothing'}`);
      }
      broken.push(...(await unresolved(a.sources)));
      // every marker in the text is one of the answer's sources, numbered 1..n in order of first use
      const markers = [...a.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
      expect(new Set(markers), q.question).toEqual(new Set(a.sources.map((s) => s.n)));
      expect(a.sources.map((s) => s.n)).toEqual(a.sources.map((_, i) => i + 1));
    }
    const rate = 1 - misses.length / questions.length;
    console.info(`offline answers citing the expected guide: ${questions.length - misses.length}/${questions.length} = ${(rate * 100).toFixed(1)}%${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
    expect(broken).toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('says it found nothing, and cites nothing, for questions outside the law', async () => {
    expect(outOfScope.length).toBeGreaterThanOrEqual(10);
    for (const question of outOfScope) {
      const a = await ask(question);
      expect(a.text, question).toMatch(/^I could not find anything in the Counsel knowledge base that answers this, so I will not guess\./);
      expect(a.sources, question).toEqual([]);
      expect(a.verified, question).toBeNull();
    }
  });

  it('is deterministic: the same question gets the same answer', async () => {
    const [first, second] = [await ask(questions[0]!.question), await ask(questions[0]!.question)];
    expect(second.text).toBe(first.text);
  });

  it('keeps what it said when the reader stops it part-way', async () => {
    const stop = new AbortController();
    let deltas = 0;
    const a = await answer({ question: questions[0]!.question, history: [], jurisdiction: null, signal: stop.signal }, (event) => {
      if (event.type === 'text' && ++deltas === 3) stop.abort();
    });
    const full = await ask(questions[0]!.question);
    expect(a.status).toBe('partial');
    expect(a.text.length).toBeGreaterThan(0);
    expect(full.text.startsWith(a.text.replace(/\s*\[\d+\]\s*$/, ''))).toBe(true);
    expect(a.text.length).toBeLessThan(full.text.length);
    expect(a.followUps).toEqual([]);
  });
});

describe('the rule in the person’s state, from the state-rule tables', () => {
  it('quotes Georgia’s deposit rule with its statute first when the story names Georgia, and cites the table', async () => {
    const [georgia] = (await loadStateRules()).find((r) => r.id === 'security-deposits')!.cells.filter((c) => c.state === 'GA');
    const a = await ask('My landlord kept my whole security deposit after I moved out, and I’m in Georgia. What can I do?');
    const table = a.sources.find((s) => s.url === '/state-rules/security-deposits?state=GA');
    expect(table, a.text).toBeDefined();
    expect(table!.title).toContain(georgia!.citation);
    const inGeorgia = a.text.indexOf('**In Georgia**');
    expect(inGeorgia).toBeGreaterThanOrEqual(0);
    const part = a.text.slice(inGeorgia);
    expect(part).toContain(`under ${georgia!.citation}`);
    expect(part).toContain(georgia!.values.returnDeadline!.slice(0, 40));
    expect(part).toContain(`[${table!.n}]`);
    // and closes with the free help in Georgia, by name and link
    const [help] = (await createStateRulesService(createContentRecordsRepository(database.db)).legalHelp('GA')).states;
    expect(a.text).toContain(`**Free help in Georgia:** legal aid from [${help!.legalAid[0]!.name}](${help!.legalAid[0]!.url})`);
    expect(await unresolved(a.sources)).toEqual([]);
  });

  it('quotes no table where the state is not known', async () => {
    const a = await ask('My landlord kept my whole security deposit after I moved out. What can I do?');
    expect(a.sources.some((s) => s.url.startsWith('/state-rules/'))).toBe(false);
  });
});
