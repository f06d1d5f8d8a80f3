/**
 * Knowledge-base search as the API and the assistant run it, in process (no HTTP), on a file-backed
 * PGlite like `npm start` uses, and on PostgreSQL when one answers: the start-up sync (first and
 * unchanged), 200 varied searches as typed into the search box, and the assistant's passage retrieval
 * over the labelled question set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type DatabaseTarget } from '../server/db/client';
import questions from '../server/ai/eval/questions.json' with { type: 'json' };
import { loadKnowledgeBase } from '../server/modules/knowledge-base/content';
import { createSearchRepository } from '../server/modules/knowledge-base/search.repository';
import { createSearchService } from '../server/modules/knowledge-base/search.service';
import { syncKnowledgeBase } from '../server/modules/knowledge-base/sync';
import { withBenchDatabase } from './postgres';
import { percentiles } from './stats';

/** 200 searches of the kinds people type: titles, keywords, half-typed words, typos and whole questions. */
async function searchQueries(): Promise<string[]> {
  const { topics } = await loadKnowledgeBase();
  const keywords = topics.map((t) => t.keywords[0]!);
  const swap = (w: string) => (w.length < 5 ? w : `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`);
  return [
    ...topics.slice(0, 50).map((t) => t.title),
    ...keywords.slice(0, 50),
    ...keywords.slice(50, 75).map((k) => k.slice(0, Math.max(3, Math.ceil(k.length / 2)))),
    ...keywords.slice(75, 98).map(swap),
    ...questions.slice(0, 52).map((q) => q.question),
  ].slice(0, 200);
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function benchOn(name: string, target: DatabaseTarget) {
  const database: Database = await openDatabase(target);
  try {
    await database.migrate();
    const first = await syncKnowledgeBase(database.db);
    const unchanged = await syncKnowledgeBase(database.db);
    const search = createSearchService(createSearchRepository(database.db));
    const queries = await searchQueries();
    for (const q of queries) await search.searchTopics({ q, limit: 10 }); // warm-up, discarded
    const searchTimes: number[] = [];
    for (const q of queries) searchTimes.push(await time(() => search.searchTopics({ q, limit: 10 })));
    const passageTimes: number[] = [];
    for (const q of questions) passageTimes.push(await time(() => search.searchPassages(q.question, { limit: 8 })));
    const s = percentiles(searchTimes);
    const p = percentiles(passageTimes);
    return [
      { database: name, measure: `sync, first (${first.added} guides)`, 'p50 ms': first.ms, 'p95 ms': '', 'max ms': '' },
      { database: name, measure: 'sync, unchanged', 'p50 ms': unchanged.ms, 'p95 ms': '', 'max ms': '' },
      { database: name, measure: `search box (${queries.length} queries)`, 'p50 ms': s.p50, 'p95 ms': s.p95, 'max ms': s.max },
      { database: name, measure: `assistant passages (${questions.length} questions)`, 'p50 ms': p.p50, 'p95 ms': p.p95, 'max ms': p.max },
    ];
  } finally {
    await database.close();
  }
}

export async function benchKnowledgeBase(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-bench-kb-'));
  try {
    const rows = await benchOn('PGlite (embedded)', { kind: 'pglite', dataDir });
    rows.push(...((await withBenchDatabase((url) => benchOn('PostgreSQL', { kind: 'postgres', url }))) ?? []));
    console.log('\nKnowledge base (in process)');
    console.table(rows);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
