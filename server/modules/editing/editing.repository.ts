/**
 * SQL of edited documents' versions. A save is one transaction: the document's revision moves on only
 * from the revision the browser started from (or the save is a conflict), and the newest version is
 * updated or a new one added with it, so a version and the revision it holds never disagree; the
 * comments' ranges are carried to the new text in the same transaction.
 */
import type { JSONContent } from '@tiptap/core';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { anchorText, mapRanges } from '../../../common/editing/anchors';
import type { Db } from '../../db/client';
import { documentComments, documentVersions, documents, users } from '../../db/schema';

export type VersionRow = typeof documentVersions.$inferSelect;
/** a version as lists show it: no content or text, its author's name and its length in words */
export type VersionSummaryRow = Pick<VersionRow, 'number' | 'name' | 'createdAt' | 'updatedAt'> & { author: string | null; words: number };

const summaryColumns = {
  number: documentVersions.number,
  name: documentVersions.name,
  createdAt: documentVersions.createdAt,
  updatedAt: documentVersions.updatedAt,
  author: users.username,
  words: sql<number>`coalesce(array_length(regexp_split_to_array(nullif(btrim(${documentVersions.text}), ''), '\\s+'), 1), 0)::int`,
};

export interface NewContent {
  content: JSONContent;
  text: string;
  authorId: number;
  name: string | null;
  at: Date;
}

/** What becomes of a save: the newest version written over (`coalesce`) or a new one. */
export type SavePlan = { coalesce: false } | { coalesce: true; number: number };

export function createEditingRepository(db: Db) {
  const summaries = (where: ReturnType<typeof and>) =>
    db.select(summaryColumns).from(documentVersions).leftJoin(users, eq(users.id, documentVersions.authorId)).where(where);

  return {
    async latest(documentId: number): Promise<VersionRow | undefined> {
      const [row] = await db.select().from(documentVersions).where(eq(documentVersions.documentId, documentId)).orderBy(desc(documentVersions.number)).limit(1);
      return row;
    },

    async find(documentId: number, number: number): Promise<VersionRow | undefined> {
      const [row] = await db.select().from(documentVersions).where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.number, number)));
      return row;
    },

    async summary(documentId: number, number: number): Promise<VersionSummaryRow | undefined> {
      const [row] = await summaries(and(eq(documentVersions.documentId, documentId), eq(documentVersions.number, number)));
      return row;
    },

    /** newest first */
    list(documentId: number): Promise<VersionSummaryRow[]> {
      return summaries(and(eq(documentVersions.documentId, documentId))).orderBy(desc(documentVersions.number));
    },

    /**
     * The first version (what was imported), if the document has none yet: two browsers opening it at
     * once import it once. Returns false when another got there first.
     */
    async importFirst(documentId: number, first: NewContent): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(documents)
          .set({ revision: 1 })
          .where(and(eq(documents.id, documentId), eq(documents.revision, 0)))
          .returning({ id: documents.id });
        if (!moved) return false;
        await tx.insert(documentVersions).values({ documentId, number: 1, ...versionValues(first), revision: 1, createdAt: first.at });
        return true;
      });
    },

    /**
     * Saves `next` over revision `baseRevision`: undefined when the document has moved on since (a
     * conflict) or is gone; otherwise the new revision and the version that holds it.
     */
    async save(documentId: number, baseRevision: number, next: NewContent, plan: (latest: VersionRow | undefined) => SavePlan): Promise<{ revision: number; number: number } | undefined> {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(documents)
          .set({ revision: sql`${documents.revision} + 1`, updatedAt: next.at })
          .where(and(eq(documents.id, documentId), eq(documents.revision, baseRevision)))
          .returning({ revision: documents.revision });
        if (!moved) return undefined;
        const [latest] = await tx.select().from(documentVersions).where(eq(documentVersions.documentId, documentId)).orderBy(desc(documentVersions.number)).limit(1);
        if (latest) await carryComments(tx, documentId, latest.content, next.content);
        const how = plan(latest);
        if (how.coalesce) {
          await tx
            .update(documentVersions)
            .set({ ...versionValues(next), revision: moved.revision })
            .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.number, how.number)));
          return { revision: moved.revision, number: how.number };
        }
        const number = (latest?.number ?? 0) + 1;
        await tx.insert(documentVersions).values({ documentId, number, ...versionValues(next), revision: moved.revision, createdAt: next.at });
        return { revision: moved.revision, number };
      });
    },

    /** Names a version that already holds the newest text ("Save version" with nothing new typed). */
    async name(documentId: number, number: number, name: string): Promise<void> {
      await db.update(documentVersions).set({ name }).where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.number, number)));
    },

    /** The revision whose text goes to be analysed. */
    async markAnalysed(documentId: number, revision: number): Promise<void> {
      await db.update(documents).set({ analysedRevision: revision }).where(eq(documents.id, documentId));
    },
  };
}
export type EditingRepository = ReturnType<typeof createEditingRepository>;

/** Moves the open comments' ranges from the text before a save to the text after it (in the save's transaction). */
async function carryComments(tx: Db, documentId: number, before: JSONContent, after: JSONContent): Promise<void> {
  const anchored = await tx
    .select({ id: documentComments.id, start: documentComments.anchorStart, end: documentComments.anchorEnd })
    .from(documentComments)
    .where(and(eq(documentComments.documentId, documentId), isNull(documentComments.threadId), isNotNull(documentComments.anchorStart), isNotNull(documentComments.anchorEnd)));
  if (!anchored.length) return;
  const ranges = anchored.map((c) => ({ start: c.start!, end: c.end! }));
  const mapped = mapRanges(anchorText(before).text, anchorText(after).text, ranges);
  for (const [i, c] of anchored.entries()) {
    const to = mapped[i] ?? null;
    if (to && to.start === c.start && to.end === c.end) continue;
    await tx
      .update(documentComments)
      .set({ anchorStart: to?.start ?? null, anchorEnd: to?.end ?? null })
      .where(eq(documentComments.id, c.id));
  }
}

const versionValues = (c: NewContent) => ({ content: c.content, text: c.text, authorId: c.authorId, name: c.name, updatedAt: c.at });
