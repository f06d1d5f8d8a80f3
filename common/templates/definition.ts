/**
 * A drafting template's questions, as the interview shows them and the server checks them: pages of
 * plain-English questions with types, help, limits and conditions (docs/templates-guide.md). The
 * document body and the state variations live with the template on the server; this is the part
 * the browser needs too.
 */
import { z } from 'zod';

export const QUESTION_TYPES = ['text', 'number', 'money', 'date', 'state', 'party', 'yesno', 'choice', 'list'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const id = z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be snake_case, starting with a letter');
const words = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** Ask a question only when every listed earlier answer has the value (or one of the values) given. */
export const conditionSchema = z.record(id, z.union([z.boolean(), z.string(), z.array(z.string()).min(1)]));
export type Condition = z.infer<typeof conditionSchema>;

const common = {
  id,
  label: words(160),
  help: words(600).optional(),
  /** every question must be answered unless it says optional */
  optional: z.boolean().optional(),
  when: conditionSchema.optional(),
};

const textQuestion = z.strictObject({
  ...common,
  type: z.literal('text'),
  multiline: z.boolean().optional(),
  maxLength: z.number().int().min(1).max(5000).optional(),
  placeholder: words(120).optional(),
});
const numberQuestion = z.strictObject({
  ...common,
  type: z.literal('number'),
  min: z.number().optional(),
  max: z.number().optional(),
  /** shown after the box: "days", "months" */
  unit: words(30).optional(),
});
const moneyQuestion = z.strictObject({ ...common, type: z.literal('money'), min: z.number().min(0).optional(), max: z.number().positive().optional() });
const dateQuestion = z.strictObject({ ...common, type: z.literal('date') });
const stateQuestion = z.strictObject({ ...common, type: z.literal('state') });
const partyQuestion = z.strictObject({
  ...common,
  type: z.literal('party'),
  /** a business may be this party: ask who signs for it and their title */
  organization: z.boolean().optional(),
  /** the address may be left out (a party only named, such as a witness) */
  addressOptional: z.boolean().optional(),
  email: z.boolean().optional(),
});
const yesnoQuestion = z.strictObject({ ...common, type: z.literal('yesno') });
const choiceQuestion = z.strictObject({
  ...common,
  type: z.literal('choice'),
  options: z.array(z.strictObject({ value: id, label: words(120) })).min(2).max(12),
});

const scalarQuestion = z.discriminatedUnion('type', [textQuestion, numberQuestion, moneyQuestion, dateQuestion, stateQuestion, partyQuestion, yesnoQuestion, choiceQuestion]);
const listQuestion = z.strictObject({
  ...common,
  type: z.literal('list'),
  /** what one entry is called: "Tenant", "Item" */
  itemLabel: words(40),
  min: z.number().int().min(0).max(50).optional(),
  max: z.number().int().min(1).max(50).optional(),
  /** the questions asked for each entry (no conditions and no lists inside a list) */
  fields: z.array(scalarQuestion).min(1).max(8),
});

export const questionSchema = z.discriminatedUnion('type', [textQuestion, numberQuestion, moneyQuestion, dateQuestion, stateQuestion, partyQuestion, yesnoQuestion, choiceQuestion, listQuestion]);
export type Question = z.infer<typeof questionSchema>;
export type ScalarQuestion = z.infer<typeof scalarQuestion>;
export type ListQuestion = z.infer<typeof listQuestion>;

export const pageSchema = z.strictObject({ title: words(80), intro: words(600).optional(), questions: z.array(questionSchema).min(1).max(12) });
export type QuestionPage = z.infer<typeof pageSchema>;

/** A note shown in the interview for the drafter's state (a required form, a filing step), with its source. */
export interface StateNotice {
  text: string;
  cite: string;
  url?: string;
}

/** What the picker lists about a template. */
export interface TemplateSummary {
  id: string;
  title: string;
  area: string;
  summary: string;
}

/** Everything the interview needs: the questions, the guide to when it fits, and the notices for a state. */
export interface TemplateInterview extends TemplateSummary {
  guide: { fits: string; notFor: string; lawyer: string };
  related: string[];
  pages: QuestionPage[];
  /** the id of the question whose answer is the governing state, if the template varies by state */
  stateQuestion: string | null;
}

export const PARTY_FIELDS = ['name', 'street', 'city', 'state', 'zip', 'email', 'signer', 'signerTitle'] as const;
export type Party = Partial<Record<(typeof PARTY_FIELDS)[number], string>>;
export type AnswerValue = string | number | boolean | Party | Record<string, unknown>[] | null;
export type Answers = Record<string, AnswerValue>;
