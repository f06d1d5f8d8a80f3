import { and, desc, eq, getTableColumns, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ShareRole } from '../../../common/schemas/document-access';
import type { DayRange } from '../../../common/schemas/day-range';
import type { DocumentAnalysis, DocumentKind, DocumentListQuery, DocumentType, PageSpan } from '../../../common/schemas/documents';
import type { Db } from '../../db/client';
import { ownedBy, type Owner } from '../../db/ownership-filter';
import { withinDays } from '../../db/day-range';
import { likePattern } from '../../db/like';
import { rowsOf } from '../../db/rows';
import { documentSearchVector, documents, documentShares, SEARCHED_CHARS, users } from '../../db/schema';
import type { Cursor } from '../../lib/cursor';

export type DocumentRow = Omit<typeof documents.$inferSelect, 'searchVector'>;
/** a row without its text, for lists and status checks (the text can be megabytes) */
export type DocumentSummaryRow = Omit<DocumentRow, 'text' | 'analysis'>;
/** a row as its page shows it: everything but the text */
export type DocumentViewRow = Omit<DocumentRow, 'text'>;
/** a document someone may open: in their workspace, shared with them (the role, and by whom), or both */
export type DocumentReachRow = DocumentViewRow & { inWorkspace: boolean; shareRole: ShareRole | null; sharedBy: string | null };
/** a row as lists show it: the summary and the type its analysis found (null until analysed) */
export type DocumentListRow = DocumentSummaryRow & { documentType: DocumentType | null };
/** what a list can be narrowed by */
export type DocumentListFilters = DocumentListQuery & DayRange;

/** what the analysis queue needs of a document it takes on */
export type ClaimedDocument = Pick<DocumentRow, 'id' | 'attempts' | 'kind' | 'storageKey'>;
/** one claim on a document: `attempts` counts claims, so it names this one */
type Claim = Pick<ClaimedDocument, 'id' | 'attempts'>;
/**
 * Every write of the work names its claim: an instance that stalled past its lease, and lost the document
 * to another, writes nothing over the new claim's work.
 */
const stillClaimed = (claim: Claim) =>
  and(eq(documents.id, claim.id), eq(documents.attempts, claim.attempts), inArray(documents.status, ['extracting', 'analyzing']));

const owned = (owner: Owner) => ownedBy(documents, owner);
const { searchVector: _searchVector, ...rowColumns } = getTableColumns(documents);
const { text: _text, ...viewColumns } = rowColumns;
const { analysis: _analysis, ...summaryColumns } = viewColumns;
// analyses made before documents were typed have no type: they read as 'other', as documentAnalysisSchema says
const documentType = sql<DocumentType | null>`case when ${documents.analysis} is null then null else coalesce(${documents.analysis}->>'documentType', 'other') end`;

/** the text a search covers (SEARCHED_CHARS, as documentSearchVector), in pieces cut between words */
function searchPieces(text: string, size = 20_000): string[] {
  const searched = text.slice(0, SEARCHED_CHARS);
  const pieces: string[] = [];
  for (let from = 0; from < searched.length; ) {
    let to = Math.min(searched.length, from + size);
    const space = to < searched.length ? searched.lastIndexOf(' ', to) : -1;
    if (space > from) to = space;
    pieces.push(searched.slice(from, to));
    from = to;
  }
  return pieces;
}

export function createDocumentsRepository(db: Db) {
  async function addSearchWords(where: SQL | undefined, text: string) {
    for (const piece of searchPieces(text)) {
      await db
        .update(documents)
        .set({ searchVector: sql`${documents.searchVector} || to_tsvector('english', ${piece}::text)` })
        .where(where);
    }
  }

  return {
    async insert(tx: Db, values: typeof documents.$inferInsert): Promise<DocumentRow> {
      const [row] = await tx
        .insert(documents)
        .values({ ...values, searchVector: documentSearchVector(values.title) })
        .returning(rowColumns);
      return row!;
    },

    /**
     * The document without its text (what its page and its status checks need), when it is in the
     * workspace or shared with the user: which of the two is for document-access.ts to weigh.
     */
    async findReachable(owner: Owner, id: number): Promise<DocumentReachRow | undefined> {
      const [row] = await db
        .select({ ...viewColumns, inWorkspace: sql<boolean>`coalesce(${owned(owner)}, false)`, shareRole: documentShares.role, sharedBy: users.username })
        .from(documents)
        .leftJoin(documentShares, and(eq(documentShares.documentId, documents.id), eq(documentShares.userId, owner.userId)))
        .leftJoin(users, eq(users.id, documentShares.sharedBy))
        .where(and(eq(documents.id, id), or(owned(owner), isNotNull(documentShares.id))))
        .limit(1);
      return row;
    },

    /**
     * A document by id alone, in no workspace: only for a caller that has already settled access
     * (document-access.ts, or a share link's token naming its document).
     */
    async findShared(id: number): Promise<DocumentRow | undefined> {
      const [row] = await db.select(rowColumns).from(documents).where(eq(documents.id, id)).limit(1);
      return row;
    },

    /** Newest first, `limit + 1` rows so the caller knows whether there is more. */
    list(owner: Owner, query: DocumentListFilters, cursor: Cursor | undefined): Promise<DocumentListRow[]> {
      const where: (SQL | undefined)[] = [owned(owner)];
      if (query.q) {
        where.push(sql`(
          ${documents.searchVector} @@ websearch_to_tsquery('english', ${query.q})
          or ${documents.title} ilike ${likePattern(query.q)}
          or ${documents.fileName} ilike ${likePattern(query.q)}
        )`);
      }
      where.push(...withinDays(documents.updatedAt, query));
      if (cursor) where.push(sql`(${documents.updatedAt}, ${documents.id}) < (${cursor.updatedAt.toISOString()}::timestamptz, ${cursor.id})`);
      return db
        .select({ ...summaryColumns, documentType })
        .from(documents)
        .where(and(...where))
        .orderBy(desc(documents.updatedAt), desc(documents.id))
        .limit(query.limit + 1);
    },

    async rename(id: number, title: string, at: Date): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(documents)
        .set({ title, searchVector: documentSearchVector(title, documents.text), updatedAt: at })
        .where(eq(documents.id, id))
        .returning(rowColumns);
      return row;
    },

    /** where a team's files are kept, so they can go when the team does */
    async storageKeysOfTeam(teamId: number): Promise<string[]> {
      const rows = await db.select({ key: documents.storageKey }).from(documents).where(eq(documents.teamId, teamId));
      return rows.map((r) => r.key);
    },

    async delete(id: number): Promise<void> {
      await db.delete(documents).where(eq(documents.id, id));
    },

    /** A new file for a generated document (regenerated from its draft): read and analysed afresh. */
    async replaceFile(id: number, file: { title: string; fileName: string; kind: DocumentKind; size: number; sha256: string; storageKey: string }, at: Date): Promise<void> {
      await db
        .update(documents)
        .set({ ...file, text: null, pages: null, searchVector: documentSearchVector(file.title), status: 'queued', progress: 0, error: null, attempts: 0, leaseUntil: null, analysis: null, updatedAt: at })
        .where(eq(documents.id, id));
    },

    /** Back to the queue from the start: a fresh analysis, with its attempts counted anew. */
    async requeue(id: number, at: Date): Promise<void> {
      await db
        .update(documents)
        .set({ status: 'queued', progress: 0, error: null, attempts: 0, leaseUntil: null, analysis: null, updatedAt: at })
        .where(eq(documents.id, id));
    },

    /**
     * Takes the next document waiting to be read, or one whose worker stopped (its lease ran out: the
     * instance died), for `leaseMs`. Fair between uploaders (round robin): first the documents of whoever
     * has the fewest under way, then of whoever was served longest ago, so someone else's backlog holds
     * an upload up only until a worker is free. Per uploading user, not per workspace: plans and their
     * limits are per user, one teammate's backlog should not hold up the rest of the team, and a team
     * workspace must not buy its creator a second turn. SKIP LOCKED lets instances claim side by side
     * (two claiming at once may serve the same owner twice; none is starved).
     */
    async claimNext(at: Date, leaseMs: number): Promise<ClaimedDocument | undefined> {
      const now = sql`${at.toISOString()}::timestamptz`;
      const rows = await db.execute(sql`
        update ${documents} set status = 'extracting', progress = 5, attempts = attempts + 1,
          lease_until = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz, claimed_at = ${now}, updated_at = ${now}
        where id = (
          select d.id from documents d
          where d.status = 'queued' or (d.status in ('extracting', 'analyzing') and d.lease_until < ${now})
          order by
            (select count(*) from documents w where w.owner_id = d.owner_id and w.status in ('extracting', 'analyzing') and w.lease_until >= ${now}),
            (select max(s.claimed_at) from documents s where s.owner_id = d.owner_id) nulls first,
            d.updated_at, d.id
          limit 1
          for update of d skip locked
        )
        returning id, attempts, kind, storage_key as "storageKey"`);
      return rowsOf<ClaimedDocument>(rows)[0];
    },

    /** Extends the lease of a document this instance is still reading: the queue's heartbeat. */
    async renewLease(claim: Claim, at: Date, leaseMs: number): Promise<void> {
      await db.update(documents).set({ leaseUntil: new Date(at.getTime() + leaseMs) }).where(stillClaimed(claim));
    },

    /**
     * Saves the text, then its search words a piece at a time: on the embedded database a query runs on the
     * server's thread, and the words of 100,000 characters at once stall it for 60–70 ms.
     */
    async saveText(claim: Claim, text: string, pages: PageSpan[], at: Date): Promise<void> {
      await db
        .update(documents)
        .set({ text, pages, searchVector: documentSearchVector(documents.title), status: 'analyzing', progress: 60, updatedAt: at })
        .where(stillClaimed(claim));
      await addSearchWords(stillClaimed(claim), text);
    },

    /** Search finds the document by these words (an edited version's text) and its title, a piece at a time as saveText. */
    async indexText(id: number, text: string): Promise<void> {
      await db.update(documents).set({ searchVector: documentSearchVector(documents.title) }).where(eq(documents.id, id));
      await addSearchWords(eq(documents.id, id), text);
    },

    async complete(claim: Claim, analysis: DocumentAnalysis, at: Date): Promise<void> {
      await db.update(documents).set({ analysis, status: 'complete', progress: 100, leaseUntil: null, updatedAt: at }).where(stillClaimed(claim));
    },

    async fail(claim: Claim, error: string, at: Date): Promise<void> {
      await db.update(documents).set({ error, status: 'failed', progress: 100, leaseUntil: null, updatedAt: at }).where(stillClaimed(claim));
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
