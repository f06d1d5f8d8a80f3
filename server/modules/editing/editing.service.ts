/**
 * Editing documents in the app (decision 0016). A Word or text document, or one drafted here, opens
 * in the editor as its first version, imported from its file; a PDF opens read-only, its sections
 * rebuilt from its text, until an editable copy is made. Saves name the revision they started from:
 * one made from an older revision is refused (409) so the person chooses, never a silent overwrite.
 * Versions are kept as the person types (one per VERSION_WINDOW_MS of their typing), and every
 * named "Save version" or restore is kept apart. Access (document-access.ts): whoever reaches the
 * document reads and downloads its newest text; its history is for commenters and up; changing it
 * (saving, restoring) for editors and up; sending a version to be analysed, which replaces the
 * document's file, for who manages it.
 */
import type { JSONContent } from '@tiptap/core';
import { documentText } from '../../../common/editing/blocks';
import { sameDocument } from '../../../common/editing/same-document';
import { redline, redlineStats } from '../../../common/editing/redline';
import { atLeast } from '../../../common/schemas/document-access';
import { DOCUMENT_TITLE_MAX_LENGTH } from '../../../common/schemas/documents';
import type { Comparison, EditorDocument, SaveContentInput, Saved, VersionSummary } from '../../../common/schemas/editing';
import { MEDIA_TYPES } from '../../analysis/detect';
import { decodeText } from '../../analysis/extract';
import { checkContent } from '../../editing/content';
import { editedDocx, type ExportComment } from '../../editing/docx';
import { importDocx, importSections, importText } from '../../editing/import';
import { editedPdf } from '../../editing/pdf';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import { createDocumentAccess, type ReachedDocument } from '../documents/document-access';
import { fileNameOf } from '../documents/documents.presenter';
import type { DocumentViewRow, DocumentsRepository } from '../documents/documents.repository';
import type { DocumentsService } from '../documents/documents.service';
import { commentAuthor, type CommentsRepository } from './comments.repository';
import type { EditingRepository, VersionSummaryRow } from './editing.repository';

/** one version per this much of one person's typing */
export const VERSION_WINDOW_MS = 2 * 60_000;

export const EDITING_MESSAGES = {
  notFound: 'There is no document with that id',
  noVersion: 'There is no version with that number.',
  conflict: 'This document was saved from another tab or by someone else after you opened it. Choose which text to keep.',
  readOnly: 'A PDF opens read-only. Make an editable copy to change it.',
  notOpened: 'Open the document in the editor before saving it.',
  notPdf: 'Only a PDF needs an editable copy: this document can be edited as it is.',
  stillReading: 'The document is still being read. Try again in a moment.',
} as const;

const notFound = () => new AppError(404, 'not_found', EDITING_MESSAGES.notFound);

const toSummary = (v: VersionSummaryRow): VersionSummary => ({ ...v, createdAt: v.createdAt.toISOString(), updatedAt: v.updatedAt.toISOString() });

export interface EditingDeps {
  repository: EditingRepository;
  /** the open comments go into a Word export of the newest version */
  comments: Pick<CommentsRepository, 'list'>;
  documents: DocumentsRepository;
  files: Pick<DocumentsService, 'upload' | 'replaceFile'>;
  storage: FileStorage;
  now: () => Date;
}

export function createEditingService({ repository, comments, documents, files, storage, now }: EditingDeps) {
  const find = createDocumentAccess(documents);

  /** A PDF's text rebuilt into sections, once it has been read (`row` is one the caller may see). */
  async function pdfContent(row: DocumentViewRow): Promise<JSONContent> {
    if (row.status === 'failed') throw new AppError(409, 'conflict', `This document has no text: ${row.error}`);
    const full = await documents.findShared(row.id);
    if (!full || full.text === null || !full.analysis) throw new AppError(409, 'conflict', EDITING_MESSAGES.stillReading);
    return importSections(full.text, full.analysis.segments);
  }

  /** The document's file as the editor's first version (a PDF has none: it opens read-only). */
  async function importFirst(row: DocumentViewRow): Promise<void> {
    if (row.kind === 'pdf') throw new AppError(409, 'conflict', EDITING_MESSAGES.readOnly);
    const bytes = await storage.get(row.storageKey);
    const content = row.kind === 'docx' ? await importDocx(bytes) : importText(decodeText(bytes));
    await repository.importFirst(row.id, { content, text: documentText(content), authorId: row.ownerId, name: row.templateId ? 'As drafted' : 'As uploaded', at: now() });
  }

  async function latest(row: DocumentViewRow) {
    const version = await repository.latest(row.id);
    if (!version) throw new AppError(409, 'conflict', EDITING_MESSAGES.notOpened);
    return version;
  }

  async function summary(id: number, number: number): Promise<VersionSummary> {
    const found = await repository.summary(id, number);
    if (!found) throw new AppError(404, 'not_found', EDITING_MESSAGES.noVersion);
    return toSummary(found);
  }

  async function version(row: DocumentViewRow, number: number) {
    const found = await repository.find(row.id, number);
    if (!found) throw new AppError(404, 'not_found', EDITING_MESSAGES.noVersion);
    return found;
  }

  /** the open threads that stand on words of the newest version, for a Word export */
  async function openComments(documentId: number): Promise<ExportComment[]> {
    const rows = await comments.list(documentId);
    return rows.flatMap((c) =>
      c.threadId === null && !c.resolvedAt && c.anchorStart !== null && c.anchorEnd !== null
        ? [
            {
              id: c.id,
              author: commentAuthor(c) ?? 'A former member',
              date: c.createdAt,
              body: c.body,
              replies: rows.filter((r) => r.threadId === c.id).map((r) => ({ author: commentAuthor(r) ?? 'A former member', date: r.createdAt, body: r.body })),
              start: c.anchorStart,
              end: c.anchorEnd,
            },
          ]
        : [],
    );
  }

  /** `row` as reached by who may edit it */
  async function save(user: Actor, row: DocumentViewRow, input: SaveContentInput): Promise<Saved> {
    if (row.kind === 'pdf') throw new AppError(409, 'conflict', EDITING_MESSAGES.readOnly);
    const content = checkContent(input.content);
    const newest = await latest(row);
    const name = input.name ?? null;
    // the same text again (a second tab that typed nothing): nothing to keep, nothing to lose
    if (sameDocument(newest.content, content) && (name === null || newest.name === null)) {
      if (name !== null) await repository.name(row.id, newest.number, name);
      return { revision: newest.revision, version: await summary(row.id, newest.number), changed: false };
    }
    const at = now();
    const text = documentText(content);
    const saved = await repository.save(row.id, input.baseRevision, { content, text, authorId: user.id, name, at }, (last) =>
      name === null && !input.fresh && last && last.name === null && last.authorId === user.id && at.getTime() - last.createdAt.getTime() < VERSION_WINDOW_MS
        ? { coalesce: true, number: last.number }
        : { coalesce: false },
    );
    if (!saved) throw new AppError(409, 'conflict', EDITING_MESSAGES.conflict);
    await documents.indexText(row.id, text);
    return { revision: saved.revision, version: await summary(row.id, saved.number), changed: true };
  }

  return {
    /** What the editor opens; the first time, the document's file is imported as version 1. */
    async open(user: Actor, id: number): Promise<EditorDocument> {
      let row: ReachedDocument = await find(user, id);
      const base = { id: row.id, title: row.title, kind: row.kind, status: row.status, access: row.access };
      if (row.kind === 'pdf') {
        return { ...base, mode: 'read', content: await pdfContent(row), revision: 0, version: null, editedSinceAnalysis: false, mayEdit: false };
      }
      if (row.revision === 0) {
        await importFirst(row);
        row = await find(user, id);
      }
      const newest = await latest(row);
      return {
        ...base,
        mode: 'edit',
        content: newest.content,
        revision: newest.revision,
        version: await summary(id, newest.number),
        editedSinceAnalysis: newest.revision > (row.analysedRevision ?? 1),
        mayEdit: atLeast(row.access, 'editor'),
      };
    },

    async save(user: Actor, id: number, input: SaveContentInput): Promise<Saved> {
      return save(user, await find(user, id, 'editor'), input);
    },

    async versions(user: Actor, id: number): Promise<VersionSummary[]> {
      const row = await find(user, id, 'commenter');
      return (await repository.list(row.id)).map(toSummary);
    },

    async version(user: Actor, id: number, number: number): Promise<VersionSummary & { content: JSONContent }> {
      const row = await find(user, id, 'commenter');
      const found = await version(row, number);
      return { ...(await summary(id, number)), content: found.content };
    },

    async compare(user: Actor, id: number, from: number, to: number): Promise<Comparison> {
      const row = await find(user, id, 'commenter');
      const [a, b] = [await version(row, from), await version(row, to)];
      const blocks = redline(a.content, b.content);
      return { from: await summary(id, from), to: await summary(id, to), blocks, ...redlineStats(blocks) };
    },

    /** An old version's text as the newest version, named so; the versions in between stay. */
    async restore(user: Actor, id: number, number: number, baseRevision: number): Promise<Saved & { content: JSONContent }> {
      const row = await find(user, id, 'editor');
      const old = await version(row, number);
      const saved = await save(user, row, { baseRevision, content: old.content, name: `Restored from version ${number}` });
      return { ...saved, content: old.content };
    },

    /** The newest version (or the one named) as a Word file, with its open comments as Word comments, or a PDF. */
    async export(user: Actor, id: number, format: 'docx' | 'pdf', number?: number): Promise<{ bytes: Buffer; fileName: string; mediaType: string }> {
      // an older version, and the comments, are for who may see the history and the comments
      let row: ReachedDocument = await find(user, id, number === undefined ? 'viewer' : 'commenter');
      let content: JSONContent;
      let newest = true;
      if (number !== undefined) {
        // a PDF, or a document never opened in the editor, has no versions
        if (row.kind === 'pdf' || row.revision === 0) throw new AppError(404, 'not_found', EDITING_MESSAGES.noVersion);
        content = (await version(row, number)).content;
        newest = number === (await latest(row)).number;
      } else if (row.kind === 'pdf') content = await pdfContent(row);
      else {
        if (row.revision === 0) {
          await importFirst(row);
          row = await find(user, id);
        }
        content = (await latest(row)).content;
      }
      const title = row.title;
      const withComments = newest && atLeast(row.access, 'commenter');
      const bytes = format === 'docx' ? await editedDocx(content, { title, comments: withComments ? await openComments(row.id) : [] }) : await editedPdf(content, { title });
      return { bytes, fileName: fileNameOf(title, format), mediaType: MEDIA_TYPES[format] };
    },

    /**
     * "Analyse this version": the newest version becomes the file that is read, searched and asked
     * about. The file it replaces is deleted, so this is for who manages the document, not its editors.
     */
    async analyse(user: Actor, id: number): Promise<{ id: number; status: 'queued' }> {
      const row = await find(user, id, 'manager');
      if (row.kind === 'pdf') throw new AppError(409, 'conflict', EDITING_MESSAGES.readOnly);
      const newest = await latest(row);
      const bytes = await editedDocx(newest.content, { title: row.title });
      await files.replaceFile(user, id, { bytes, fileName: fileNameOf(row.title, 'docx'), title: row.title, kind: 'docx' });
      await repository.markAnalysed(id, newest.revision);
      return { id, status: 'queued' };
    },

    /** A PDF's sections as a new Word document that can be edited (a new document, counted as an upload). */
    async editableCopy(user: Actor, id: number): Promise<{ id: number }> {
      const row = await find(user, id);
      if (row.kind !== 'pdf') throw new AppError(409, 'conflict', EDITING_MESSAGES.notPdf);
      const content = await pdfContent(row);
      const title = `${row.title.slice(0, DOCUMENT_TITLE_MAX_LENGTH - 16)} (editable copy)`;
      const bytes = await editedDocx(content, { title });
      // in the document's workspace and matter; a document only shared with the person, into their personal workspace
      const owner = row.inWorkspace ? user : { ...user, teamId: null, teamRole: undefined };
      const copy = await files.upload(owner, { bytes, fileName: fileNameOf(title, 'docx'), title, ...(row.inWorkspace && row.matterId !== null ? { matterId: row.matterId } : {}) });
      return { id: copy.id };
    },

    /** The newest text of a document a share link names (access was settled by the link). */
    async sharedContent(documentId: number): Promise<{ title: string; content: JSONContent; updatedAt: Date; revision: number }> {
      let row: DocumentViewRow | undefined = await documents.findShared(documentId);
      if (!row) throw notFound();
      if (row.kind === 'pdf') return { title: row.title, content: await pdfContent(row), updatedAt: row.updatedAt, revision: 0 };
      if (row.revision === 0) {
        await importFirst(row);
        row = (await documents.findShared(documentId))!;
      }
      const newest = await latest(row);
      return { title: row.title, content: newest.content, updatedAt: newest.updatedAt, revision: newest.revision };
    },

    /**
     * A drafted document generated again from its draft: once it has been edited, the new file becomes
     * its newest version (named so), after whatever was typed in the editor, which stays in its history.
     */
    async adoptFile(user: Actor, id: number, bytes: Uint8Array): Promise<void> {
      const row = await find(user, id, 'editor');
      if (row.revision === 0) return;
      const content = await importDocx(bytes);
      const saved = await save(user, row, { baseRevision: row.revision, content, name: 'Generated again from the draft' });
      await repository.markAnalysed(id, saved.revision);
    },
  };
}
export type EditingService = ReturnType<typeof createEditingService>;
