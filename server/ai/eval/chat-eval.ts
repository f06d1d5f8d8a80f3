/**
 * The assistant as a person meets it, scored over a set of messages: each is checked as the API checks
 * a question (refused when too long), answered by the offline engine on a fresh embedded database, and
 * the answer's cited guides compared with the areas the message is labelled with.
 */
import { performance } from 'node:perf_hooks';
import { questionTextSchema, type Source } from '../../../common/schemas/chat';
import type { Database } from '../../db/client';
import { createKnowledgeBaseRepository } from '../../modules/knowledge-base/knowledge-base.repository';
import { createKnowledgeBaseService } from '../../modules/knowledge-base/knowledge-base.service';
import { createSearchRepository } from '../../modules/knowledge-base/search.repository';
import { createSearchService } from '../../modules/knowledge-base/search.service';
import { syncContent } from '../../content/sync';
import { openTestDatabase } from '../../testing/test-database';
import { createAnswerEngine, type Answer } from '../answer-engine';
import { createAnswerModel } from '../providers';
import { createRetriever } from '../retrieval';
import { createContentRecordsRepository } from '../../content/records.repository';
import { createStateRulesService } from '../../modules/state-rules/state-rules.service';

export interface EvalItem {
  text: string;
  /** the knowledge-base areas that answer it; empty: unlabelled */
  areas: Set<string>;
  /** areas the labellers ruled out */
  notAreas?: Set<string>;
  /** the guide that answers it ("categoryId/topicId"), for the team's own questions */
  guide?: string;
}

export interface ItemResult {
  item: EvalItem;
  refused: boolean;
  answer?: Answer;
  /** the cited guides' areas, in the order of their sources */
  citedAreas: string[];
  ms: number;
}

const silent = { warn() {}, error() {}, info() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent', silent() {} };

export async function openEvalEngine(): Promise<{ ask: (text: string) => Promise<Answer>; close: () => Promise<void> }> {
  const database: Database = await openTestDatabase();
  await syncContent(database.db);
  const knowledgeBase = createKnowledgeBaseService(createKnowledgeBaseRepository(database.db));
  const retrieve = createRetriever({ search: createSearchService(createSearchRepository(database.db)), knowledgeBase, stateRules: createStateRulesService(createContentRecordsRepository(database.db)) });
  const answer = createAnswerEngine({ model: createAnswerModel({ provider: 'offline' }), retrieve, log: silent as never });
  return { ask: (text) => answer({ question: text, history: [], jurisdiction: null }, () => {}), close: () => database.close() };
}

const topicAreas = (sources: Source[]) => sources.filter((s) => s.kind === 'topic').map((s) => s.categoryId!);

export async function answerAll(ask: (text: string) => Promise<Answer>, items: EvalItem[], onProgress?: (done: number) => void): Promise<ItemResult[]> {
  const results: ItemResult[] = [];
  for (const item of items) {
    if (!questionTextSchema.safeParse(item.text).success) {
      results.push({ item, refused: true, citedAreas: [], ms: 0 });
    } else {
      const started = performance.now();
      const answer = await ask(item.text);
      results.push({ item, refused: false, answer, citedAreas: topicAreas(answer.sources), ms: performance.now() - started });
    }
    onProgress?.(results.length);
  }
  return results;
}

export interface Scores {
  messages: number;
  labelled: number;
  /** of the labelled: the first cited guide is in one of the message's areas */
  primary: number;
  /** of the labelled: a cited guide is in one of its areas */
  any: number;
  /** of all: the answer cites nothing (found nothing) */
  nothing: number;
  refused: number;
  /** distinct areas cited per answer, over the answers that cite any */
  areasPerAnswer: number;
  /** of those with ruled-out areas: the answer cites one of them */
  ruledOut: number;
  /** of those naming a guide: it is cited */
  guide: number;
  p50: number;
  p95: number;
}

const share = (n: number, of: number) => (of ? n / of : NaN);
function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

export function score(results: ItemResult[]): Scores {
  const labelled = results.filter((r) => r.item.areas.size);
  const answered = results.filter((r) => r.citedAreas.length);
  const withRuledOut = results.filter((r) => r.item.notAreas?.size);
  const withGuide = results.filter((r) => r.item.guide);
  const times = results.filter((r) => !r.refused).map((r) => r.ms).sort((a, b) => a - b);
  return {
    messages: results.length,
    labelled: labelled.length,
    primary: share(labelled.filter((r) => r.item.areas.has(r.citedAreas[0] ?? '')).length, labelled.length),
    any: share(labelled.filter((r) => r.citedAreas.some((a) => r.item.areas.has(a))).length, labelled.length),
    nothing: share(results.filter((r) => !r.refused && !r.citedAreas.length).length, results.length),
    refused: share(results.filter((r) => r.refused).length, results.length),
    areasPerAnswer: share(answered.reduce((n, r) => n + new Set(r.citedAreas).size, 0), answered.length),
    ruledOut: share(withRuledOut.filter((r) => r.citedAreas.some((a) => r.item.notAreas!.has(a))).length, withRuledOut.length),
    guide: share(withGuide.filter((r) => r.answer?.sources.some((s) => `${s.categoryId}/${s.topicId}` === r.item.guide)).length, withGuide.length),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}
