/**
 * Documents people upload: what is accepted (PDF, Word, text, by content, within the plan's monthly
 * uploads), who may see them (the owner's personal workspace), and their lifecycle: stored, queued for
 * analysis (analysis-queue.ts), renamed, reanalysed, deleted with their file.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { DocumentKind, DocumentList, DocumentText, DocumentView } from '../../../common/schemas/documents';
import { MEDIA_TYPES, detectKind } from '../../analysis/detect';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { FileStorage } from '../../storage/file-storage';
import { ownerOf } from '../../db/ownership-filter';
import type { Actor } from '../../plugins/auth';
import type { UsageService } from '../usage/usage.service';
import type { MatterFiling } from '../matters/matter-links';
import type { AnalysisQueue } from './analysis-queue';
import { ACCESS_MESSAGES, createDocumentAccess } from './document-access';
import { safeFileName, titleFromFileName, toDocument, toDocumentListItem } from './documents.presenter';
import type { DocumentListFilters, DocumentsRepository } from './documents.repository';

export interface Upload {
  bytes: Uint8Array;
  fileName?: string;
  title?: string;
  matterId?: number;
  /** the drafting template a generated document came from */
  templateId?: string;
}

export function createDocumentsService(deps: {
  repository: DocumentsRepository;
  usage: UsageService;
  storage: FileStorage;
  queue: AnalysisQueue;
  /** the matter an upload is filed in must be in the workspace (404 otherwise); the upload goes on its timeline */
  matters: Pick<MatterFiling, 'row' | 'recordNew'>;
  now: () => Date;
}) {
  const { repository, usage, storage, queue, matters, now } = deps;

  const reach = createDocumentAccess(repository);

  return {
    /** Stores the file and queues it for analysis; the 3rd upload of a month on Free answers 402. */
    async upload(user: Actor, upload: Upload): Promise<{ id: number; status: 'queued' }> {
      const detected = await detectKind(upload.bytes);
      if ('refused' in detected) throw new AppError(415, 'unsupported_media_type', detected.refused);
      if (upload.matterId !== undefined) await matters.row(user, upload.matterId);
      const fileName = safeFileName(upload.fileName, detected.kind);
      const storageKey = `documents/${randomUUID()}`;
      // the file first: a row never points at a file that is not there
      await storage.put(storageKey, upload.bytes);
      try {
        const at = now();
        const row = await usage.withQuota(user, 'uploads', async (tx: Db) => {
          const inserted = await repository.insert(tx, {
            ownerId: user.id,
            teamId: user.teamId ?? null,
            matterId: upload.matterId ?? null,
            title: upload.title ?? titleFromFileName(fileName),
            fileName,
            kind: detected.kind,
            size: upload.bytes.byteLength,
            sha256: createHash('sha256').update(upload.bytes).digest('hex'),
            storageKey,
            templateId: upload.templateId ?? null,
            createdAt: at,
            updatedAt: at,
          });
          if (upload.matterId !== undefined) await matters.recordNew(tx, user, upload.matterId, 'document', { id: inserted.id, title: inserted.title });
          return inserted;
        });
        queue.wake();
        return { id: row.id, status: 'queued' };
      } catch (err) {
        await storage.delete(storageKey);
        throw err;
      }
    },

    async list(user: Actor, query: DocumentListFilters): Promise<DocumentList> {
      const rows = await repository.list(ownerOf(user), query, query.cursor ? decodeCursor(query.cursor) : undefined);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { items: page.map(toDocumentListItem), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
    },

    async get(user: Actor, id: number): Promise<DocumentView> {
      return toDocument(await reach(user, id));
    },

    async text(user: Actor, id: number): Promise<DocumentText> {
      await reach(user, id);
      // deleted since, by someone else
      const row = await repository.findShared(id);
      if (!row) throw new AppError(404, 'not_found', ACCESS_MESSAGES.notFound);
      if (row.text === null || !row.pages) {
        throw new AppError(409, 'conflict', row.status === 'failed' ? `This document has no text: ${row.error}` : 'The document is still being read. Try again in a moment.');
      }
      return { text: row.text, pages: row.pages };
    },

    /** The original file, as uploaded. */
    async file(user: Actor, id: number): Promise<{ bytes: Buffer; fileName: string; mediaType: string }> {
      const row = await reach(user, id);
      return { bytes: await storage.get(row.storageKey), fileName: row.fileName, mediaType: MEDIA_TYPES[row.kind] };
    },

    async rename(user: Actor, id: number, title: string): Promise<DocumentView> {
      const reached = await reach(user, id, 'manager');
      const row = await repository.rename(id, title, now());
      if (!row) throw new AppError(404, 'not_found', ACCESS_MESSAGES.notFound);
      return toDocument({ ...reached, ...row });
    },

    async reanalyze(user: Actor, id: number): Promise<{ id: number; status: 'queued' }> {
      const row = await reach(user, id, 'manager');
      if (row.status !== 'complete' && row.status !== 'failed') throw new AppError(409, 'conflict', 'This document is already being analysed.');
      await repository.requeue(id, now());
      queue.wake();
      return { id, status: 'queued' };
    },

    /**
     * Replaces a document's file with a new version (its draft was changed and generated again, or a
     * version edited in the app is to be analysed) and queues it to be read and analysed afresh; no
     * new upload is counted. The old file is deleted, so only who manages the document may.
     */
    async replaceFile(user: Actor, id: number, file: { bytes: Uint8Array; fileName: string; title: string; kind?: DocumentKind }): Promise<void> {
      const row = await reach(user, id, 'manager');
      if (row.status !== 'complete' && row.status !== 'failed') throw new AppError(409, 'conflict', 'The last version is still being analysed. Try again in a moment.');
      const storageKey = `documents/${randomUUID()}`;
      await storage.put(storageKey, file.bytes);
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      await repository.replaceFile(id, { title: file.title, fileName: file.fileName, kind: file.kind ?? row.kind, size: file.bytes.byteLength, sha256, storageKey }, now());
      await storage.delete(row.storageKey);
      queue.wake();
    },

    async remove(user: Actor, id: number): Promise<void> {
      const row = await reach(user, id, 'manager');
      await repository.delete(id);
      await storage.delete(row.storageKey);
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
