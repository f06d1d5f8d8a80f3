/**
 * Copies everything in content/ into the database at start: the knowledge base (its own tables, for
 * search) and the data kinds (state rules, legal help, drafting templates) as content records. Idempotent by content
 * hash, so an unchanged folder writes nothing.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { syncKnowledgeBase, type SyncReport } from '../modules/knowledge-base/sync';
import { loadLegalHelp } from './legal-help';
import { createContentRecordsRepository } from './records.repository';
import { loadStateRules } from './state-rules';
import { loadTemplates } from './templates';

const hashOf = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

export async function syncRecords(db: Db, kind: string, items: { key: string; data: unknown }[]) {
  const records = items.map((i) => ({ ...i, hash: hashOf(i.data) }));
  const wanted = new Set(records.map((r) => r.key));
  const repository = createContentRecordsRepository(db);
  const plan = (stored: Map<string, string>) => ({
    write: records.filter((r) => stored.get(r.key) !== r.hash),
    remove: [...stored.keys()].filter((k) => !wanted.has(k)),
  });
  const first = plan(await repository.hashes(kind));
  if (!first.write.length && !first.remove.length) return { written: 0, removed: 0 };
  return repository.replace(kind, plan);
}

export interface ContentSyncReport {
  knowledgeBase: SyncReport;
  stateRules: { written: number; removed: number };
  legalHelp: { written: number; removed: number };
  templates: { written: number; removed: number };
}

export async function syncContent(db: Db): Promise<ContentSyncReport> {
  const [rules, help, templates] = await Promise.all([loadStateRules(), loadLegalHelp(), loadTemplates()]);
  return {
    knowledgeBase: await syncKnowledgeBase(db),
    stateRules: await syncRecords(db, 'state-rules', rules.map((r) => ({ key: r.id, data: r }))),
    legalHelp: await syncRecords(db, 'legal-help', help.map((h) => ({ key: h.state, data: h }))),
    templates: await syncRecords(db, 'templates', templates.map((t) => ({ key: t.id, data: t }))),
  };
}
