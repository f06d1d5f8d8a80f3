/**
 * The labelled question set: everyday questions in people's own words, each with the guide that
 * answers it. Retrieval must put that guide among its top 3 for at least 90% of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSearchRepository } from '../../modules/knowledge-base/search.repository';
import { createSearchService, type SearchService } from '../../modules/knowledge-base/search.service';
import { syncKnowledgeBase } from '../../modules/knowledge-base/sync';
import { openTestDatabase } from '../../testing/test-database';
import questions from './questions.json' with { type: 'json' };

let database: Database;
let search: SearchService;
beforeAll(async () => {
  database = await openTestDatabase();
  await syncKnowledgeBase(database.db);
  search = createSearchService(createSearchRepository(database.db));
});
afterAll(() => database.close());

/** the first three distinct guides among the best passages */
async function topGuides(question: string): Promise<string[]> {
  const passages = await search.searchPassages(question, { limit: 8 });
  return [...new Set(passages.map((p) => `${p.categoryId}/${p.topicId}`))].slice(0, 3);
}

describe('retrieval over the labelled question set', () => {
  it('has at least 60 questions, each naming a guide that exists, across every area', async () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((q) => q.categoryId)).size).toBe(16);
    const res = await database.db.query.kbTopics.findMany({ columns: { categoryId: true, id: true } });
    const known = new Set(res.map((t) => `${t.categoryId}/${t.id}`));
    for (const q of questions) expect(known.has(`${q.categoryId}/${q.topicId}`), q.question).toBe(true);
  });

  it('puts the expected guide in the top 3 for at least 90% of the questions', async () => {
    const misses: string[] = [];
    for (const q of questions) {
      const top = await topGuides(q.question);
      if (!top.includes(`${q.categoryId}/${q.topicId}`)) misses.push(`${q.categoryId}/${q.topicId} ← "${q.question}" got ${top.join(', ')}`);
    }
    const hitRate = 1 - misses.length / questions.length;
    console.info(`retrieval top-3: ${questions.length - misses.length}/${questions.length} = ${(hitRate * 100).toFixed(1)}%${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
    expect(hitRate).toBeGreaterThanOrEqual(0.9);
  });

  it('returns section-level passages with topic and section ids, best first', async () => {
    const passages = await search.searchPassages('my landlord kept my security deposit', { limit: 5 });
    expect(passages[0]).toMatchObject({ categoryId: 'housing', topicId: 'security-deposits' });
    expect(passages[0]!.sectionId).toMatch(/^[a-z-]+$/);
    expect(passages[0]!.text.length).toBeGreaterThan(50);
    expect(passages.map((p) => p.score)).toEqual([...passages.map((p) => p.score)].sort((a, b) => b - a));
    // at most two passages from one guide, so an answer can draw on several
    const perGuide = new Map<string, number>();
    for (const p of passages) perGuide.set(p.topicId, (perGuide.get(p.topicId) ?? 0) + 1);
    expect(Math.max(...perGuide.values())).toBeLessThanOrEqual(2);
  });

  it('finds nothing for text with no words the knowledge base holds', async () => {
    expect(await search.searchPassages('zzqxv qwrtp')).toEqual([]);
    expect(await search.searchPassages('???')).toEqual([]);
  });
});
