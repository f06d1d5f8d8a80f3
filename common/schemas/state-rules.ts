/** State rules: one table per rule, a cell per state (content/state-rules, docs/state-rules-guide.md). */
import { z } from 'zod';
import { STATE_CODES } from '../jurisdictions';

export const RULE_IDS = [
  'security-deposits',
  'late-fees',
  'landlord-entry',
  'eviction-notice-nonpayment',
  'small-claims',
  'minimum-wage-2026',
  'final-paycheck',
  'statute-of-limitations',
  'non-competes',
  'intestate-succession',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

const days = z.number().int().min(0).max(3650);
/** The figures of a cell that code compares with; absent where the cell says the rule varies. */
export const ruleDataSchemas = {
  'security-deposits': z.strictObject({ capMonths: z.number().positive().max(12).nullable().optional(), returnDays: days.optional() }),
  'late-fees': z.strictObject({ graceDays: days.optional() }),
  'landlord-entry': z.strictObject({ noticeHours: z.number().int().positive().max(720).nullable().optional() }),
  'eviction-notice-nonpayment': z.strictObject({ noticeDays: days.optional() }),
  'small-claims': z.strictObject({ limitDollars: z.number().int().positive().max(100_000).optional() }),
  'minimum-wage-2026': z.strictObject({ hourlyRate: z.number().min(7.25).max(30).optional() }),
  'final-paycheck': z.strictObject({}),
  'statute-of-limitations': z.strictObject({ writtenContractYears: z.number().positive().max(30).optional(), openAccountYears: z.number().positive().max(30).optional() }),
  'non-competes': z.strictObject({ enforceable: z.enum(['yes', 'limited', 'no']).optional() }),
  'intestate-succession': z.strictObject({}),
} satisfies Record<RuleId, z.ZodType>;

export const stateRulesQuerySchema = z.strictObject({
  rule: z.enum(RULE_IDS).optional(),
  /** the tables a guide shows as "In your state", by `categoryId/topicId` */
  guide: z.string().regex(/^[a-z0-9-]{1,64}\/[a-z0-9-]{1,64}$/, 'must be "categoryId/topicId"').optional(),
  state: z.enum(STATE_CODES).optional(),
});

export const stateRuleCellSchema = z.object({
  state: z.enum(STATE_CODES),
  stateName: z.string(),
  values: z.record(z.string(), z.string()),
  citation: z.string(),
  url: z.string(),
  checked: z.string(),
});
export type StateRuleCellDto = z.infer<typeof stateRuleCellSchema>;

export const stateRuleSchema = z.object({
  id: z.enum(RULE_IDS),
  title: z.string(),
  summary: z.string(),
  guides: z.array(z.string()),
  columns: z.array(z.object({ id: z.string(), label: z.string() })),
  reviewed: z.string(),
  cells: z.array(stateRuleCellSchema),
});
export type StateRuleDto = z.infer<typeof stateRuleSchema>;

export const stateRulesResponseSchema = z.object({ rules: z.array(stateRuleSchema) });
export type StateRulesResponse = z.infer<typeof stateRulesResponseSchema>;
