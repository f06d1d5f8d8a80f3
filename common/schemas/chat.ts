import type { UIMessage } from 'ai';
import { z } from 'zod';
import { decimalSchema, idParamSchema, MAX_ID } from './ids';
import { STATE_CODES } from '../jurisdictions';
import { dayRangeSchema } from './day-range';
import { stripBidiControls } from '../text';

/** A message may hold a whole story: several paragraphs, a letter pasted in. */
export const QUESTION_MAX_LENGTH = 20_000;
/** "A message can be at most 20,000 characters …", as the API and the composer say it */
export const QUESTION_TOO_LONG = `A message can be at most ${QUESTION_MAX_LENGTH.toLocaleString('en-US')} characters. Shorten it, or send it in two parts.`;
export const TITLE_MAX_LENGTH = 120;

/** A US state or DC by its postal code; null means "Not sure". */
export const jurisdictionSchema = z.enum(STATE_CODES, { error: 'Jurisdiction must be a US state code such as "CA", or null for "Not sure"' }).nullable();

const titleSchema = z
  .string({ error: 'Title must be text' })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, 'Title must not be empty')
  .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`);

/** How many of the user's documents one conversation may be about. */
export const MAX_CONVERSATION_DOCUMENTS = 5;

const documentIdSchema = z.number({ error: 'documentIds must be document ids (numbers)' }).int('A document id is a whole number').positive('A document id is positive').max(MAX_ID, 'There is no document with that id');

/**
 * What a new conversation starts from: a knowledge-base guide ("categoryId/topicId") it is about, or the
 * user's analysed documents it asks about (their passages become citable sources).
 */
export const conversationContextSchema = z.strictObject({
  topicId: z.string().regex(/^[a-z0-9-]{1,64}\/[a-z0-9-]{1,64}$/, 'topicId must be a guide id such as "housing/security-deposits"').optional(),
  documentIds: z
    .array(documentIdSchema, { error: 'documentIds must be a list of document ids' })
    .min(1, 'documentIds must name at least one document')
    .max(MAX_CONVERSATION_DOCUMENTS, `A conversation can be about at most ${MAX_CONVERSATION_DOCUMENTS} documents`)
    .refine((ids) => new Set(ids).size === ids.length, 'documentIds names the same document twice')
    .optional(),
  /** the matter it is about: the conversation is filed in it, and the matter's analysed documents become sources */
  matterId: z.number({ error: 'matterId must be a matter id' }).int().positive().max(MAX_ID).optional(),
});
export type ConversationContext = z.infer<typeof conversationContextSchema>;

export const createConversationSchema = z.strictObject({
  title: titleSchema.optional(),
  jurisdiction: jurisdictionSchema.optional(),
  context: conversationContextSchema.optional(),
});
export type CreateConversationInput = z.infer<typeof createConversationSchema>;

export const updateConversationSchema = z
  .strictObject({ title: titleSchema.optional(), jurisdiction: jurisdictionSchema.optional(), archived: z.boolean().optional() })
  .refine((v) => Object.keys(v).length > 0, 'Send at least one of title, jurisdiction or archived');
export type UpdateConversationInput = z.infer<typeof updateConversationSchema>;

export const questionTextSchema = z
  .string({ error: 'The question must be text' })
  .trim()
  .min(1, 'Type a question first')
  .max(QUESTION_MAX_LENGTH, QUESTION_TOO_LONG);

/** One new user message in the AI SDK UI-message shape; the history comes from the database. */
export const sendMessageSchema = z.union(
  [
    z.strictObject({
      message: z.object({
        id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Message id may hold letters, digits, _ and - only').optional(),
        role: z.literal('user', { error: 'Only user messages can be sent' }),
        parts: z.tuple([z.object({ type: z.literal('text', { error: 'Only text parts can be sent' }), text: questionTextSchema })], {
          error: 'A message has exactly one text part',
        }),
      }),
    }),
    /** answer the last question again, replacing the last answer */
    z.strictObject({ regenerate: z.literal(true) }),
  ],
  { error: 'Send { message } with one text part, or { regenerate: true }' },
);
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const sourceSchema = z.object({
  /** the number of the [n] markers that cite it */
  n: z.number().int().positive(),
  kind: z.enum(['topic', 'document']),
  title: z.string(),
  /**
   * the app route of the passage, e.g. /knowledge-base/housing/security-deposits#what-you-can-do, or
   * /documents/12#passage-s7 for a section of the user's document
   */
  url: z.string(),
  categoryId: z.string().optional(),
  topicId: z.string().optional(),
  /** the guide's section, or the document's segment ("s7") */
  sectionId: z.string().optional(),
  documentId: z.number().int().optional(),
  /** a document passage's offsets [start, end) into the document's extracted text */
  start: z.number().int().optional(),
  end: z.number().int().optional(),
  /** the passage's opening words, as shown on the source card */
  quote: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

/** partial: the reader stopped it; interrupted: the server stopped part-way (a crash or restart) */
export const messageStatusSchema = z.enum(['complete', 'partial', 'error', 'interrupted']);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

/** Assistant-message metadata as the stream sends it and the client reads it. */
export const answerMetadataSchema = z.object({
  status: messageStatusSchema.optional(),
  /** false when an answer to a legal question carries no valid citation (LLM providers only) */
  verified: z.boolean().optional(),
  createdAt: z.string().optional(),
});
export type AnswerMetadata = z.infer<typeof answerMetadataSchema>;

/**
 * The data parts of an answer. `sources` is sent again each time a new source is first cited while the
 * answer streams (same part id, so it replaces the last one); `followups` and `askstate` once at the end.
 */
export type AnswerDataParts = {
  sources: Source[];
  followups: string[];
  /** the rules differ by state and the answer does not know the user's: the chat offers to pick it */
  askstate: boolean;
};

/** The UI message both ends use: the AI SDK shape with our metadata and data parts. */
export type CounselUIMessage = UIMessage<AnswerMetadata, AnswerDataParts>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  /** AI SDK UI-message parts: text, data-sources, data-followups */
  parts: z.array(z.looseObject({ type: z.string() })),
  sources: z.array(sourceSchema),
  status: messageStatusSchema,
  verified: z.boolean().nullable(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  jurisdiction: jurisdictionSchema,
  context: conversationContextSchema,
  archived: z.boolean(),
  /** the matter it is filed in, if any */
  matterId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the latest message's opening words, for lists */
  preview: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationDetailSchema = conversationSchema.extend({ messages: z.array(chatMessageSchema) });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationListSchema = z.object({ items: z.array(conversationSchema), nextCursor: z.string().nullable() });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  cursor: z.string().max(200).optional(),
  ...dayRangeSchema.shape,
  limit: decimalSchema(z.number().int().min(1).max(100), 'limit must be a whole number from 1 to 100').default(30),
  /** archived conversations instead of the active ones */
  archived: z.enum(['true', 'false'], { error: 'archived must be true or false' }).default('false').transform((v) => v === 'true'),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationIdParamsSchema = z.object({ id: idParamSchema('Conversation id') });

/** The notice every answer ends with and the chat shows. */
export const NOT_LEGAL_ADVICE =
  'AI answers are general information, not legal advice. Laws change and differ by state; for advice about your situation, talk to a lawyer or a legal aid office.';
