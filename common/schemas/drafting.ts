/** Drafting from templates: the template list, drafts with their live preview, saved answers. */
import { z } from 'zod';
import { STATE_CODES } from '../jurisdictions';
import { pageSchema } from '../templates/definition';

const run = z.object({ text: z.string(), bold: z.literal(true).optional(), italic: z.literal(true).optional(), blank: z.literal(true).optional() });
const signer = z.object({ role: z.string(), name: z.string(), signer: z.string().optional(), title: z.string().optional() });
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('title'), text: z.string() }),
  z.object({ type: z.literal('heading'), level: z.union([z.literal(1), z.literal(2)]), number: z.string(), text: z.string(), id: z.string() }),
  z.object({ type: z.literal('paragraph'), lines: z.array(z.array(run)) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(run)) }),
  z.object({ type: z.literal('signatures'), signers: z.array(signer) }),
]);
export const draftDocumentSchema = z.object({ title: z.string(), blocks: z.array(blockSchema) });

export const templateSummarySchema = z.object({ id: z.string(), title: z.string(), area: z.string(), areaName: z.string(), summary: z.string() });
export type TemplateSummaryDto = z.infer<typeof templateSummarySchema>;
export const templateListSchema = z.object({ templates: z.array(templateSummarySchema) });

const noticeSchema = z.object({ text: z.string(), cite: z.string(), url: z.string().optional() });
export const templateSchema = templateSummarySchema.extend({
  guide: z.object({ fits: z.string(), notFor: z.string(), lawyer: z.string() }),
  related: z.array(z.object({ id: z.string(), title: z.string() })),
  pages: z.array(pageSchema),
  stateQuestion: z.string().nullable(),
  reviewed: z.string(),
});
export type TemplateDto = z.infer<typeof templateSchema>;
export const templateParamsSchema = z.object({ templateId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'There is no template with that id') });

/** answers as the interview sends them: checked against the template by the server, not here */
const ANSWERS_MAX_BYTES = 100_000;
export const answersInputSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((a) => Object.keys(a).length <= 200 && JSON.stringify(a).length <= ANSWERS_MAX_BYTES, 'These answers are too long to save; shorten the longest ones.');

export const createDraftSchema = z.strictObject({
  templateId: templateParamsSchema.shape.templateId,
  answers: answersInputSchema.optional(),
  matterId: z.number().int().positive().optional(),
});
export const updateDraftSchema = z
  .strictObject({
    answers: answersInputSchema.optional(),
    page: z.number().int().min(0).max(50).optional(),
    title: z.string().trim().min(1, 'Give the draft a name.').max(200, 'Keep the name under 200 characters.').optional(),
    matterId: z.number().int().positive().nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send the answers, the page, the title or the matter to change.');
export const draftIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const exportQuerySchema = z.object({ format: z.enum(['docx', 'pdf'], 'The format is docx or pdf.') });

export const draftListItemSchema = z.object({
  id: z.number(),
  templateId: z.string(),
  templateTitle: z.string(),
  title: z.string(),
  documentId: z.number().nullable(),
  matterId: z.number().nullable(),
  ownerId: z.number(),
  updatedAt: z.string(),
});
export type DraftListItem = z.infer<typeof draftListItemSchema>;
export const draftListSchema = z.object({ items: z.array(draftListItemSchema) });

export const draftSchema = draftListItemSchema.extend({
  answers: z.record(z.string(), z.unknown()),
  page: z.number(),
  state: z.enum(STATE_CODES).nullable(),
  preview: draftDocumentSchema,
  /** what still needs an answer or a fix before it can be generated, by question (`id.2.field` in a list) */
  problems: z.record(z.string(), z.string()),
  notices: z.array(noticeSchema),
  /** the sections whose wording the person changed (clause alternatives, AI rewrites) */
  reworded: z.array(z.string()),
  /** the sections the template offers other wordings for */
  alternatives: z.array(z.string()),
  /** whether an AI can rewrite a section to an instruction (an LLM is configured) */
  aiRewrite: z.boolean(),
});
export type Draft = z.infer<typeof draftSchema>;

export const sectionParamsSchema = draftIdParamsSchema.extend({ section: z.string().regex(/^[a-z0-9-]{1,120}$/, 'There is no section with that name.') });
export const suggestionsInputSchema = z.strictObject({
  instruction: z.string().trim().min(1, 'Say how to change the section.').max(300, 'Keep the instruction under 300 characters.').optional(),
});
const choiceSchema = z.union([z.strictObject({ clause: z.number().int().min(0).max(20) }), z.strictObject({ text: z.string().trim().min(1, 'The section cannot be empty.').max(6000, 'Keep the section under 6,000 characters.') })]);
export const rewordInputSchema = choiceSchema;
export const sectionSuggestionsSchema = z.object({
  section: z.string(),
  heading: z.string(),
  current: z.string(),
  /** whether an AI can rewrite to an instruction (an LLM is configured) */
  ai: z.boolean(),
  suggestions: z.array(z.object({ label: z.string(), text: z.string(), choice: choiceSchema })),
});
export type SectionSuggestions = z.infer<typeof sectionSuggestionsSchema>;

export const generatedSchema = z.object({ documentId: z.number(), draft: draftSchema });

const partyInput = z.strictObject({
  name: z.string().trim().min(1, 'Enter the full name.').max(120),
  street: z.string().trim().max(120).optional(),
  city: z.string().trim().max(60).optional(),
  state: z.enum(STATE_CODES, 'Choose the state of the address.').optional(),
  zip: z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.').optional(),
  email: z.email('Enter an email address like name@example.com.').max(254).optional(),
  signer: z.string().trim().max(120).optional(),
  signerTitle: z.string().trim().max(80).optional(),
});
export const answerSetInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name it, such as "Me" or "My landlord".').max(80, 'Keep the name under 80 characters.'),
  value: partyInput,
});
export const answerSetSchema = z.object({ id: z.number(), name: z.string(), value: partyInput, updatedAt: z.string() });
export type AnswerSet = z.infer<typeof answerSetSchema>;
export const answerSetListSchema = z.object({ items: z.array(answerSetSchema) });

/** a person or business the workspace already knows, to fill a party's name: a matter's client, a document's party */
export const knownPartySchema = z.object({ name: z.string(), from: z.string() });
export type KnownParty = z.infer<typeof knownPartySchema>;
export const knownPartyListSchema = z.object({ items: z.array(knownPartySchema) });
