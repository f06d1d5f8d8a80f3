/**
 * The documents a conversation may be about, as the assistant reads them: each must be one the user
 * reaches (the same access check as every document route, document-access.ts: someone else's reads as
 * no document at all) and analysed; one shared with the person alone is not asked about in a team's
 * conversation, which the whole team reads. A document edited since its analysis is read as its newest
 * version. Anything else answers 404 naming the document, so the caller changes nothing.
 */
import type { JSONContent } from '@tiptap/core';
import { mapRanges } from '../../../common/editing/anchors';
import { documentText } from '../../../common/editing/blocks';
import { US_STATES, type StateCode } from '../../../common/jurisdictions';
import type { AreaToReview, DocumentAnalysis, Segment } from '../../../common/schemas/documents';
import { segmentText } from '../../analysis/segment';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { createDocumentAccess } from './document-access';
import type { DocumentRow, DocumentsRepository } from './documents.repository';

export interface ReadableDocument {
  id: number;
  title: string;
  text: string;
  segments: Segment[];
  /** the US state whose law governs it, as its analysis found ("governed by the laws of Texas") */
  governingState?: StateCode;
  /** the terms its analysis flagged for a second look, where they stand in the text (a missing protection stands nowhere) */
  areasToReview: FlaggedArea[];
  /** the text is the newest version edited in the app, newer than the analysis (its passages open in the editor) */
  edited: boolean;
}

/** An area to review, as an answer about the passage it stands in needs it. */
export type FlaggedArea = Pick<AreaToReview, 'type' | 'severity' | 'title' | 'explanation'> & { start: number; end: number };

/** The analysis's areas to review that stand somewhere in the text, in its order (high severity first). */
export function flaggedAreas(areas: AreaToReview[]): FlaggedArea[] {
  return areas.flatMap(({ type, severity, title, explanation, start, end }) => (start === null || end === null ? [] : [{ type, severity, title, explanation, start, end }]));
}

/** a document shared with the person alone, asked about in a team workspace */
export const SHARED_IN_TEAM = (title: string) =>
  `“${title}” is shared with you, not with this team, and the team would read the conversation. Switch to your personal workspace to ask about it.`;

const STATE_OF_NAME = new Map<string, StateCode>(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));

/**
 * What the assistant reads of an analysed row: its analysed text, or, once it was edited in the app
 * since (revision past the analysed one), the newest version's text, its sections found again and the
 * analysis's flags carried onto it where their words are still there.
 */
async function readableText(row: DocumentRow & { text: string; analysis: DocumentAnalysis }, latest: LatestVersion) {
  const flagged = flaggedAreas(row.analysis.areasToReview ?? []);
  const edited = row.kind !== 'pdf' && row.revision > (row.analysedRevision ?? 1);
  const newest = edited ? await latest(row.id) : undefined;
  if (!newest) return { text: row.text, segments: row.analysis.segments, areasToReview: flagged, edited: false };
  const text = documentText(newest.content);
  const moved = mapRanges(row.text, text, flagged);
  return {
    text,
    segments: segmentText(text),
    areasToReview: flagged.flatMap((area, i) => (moved[i] ? [{ ...area, ...moved[i] }] : [])),
    edited: true,
  };
}

/** the newest version a document has in the editor, if it was ever opened there */
type LatestVersion = (documentId: number) => Promise<{ content: JSONContent } | undefined>;

export function createReadableDocuments(repository: Pick<DocumentsRepository, 'findReachable' | 'findShared'>, latest: LatestVersion) {
  const reach = createDocumentAccess(repository);
  return async function readable(user: Actor, ids: number[]): Promise<ReadableDocument[]> {
    const found: ReadableDocument[] = [];
    for (const id of ids) {
      const reached = await reach(user, id).catch((err: unknown) => {
        throw err instanceof AppError && err.status === 404 ? new AppError(404, 'not_found', `There is no document with id ${id}`) : err;
      });
      // a team's conversations are the team's to read: a document shared with one person stays out of them
      if (!reached.inWorkspace && user.teamId) throw new AppError(403, 'forbidden', SHARED_IN_TEAM(reached.title));
      const row = await repository.findShared(reached.id);
      if (!row) throw new AppError(404, 'not_found', `There is no document with id ${id}`);
      if (row.status === 'failed') throw new AppError(404, 'not_found', `Counsel could not read “${row.title}”, so there is nothing in it to ask about.`);
      if (row.status !== 'complete' || row.text === null || !row.analysis) {
        throw new AppError(404, 'not_found', `“${row.title}” is still being analysed. Ask about it once its analysis is complete.`);
      }
      const law = row.analysis.keyTerms.find((t) => t.type === 'governing_law')?.value;
      found.push({
        id: row.id,
        title: row.title,
        ...(await readableText({ ...row, text: row.text, analysis: row.analysis }, latest)),
        governingState: law ? STATE_OF_NAME.get(law.toLowerCase()) : undefined,
      });
    }
    return found;
  };
}
export type ReadableDocuments = ReturnType<typeof createReadableDocuments>;
