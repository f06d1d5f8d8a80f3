/** SQL of drafts and saved answers, always within the caller's workspace (ownership-filter.ts). */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Answers, Party } from '../../../common/templates/definition';
import type { Db } from '../../db/client';
import { ownedBy, type Owner } from '../../db/ownership-filter';
import { answerSets, documents, drafts, matters } from '../../db/schema';

export type DraftRow = typeof drafts.$inferSelect;
export type AnswerSetRow = typeof answerSets.$inferSelect;

/** how many drafts the list shows: the most recently touched */
export const DRAFT_LIST_LIMIT = 100;
/** how many recent matters and analysed documents offer their parties to a draft */
export const KNOWN_PARTY_SOURCES = 20;
/** how many saved answers a workspace keeps */
export const ANSWER_SETS_MAX = 200;

export function createDraftingRepository(db: Db) {
  return {
    async insertDraft(values: typeof drafts.$inferInsert): Promise<DraftRow> {
      const [row] = await db.insert(drafts).values(values).returning();
      return row!;
    },

    async findDraft(owner: Owner, id: number): Promise<DraftRow | undefined> {
      const [row] = await db.select().from(drafts).where(and(eq(drafts.id, id), ownedBy(drafts, owner)));
      return row;
    },

    listDrafts(owner: Owner): Promise<DraftRow[]> {
      return db.select().from(drafts).where(ownedBy(drafts, owner)).orderBy(desc(drafts.updatedAt), desc(drafts.id)).limit(DRAFT_LIST_LIMIT);
    },

    async updateDraft(id: number, values: Partial<{ answers: Answers; overrides: Record<string, string>; page: number; title: string; matterId: number | null; documentId: number | null }>, at: Date): Promise<DraftRow> {
      const [row] = await db
        .update(drafts)
        .set({ ...values, updatedAt: at })
        .where(eq(drafts.id, id))
        .returning();
      return row!;
    },

    async deleteDraft(id: number): Promise<void> {
      await db.delete(drafts).where(eq(drafts.id, id));
    },

    /** the workspace's recent matters with a client, and its recent analysed documents (their parties are in the analysis) */
    async partySources(owner: Owner) {
      const [clients, analysed] = await Promise.all([
        db
          .select({ number: matters.number, title: matters.title, clientName: matters.clientName })
          .from(matters)
          .where(and(ownedBy(matters, owner), isNotNull(matters.clientName)))
          .orderBy(desc(matters.updatedAt))
          .limit(KNOWN_PARTY_SOURCES),
        db
          .select({ title: documents.title, analysis: documents.analysis })
          .from(documents)
          .where(and(ownedBy(documents, owner), eq(documents.status, 'complete')))
          .orderBy(desc(documents.updatedAt))
          .limit(KNOWN_PARTY_SOURCES),
      ]);
      return { clients, analysed };
    },

    listAnswerSets(owner: Owner): Promise<AnswerSetRow[]> {
      return db.select().from(answerSets).where(ownedBy(answerSets, owner)).orderBy(asc(answerSets.name), asc(answerSets.id)).limit(ANSWER_SETS_MAX);
    },

    async countAnswerSets(owner: Owner): Promise<number> {
      return db.$count(answerSets, ownedBy(answerSets, owner));
    },

    async findAnswerSet(owner: Owner, id: number): Promise<AnswerSetRow | undefined> {
      const [row] = await db.select().from(answerSets).where(and(eq(answerSets.id, id), ownedBy(answerSets, owner)));
      return row;
    },

    async insertAnswerSet(values: typeof answerSets.$inferInsert): Promise<AnswerSetRow> {
      const [row] = await db.insert(answerSets).values(values).returning();
      return row!;
    },

    async updateAnswerSet(id: number, values: { name: string; value: Party }, at: Date): Promise<AnswerSetRow> {
      const [row] = await db
        .update(answerSets)
        .set({ ...values, updatedAt: at })
        .where(eq(answerSets.id, id))
        .returning();
      return row!;
    },

    async deleteAnswerSet(id: number): Promise<void> {
      await db.delete(answerSets).where(eq(answerSets.id, id));
    },
  };
}
export type DraftingRepository = ReturnType<typeof createDraftingRepository>;
