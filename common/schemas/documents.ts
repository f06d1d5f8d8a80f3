import { z } from 'zod';

/** Upload limits, as the upload screen states them and the server enforces them. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX_LENGTH = 200;

export const DOCUMENT_KINDS = ['pdf', 'docx', 'txt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** queued → extracting → analyzing → complete | failed */
export const DOCUMENT_STATUSES = ['queued', 'extracting', 'analyzing', 'complete', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A page of the extracted text: offsets [start, end) into it. */
export const pageSpanSchema = z.object({ start: z.number().int(), end: z.number().int() });
export type PageSpan = z.infer<typeof pageSpanSchema>;

/**
 * A section or clause of the document, found by its numbering ("1.", "1.1", "(a)", "Article IV",
 * "Section 5") or heading, with offsets [start, end) into the extracted text.
 */
export const segmentSchema = z.object({
  /** "s1", "s2"… in document order */
  id: z.string(),
  /** 0: text before the first numbered part; 1: articles and top-level numbers; deeper levels below */
  level: z.number().int().min(0),
  /** the numbering as written: "4", "4.2", "(b)", "IV" */
  number: z.string().optional(),
  heading: z.string().optional(),
  start: z.number().int(),
  end: z.number().int(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const documentAnalysisSchema = z.object({
  segments: z.array(segmentSchema),
});
export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  size: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  progress: z.number().int(),
  /** why analysis failed, for the person who uploaded it */
  error: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  analysis: documentAnalysisSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentView = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ items: z.array(documentSchema.omit({ analysis: true })), nextCursor: z.string().nullable() });
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentTextSchema = z.object({ text: z.string(), pages: z.array(pageSpanSchema) });
export type DocumentText = z.infer<typeof documentTextSchema>;

export const uploadAcceptedSchema = z.object({ id: z.number().int(), status: z.literal('queued') });

const documentTitleSchema = z
  .string({ error: 'Title must be text' })
  .trim()
  .min(1, 'Title must not be empty')
  .max(DOCUMENT_TITLE_MAX_LENGTH, `Title must be at most ${DOCUMENT_TITLE_MAX_LENGTH} characters`);

/** the form fields that may come with an upload */
export const uploadFieldsSchema = z.strictObject({ title: documentTitleSchema.optional() });

export const updateDocumentSchema = z.strictObject({ title: documentTitleSchema });

export const documentIdParamsSchema = z.object({ id: z.coerce.number({ error: 'Document id must be a number' }).int().positive().max(2_147_483_647) });

export const documentListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
