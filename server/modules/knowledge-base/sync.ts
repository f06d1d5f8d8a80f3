/**
 * Copies content/knowledge-base into the database at start. Idempotent by content hash: an unchanged
 * corpus costs one read of the files and one query of the stored hashes, and writes nothing. Changes
 * (added, edited, removed files) are applied in one transaction, under an advisory lock so instances
 * starting together on PostgreSQL do not race; the plan is recomputed inside the lock.
 */
import type { Db } from '../../db/client';
import { CONTENT_DIR, loadKnowledgeBase, type KnowledgeBaseContent } from './content';
import { createSyncRepository, topicKey, type StoredHashes } from './sync.repository';

export interface SyncReport {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
  ms: number;
}

interface SyncPlan {
  categories: KnowledgeBaseContent['categories'];
  removedCategories: string[];
  topics: KnowledgeBaseContent['topics'];
  /** stored topics to delete: removed files, and edited ones (re-inserted with their new sections) */
  deleteTopics: string[];
  added: number;
  removed: number;
}

export function planSync(content: KnowledgeBaseContent, stored: StoredHashes): SyncPlan {
  const wanted = new Set(content.topics.map((t) => topicKey(t.categoryId, t.id)));
  const categories = content.categories.filter((c) => stored.categories.get(c.id) !== c.hash);
  // a topic's vector holds its category's name, so a category edit rewrites its topics too
  const changedCategories = new Set(categories.map((c) => c.id));
  const topics = content.topics.filter(
    (t) => changedCategories.has(t.categoryId) || stored.topics.get(topicKey(t.categoryId, t.id)) !== t.hash,
  );
  const removed = [...stored.topics.keys()].filter((key) => !wanted.has(key));
  const edited = topics.map((t) => topicKey(t.categoryId, t.id)).filter((key) => stored.topics.has(key));
  const categoryIds = new Set(content.categories.map((c) => c.id));
  return {
    categories,
    removedCategories: [...stored.categories.keys()].filter((id) => !categoryIds.has(id)),
    topics,
    deleteTopics: [...removed, ...edited],
    added: topics.length - edited.length,
    removed: removed.length,
  };
}

const isEmpty = (plan: SyncPlan) =>
  !plan.categories.length && !plan.removedCategories.length && !plan.topics.length && !plan.deleteTopics.length;

export async function syncKnowledgeBase(db: Db, dir = CONTENT_DIR): Promise<SyncReport> {
  const started = performance.now();
  const content = await loadKnowledgeBase(dir);
  const repository = createSyncRepository(db);
  let plan = planSync(content, await repository.hashes());
  if (!isEmpty(plan)) {
    plan = await repository.exclusive(async (tx) => {
      const locked = planSync(content, await repository.hashes(tx));
      if (isEmpty(locked)) return locked;
      await repository.upsertCategories(tx, locked.categories);
      await repository.deleteTopics(tx, locked.deleteTopics);
      await repository.insertTopics(tx, locked.topics, new Map(content.categories.map((c) => [c.id, c.name])));
      await repository.deleteCategories(tx, locked.removedCategories);
      await repository.rebuildTerms(tx);
      return locked;
    });
  }
  return {
    added: plan.added,
    updated: plan.topics.length - plan.added,
    removed: plan.removed,
    unchanged: content.topics.length - plan.topics.length,
    ms: Math.round(performance.now() - started),
  };
}
