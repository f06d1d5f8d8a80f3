import type { DocumentView } from '@common/schemas/documents';

/** A read, unanalysed Word document as its page receives it, managed by the viewer; `more` changes any of it. */
export const documentView = (more: Partial<DocumentView> = {}): DocumentView => ({
  id: 5,
  title: 'Lease for 12 Elm Street',
  fileName: 'lease.docx',
  kind: 'docx',
  size: 2048,
  status: 'complete',
  progress: 100,
  error: null,
  pageCount: 2,
  matterId: null,
  templateId: null,
  analysis: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  access: 'manager',
  sharedBy: null,
  editedSinceAnalysis: false,
  ...more,
});
