/** Editing documents in the app: what the editor opens, saves, the versions it keeps and how two compare. */
import { z } from 'zod';
import { DOCUMENT_ACCESS } from './document-access';
import { DOCUMENT_STATUSES, documentIdParamsSchema } from './documents';
import { MAX_ID, decimalSchema, idParamSchema } from './ids';

const VERSION_MESSAGE = 'The version must be a number from 1 up.';

/** the editor's document (ProseMirror JSON): checked against the editor's schema by the server, not here */
export const editorContentSchema = z.looseObject({ type: z.string().optional() });

export const versionNameSchema = z.string().trim().min(1, 'Give the version a name.').max(80, 'Keep the version name under 80 characters.');

const revisionSchema = z.number({ error: 'Send the revision the edit started from.' }).int().min(0).max(2_147_483_647);

export const saveContentSchema = z.strictObject({
  /** the revision the browser's copy started from: another save since then is a conflict */
  baseRevision: revisionSchema,
  content: z.unknown().refine((c) => c !== undefined, 'Send the document to save.'),
  /** "Save version": kept under this name, never written over */
  name: versionNameSchema.optional(),
  /** starts a new version rather than adding to the newest (a save chosen after a conflict, or resumed text) */
  fresh: z.boolean().optional(),
});
export type SaveContentInput = z.infer<typeof saveContentSchema>;

export const restoreVersionSchema = z.strictObject({ baseRevision: revisionSchema });

export const versionSummarySchema = z.object({
  number: z.number(),
  name: z.string().nullable(),
  /** who saved it last, as their username; null once the account is gone */
  author: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  words: z.number(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export const versionListSchema = z.object({ items: z.array(versionSummarySchema) });
export const versionSchema = versionSummarySchema.extend({ content: editorContentSchema });

/** What the editor opens: the newest version, or for a PDF its text shown read-only. */
export const editorDocumentSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(['pdf', 'docx', 'txt']),
  /** 'read': a PDF, opened read-only until an editable copy is made */
  mode: z.enum(['edit', 'read']),
  content: editorContentSchema,
  revision: z.number(),
  version: versionSummarySchema.nullable(),
  /** the text sent for analysis is an older revision than this one */
  editedSinceAnalysis: z.boolean(),
  status: z.enum(DOCUMENT_STATUSES),
  /** may change it: save, restore, send a version to be analysed (an editor, or who manages it) */
  mayEdit: z.boolean(),
  /** what the signed-in person may do with it: a viewer sees neither its comments nor its history */
  access: z.enum(DOCUMENT_ACCESS),
});
export type EditorDocument = z.infer<typeof editorDocumentSchema>;

export const savedSchema = z.object({ revision: z.number(), version: versionSummarySchema, changed: z.boolean() });
export type Saved = z.infer<typeof savedSchema>;

export const versionParamsSchema = documentIdParamsSchema.extend({
  number: decimalSchema(z.number().int().min(1, VERSION_MESSAGE).max(MAX_ID, VERSION_MESSAGE), VERSION_MESSAGE, /^\d{1,10}$/),
});

export const compareQuerySchema = z.object({
  from: versionParamsSchema.shape.number,
  to: versionParamsSchema.shape.number,
});

export const exportVersionQuerySchema = z.object({
  format: z.enum(['docx', 'pdf'], 'The format is docx or pdf.'),
  version: versionParamsSchema.shape.number.optional(),
});

const redlinePartSchema = z.object({ text: z.string(), change: z.enum(['insert', 'delete']).optional() });
export const redlineBlockSchema = z.object({
  kind: z.enum(['heading', 'paragraph', 'listItem', 'tableRow']),
  level: z.number().optional(),
  depth: z.number().optional(),
  marker: z.string().optional(),
  change: z.enum(['insert', 'delete', 'modify']).optional(),
  parts: z.array(redlinePartSchema),
});
export const comparisonSchema = z.object({
  from: versionSummarySchema,
  to: versionSummarySchema,
  blocks: z.array(redlineBlockSchema),
  insertions: z.number(),
  deletions: z.number(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const editableCopySchema = z.object({ id: z.number() });

/** Comments: threads on ranges of the newest version's anchor text (common/editing/anchors.ts), with replies. */
export const commentBodySchema = z.string().trim().min(1, 'Write a comment.').max(5000, 'Keep a comment under 5,000 characters.');

const offsetSchema = z.number({ error: 'The comment’s place in the text is a number.' }).int().min(0).max(10_000_000);
export const newThreadSchema = z
  .strictObject({
    body: commentBodySchema,
    /** the revision the range was chosen in: a range of older text would land on other words */
    revision: revisionSchema,
    start: offsetSchema,
    end: offsetSchema,
  })
  .refine((c) => c.end > c.start, { message: 'Select the words the comment is about.', path: ['end'] });
export const replyInputSchema = z.strictObject({ body: commentBodySchema });
export const updateCommentSchema = z
  .strictObject({ resolved: z.boolean().optional(), body: commentBodySchema.optional() })
  .refine((c) => c.resolved !== undefined || c.body !== undefined, 'Send the text or whether the comment is resolved.');

export const commentParamsSchema = documentIdParamsSchema.extend({ commentId: idParamSchema('Comment id') });

export const commentSchema = z.object({
  id: z.number(),
  /** username; null once the account is gone */
  author: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** written by the person asking: they may change its text */
  mine: z.boolean(),
});
export type CommentDto = z.infer<typeof commentSchema>;
export const threadSchema = commentSchema.extend({
  /** the words it is on, as they were when it was written */
  quote: z.string(),
  /** where it stands in the newest version; null when every word of it was deleted */
  start: z.number().nullable(),
  end: z.number().nullable(),
  resolved: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
  replies: z.array(commentSchema),
  /** may delete the whole thread (who wrote it, or who may change the document) */
  mayDelete: z.boolean(),
});
export type Thread = z.infer<typeof threadSchema>;
export const threadListSchema = z.object({ items: z.array(threadSchema), revision: z.number() });
