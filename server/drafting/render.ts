/**
 * Renders a template with a set of answers into a drafted document. The body sees the answers to
 * the questions that are asked (escaped, so they stay text), `v.<id>` (the state variation for the
 * governing state), `rules.<alias>` (that state's cell of a state-rules table) and `today`. In a
 * preview an unanswered question shows as a marked gap; in a final document every required one has
 * been answered (the caller checks with answerProblems first).
 */
import { conditionHolds, isEmpty } from '../../common/templates/answers';
import type { Answers, Question, ScalarQuestion } from '../../common/templates/definition';
import type { DraftDocument, Signer } from '../../common/templates/document';
import type { StateRuleCell } from '../content/state-rules';
import type { Template } from '../content/templates';
import { BLANK_CLOSE, BLANK_OPEN, compile } from './handlebars';
import { escapeMarkdown, inlineText, markdownBlocks, slugify } from './markdown-blocks';

export interface RenderOptions {
  /** show unanswered questions as gaps rather than leave them out */
  preview: boolean;
  /** the date the document bears (YYYY-MM-DD) */
  today: string;
  /** the state-rules cells for the governing state, by rule id */
  cells: (ruleId: string, state: string) => StateRuleCell | undefined;
  /** sections the person reworded: section id → Markdown with placeholders, in place of the template's wording */
  overrides?: Record<string, string>;
}

const HEADING = /^#{1,3}\s+(.+)$/;
/** a thematic break (---), where a letter's signature line is: the end of the section before it */
const BREAK = /^ {0,3}([-*_])( *\1){2,} *$/;

/** The rendered body with each reworded section's text (between its heading and the next) replaced. */
function withOverrides(markdown: string, overrides: Record<string, string>, render: (source: string) => string): string {
  if (!Object.keys(overrides).length) return markdown;
  const out: string[] = [];
  let skipping = false;
  for (const line of markdown.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      skipping = false;
      out.push(line);
      const override = line.startsWith('##') ? overrides[slugify(heading[1]!)] : undefined;
      if (override !== undefined) {
        out.push('', render(override), '');
        skipping = true;
      }
    } else if (BREAK.test(line)) {
      skipping = false;
      out.push(line);
    } else if (!skipping) out.push(line);
  }
  return out.join('\n');
}

const blank = (label: string) => `${BLANK_OPEN}${label}${BLANK_CLOSE}`;
const PARTY_REQUIRED = ['name', 'street', 'city', 'state', 'zip'] as const;
const PART_LABELS = { street: 'street address', city: 'city', state: 'state', zip: 'ZIP code' } as const;
/** the gap shown for a missing part of a party: its name is the question, an address part says which */
const partyGap = (q: { label: string }, field: (typeof PARTY_REQUIRED)[number]) => blank(field === 'name' ? q.label.replace(/\?$/, '') : PART_LABELS[field]);

function scalarValue(q: ScalarQuestion, value: unknown, preview: boolean): unknown {
  if (isEmpty(value)) {
    if (!preview || q.optional || q.type === 'yesno' || q.type === 'choice') return null;
    if (q.type === 'party') return Object.fromEntries(PARTY_REQUIRED.map((f) => [f, partyGap(q, f)]));
    return blank(q.label.replace(/\?$/, ''));
  }
  if (typeof value === 'string' && q.type === 'text') return escapeMarkdown(value);
  if (q.type === 'party' && typeof value === 'object' && value !== null) {
    const party = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && v.trim() ? escapeMarkdown(v) : null]));
    if (preview) for (const f of PARTY_REQUIRED) party[f] ??= f === 'name' || !q.addressOptional ? partyGap(q, f) : null;
    return party;
  }
  return value;
}

function questionValue(q: Question, value: unknown, preview: boolean): unknown {
  if (q.type !== 'list') return scalarValue(q, value, preview);
  const items = Array.isArray(value) ? value : [];
  const shown = items.length || !preview ? items : [{}];
  return shown.map((item) => Object.fromEntries(q.fields.map((f) => [f.id, scalarValue(f, (item as Record<string, unknown>)?.[f.id], preview)])));
}

/** What the body and the signers see. */
export function renderContext(template: Template, answers: Answers, options: RenderOptions): Record<string, unknown> {
  const context: Record<string, unknown> = { today: options.today };
  for (const page of template.pages) {
    for (const q of page.questions) context[q.id] = conditionHolds(q.when, answers) ? questionValue(q, answers[q.id], options.preview) : null;
  }
  const state = template.stateQuestion ? answers[template.stateQuestion] : null;
  const rules: Record<string, unknown> = {};
  for (const [alias, ruleId] of Object.entries(template.stateRules)) {
    const cell = typeof state === 'string' ? options.cells(ruleId, state) : undefined;
    rules[alias] = cell
      ? {
          citation: escapeMarkdown(cell.citation),
          url: cell.url,
          values: Object.fromEntries(Object.entries(cell.values).map(([k, v]) => [k, escapeMarkdown(v)])),
          data: cell.data,
        }
      : null;
  }
  context.rules = rules;
  const v: Record<string, string | null> = {};
  for (const [id, variation] of Object.entries(template.variations)) {
    const text = (typeof state === 'string' ? variation.states[state as keyof typeof variation.states] : undefined) ?? variation.otherwise;
    v[id] = text ? compile(text)(context).trim() || null : null;
  }
  context.v = v;
  return context;
}

function signers(template: Template, answers: Answers, context: Record<string, unknown>): Signer[] {
  const out: Signer[] = [];
  for (const s of template.signatures) {
    if (!conditionHolds(s.when, answers)) continue;
    const scopes = s.each ? ((context[s.each] as Record<string, unknown>[] | null) ?? []) : [context];
    for (const scope of scopes) {
      const text = (source: string | undefined) => (source ? inlineText(compile(source)(scope, { data: { root: context } })) : '');
      const signer: Signer = { role: s.role, name: text(s.name) };
      const by = text(s.signer);
      if (by) Object.assign(signer, { signer: by, title: text(s.title) || undefined });
      out.push(signer);
    }
  }
  return out;
}

export function renderTemplate(template: Template, answers: Answers, options: RenderOptions): DraftDocument {
  const context = renderContext(template, answers, options);
  const body = withOverrides(compile(template.body)(context), options.overrides ?? {}, (source) => compile(source)(context));
  const { title, blocks } = markdownBlocks(body);
  const signatures = signers(template, answers, context);
  if (signatures.length) blocks.push({ type: 'signatures', signers: signatures });
  return { title: title || template.title, blocks };
}
