/** Document rows as the API shows them, and the rules for names that come from uploads. */
import type { DocumentKind, DocumentListItem, DocumentView } from '../../../common/schemas/documents';
import { DOCUMENT_TITLE_MAX_LENGTH } from '../../../common/schemas/documents';
import { stripBidiControls } from '../../../common/text';
import type { ReachedDocument } from './document-access';
import type { DocumentListRow, DocumentSummaryRow } from './documents.repository';

type DocumentListItemBase = Omit<DocumentView, 'analysis' | 'access' | 'sharedBy' | 'editedSinceAnalysis'>;

export function toDocumentSummary(row: DocumentSummaryRow): DocumentListItemBase {
  return {
    id: row.id,
    title: row.title,
    fileName: row.fileName,
    kind: row.kind,
    size: row.size,
    status: row.status,
    progress: row.progress,
    error: row.error,
    pageCount: row.pages?.length ?? null,
    matterId: row.matterId,
    templateId: row.templateId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDocumentListItem(row: DocumentListRow): DocumentListItem {
  return { ...toDocumentSummary(row), documentType: row.documentType };
}

/** A document's page: its matter only for who reaches it in its workspace (a share does not open the matter). */
export function toDocument(row: ReachedDocument): DocumentView {
  return {
    ...toDocumentSummary(row),
    matterId: row.inWorkspace ? row.matterId : null,
    analysis: row.analysis ?? null,
    access: row.access,
    sharedBy: row.sharedBy,
    editedSinceAnalysis: row.kind !== 'pdf' && row.revision > (row.analysedRevision ?? 1),
  };
}

/** The name a file was uploaded under, without any path, control characters or excess length. */
export function safeFileName(name: string | undefined, kind: DocumentKind): string {
  const base = stripBidiControls(name ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-180);
  return base || `document.${kind}`;
}

/** A title from the file name: no extension, separators read as spaces. */
export function titleFromFileName(fileName: string): string {
  const stem = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_]+/g, ' ').trim();
  return (stem || fileName).slice(0, DOCUMENT_TITLE_MAX_LENGTH);
}

/** A file name for a document made here (drafted, exported): its title in plain characters. */
export const fileNameOf = (title: string, ext: string) => `${title.replace(/[^\w\- ]+/g, '').trim().replace(/\s+/g, ' ').slice(0, 100) || 'Document'}.${ext}`;

/** `attachment` with the name in ASCII for old clients and in UTF-8 (RFC 6266) for the rest. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
