/**
 * Reads content/state-rules: one YAML table per rule, a cell for each of the 50 states and DC, each
 * cell in plain words with its citation, an official link and the date it was checked. The format and
 * the review it must pass are in docs/state-rules-guide.md. A structural problem stops the load.
 */
import path from 'node:path';
import { z } from 'zod';
import { STATE_CODES, type StateCode } from '../../common/jurisdictions';
import { RULE_IDS, ruleDataSchemas, type RuleId } from '../../common/schemas/state-rules';
import { ROOT_DIR } from '../lib/build-info';
import { officialUrlProblem } from './official-url';
import { loadYamlFolder } from './yaml-folder';

const STATE_RULES_DIR = path.join(ROOT_DIR, 'content/state-rules');

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const isoDate = z.iso.date('must be an ISO date (YYYY-MM-DD)');
/** Words that stand for "we did not fill this in"; a cell says "Varies — see …" or the rule instead. */
const PLACEHOLDER = /^(n\/?a|tbd|todo|unknown|none|-+|\?+)\.?$/i;
const cellValue = nonEmpty.max(600).refine((v) => !PLACEHOLDER.test(v), 'is a placeholder; write the rule, or "Varies — see …"');

const ruleFileSchema = z.strictObject({
  id: z.enum(RULE_IDS),
  title: nonEmpty.max(80),
  summary: nonEmpty.max(300),
  guides: z.array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be "categoryId/topicId"')).min(1),
  columns: z.array(z.strictObject({ id: z.string().regex(/^[a-z][A-Za-z]*$/), label: nonEmpty.max(60) })).min(1).max(6),
  reviews: z
    .array(z.strictObject({ date: isoDate, reviewer: nonEmpty, checked: nonEmpty, changed: nonEmpty }))
    .min(1, 'needs at least one independent review (docs/state-rules-guide.md)'),
  cells: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export interface StateRuleCell {
  state: StateCode;
  values: Record<string, string>;
  citation: string;
  url: string;
  checked: string;
  data: Record<string, unknown>;
}

export interface StateRule {
  id: RuleId;
  title: string;
  summary: string;
  guides: string[];
  columns: { id: string; label: string }[];
  reviews: { date: string; reviewer: string; checked: string; changed: string }[];
  cells: StateRuleCell[];
}

/** Validates one parsed table; returns the rule or the problems, each naming the file and the cell. */
export function parseStateRule(file: string, yaml: unknown): StateRule | string[] {
  const parsed = ruleFileSchema.safeParse(yaml);
  if (!parsed.success) return parsed.error.issues.map((i) => `${file}: ${i.path.join('.') || '(root)'} ${i.message}`);
  const rule = parsed.data;
  const problems: string[] = [];
  if (`${rule.id}.yaml` !== path.basename(file)) problems.push(`${file}: id "${rule.id}" must match the file name`);
  const columnIds = rule.columns.map((c) => c.id);
  if (new Set(columnIds).size !== columnIds.length) problems.push(`${file}: a column id is listed twice`);

  const cellSchema = z.strictObject({
    ...Object.fromEntries(columnIds.map((id) => [id, cellValue])),
    citation: nonEmpty.max(300),
    url: nonEmpty.superRefine((v, ctx) => {
      const problem = officialUrlProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    checked: isoDate,
    data: ruleDataSchemas[rule.id].optional(),
  });
  const codes = new Set<string>(STATE_CODES);
  for (const key of Object.keys(rule.cells)) if (!codes.has(key)) problems.push(`${file}: cells.${key} is not a state code`);
  const cells: StateRuleCell[] = [];
  for (const state of STATE_CODES) {
    const raw = rule.cells[state];
    if (!raw) {
      problems.push(`${file}: cells.${state} is missing; every state and DC needs a cell`);
      continue;
    }
    const cell = cellSchema.safeParse(raw);
    if (!cell.success) {
      problems.push(...cell.error.issues.map((i) => `${file}: cells.${state}.${i.path.join('.')} ${i.message}`));
      continue;
    }
    const { citation, url, checked, data, ...values } = cell.data as Record<string, unknown> & { citation: string; url: string; checked: string; data?: Record<string, unknown> };
    cells.push({ state, values: values as Record<string, string>, citation, url, checked, data: data ?? {} });
  }
  return problems.length ? problems : { ...rule, cells };
}

export async function loadStateRules(dir = STATE_RULES_DIR): Promise<StateRule[]> {
  return loadYamlFolder(dir, RULE_IDS.map((id) => `${id}.yaml`), parseStateRule);
}
