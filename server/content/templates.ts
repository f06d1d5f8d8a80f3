/**
 * Reads content/templates: a folder per drafting template, with `template.yaml` (the questions, the
 * state variations, the signers, the guide to when it fits, its review), `body.md` (the document, in
 * Markdown with Handlebars placeholders) and `example.yaml` (a filled answer set). The lint proves
 * every placeholder is asked, no question goes unused, conditions refer to earlier questions, every
 * variation is cited and used; the format is in docs/templates-guide.md.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { STATE_CODES } from '../../common/jurisdictions';
import { RULE_IDS } from '../../common/schemas/state-rules';
import { answerProblems } from '../../common/templates/answers';
import { PARTY_FIELDS, pageSchema, conditionSchema, type Answers, type Question, type QuestionPage } from '../../common/templates/definition';
import { bodyUses, HELPER_NAMES, type UsedPath } from '../drafting/handlebars';
import { slugify } from '../drafting/markdown-blocks';
import { ROOT_DIR } from '../lib/build-info';
import { officialUrlProblem } from './official-url';
import { ContentProblems } from './yaml-folder';

export const TEMPLATES_DIR = path.join(ROOT_DIR, 'content/templates');
const KNOWLEDGE_BASE_DIR = path.join(ROOT_DIR, 'content/knowledge-base');

const words = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const stateTexts = z.partialRecord(z.enum(STATE_CODES), words(3000)).refine((m) => Object.keys(m).length > 0, "must name at least one state");
const citedByState = {
  cite: words(300),
  url: z.url().optional(),
  states: stateTexts,
};

const templateFileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: words(80),
  area: words(40),
  summary: words(300),
  guide: z.strictObject({ fits: words(1200), notFor: words(1200), lawyer: words(1200) }),
  related: z.array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be "categoryId/topicId"')).max(6).default([]),
  stateRules: z.record(z.string().regex(/^[a-z][A-Za-z]*$/), z.enum(RULE_IDS)).default({}),
  pages: z.array(pageSchema).min(1).max(12),
  signatures: z
    .array(
      z.strictObject({
        role: words(80),
        name: words(200),
        signer: words(200).optional(),
        title: words(200).optional(),
        each: z.string().optional(),
        when: conditionSchema.optional(),
      }),
    )
    .default([]),
  variations: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.strictObject({ ...citedByState, otherwise: words(3000).optional() })).default({}),
  notices: z
    .array(
      z
        .strictObject({ ...citedByState, states: z.partialRecord(z.enum(STATE_CODES), words(3000)).default({}), otherwise: words(3000).optional() })
        .refine((n) => Object.keys(n.states).length > 0 || n.otherwise, 'needs a text for a state or for every state (otherwise)'),
    )
    .default([]),
  clauses: z.record(z.string().regex(/^[a-z0-9-]+$/), z.array(z.strictObject({ label: words(60), text: words(3000) })).min(1)).default({}),
  reviews: z.array(z.strictObject({ date: z.iso.date(), reviewer: words(200), checked: words(2000), changed: words(3000) })).min(1, 'needs an independent legal review (docs/templates-guide.md)'),
});

export type TemplateFile = z.infer<typeof templateFileSchema>;

export interface Template extends TemplateFile {
  body: string;
  example: Answers;
  /** the question whose answer is the governing state, if any */
  stateQuestion: string | null;
}

const ROOT_NAMES = new Set(['v', 'rules', 'today']);
const RULE_FIELDS = new Set(['citation', 'url', 'values', 'data']);

function questionsById(pages: QuestionPage[]): Map<string, Question> {
  return new Map(pages.flatMap((p) => p.questions.map((q) => [q.id, q] as const)));
}

/** The problems with the names a text uses; records each question it reads. */
function pathProblems(where: string, uses: { helpers: string[]; paths: UsedPath[] }, t: TemplateFile, used: Set<string>, baseList: string | null = null): string[] {
  const problems: string[] = [];
  const questions = questionsById(t.pages);
  for (const h of uses.helpers) if (!HELPER_NAMES.has(h)) problems.push(`${where}: "${h}" is not a helper (docs/templates-guide.md lists them)`);
  for (const p of uses.paths) {
    if (p.data) continue; // @index, @first, @last
    const listId = p.inList ?? (p.fromRoot ? null : baseList);
    const [head, second, third] = p.parts;
    if (!head) continue; // {{this}}
    if (listId) {
      const list = questions.get(listId);
      if (list?.type !== 'list') {
        problems.push(`${where}: #each ${listId} is not a list question`);
        continue;
      }
      used.add(listId);
      const field = list.fields.find((f) => f.id === head);
      if (!field) problems.push(`${where}: "${p.parts.join('.')}" is not a field of ${listId}`);
      else if (second && (field.type !== 'party' || !(PARTY_FIELDS as readonly string[]).includes(second))) problems.push(`${where}: "${p.parts.join('.')}" has no part "${second}"`);
      continue;
    }
    if (head === 'today') continue;
    if (head === 'v') {
      if (!second || !t.variations[second]) problems.push(`${where}: "v.${second ?? ''}" is not a variation`);
      else used.add(`v.${second}`);
      continue;
    }
    if (head === 'rules') {
      if (!second || !t.stateRules[second]) problems.push(`${where}: "rules.${second ?? ''}" is not one of stateRules`);
      else if (third && !RULE_FIELDS.has(third)) problems.push(`${where}: "rules.${second}.${third}" is not citation, url, values or data`);
      continue;
    }
    const q = questions.get(head);
    if (!q) {
      problems.push(`${where}: "${p.parts.join('.')}" is not a question${ROOT_NAMES.has(head) ? '' : ' (every placeholder must be asked)'}`);
      continue;
    }
    used.add(head);
    if (second && (q.type !== 'party' || !(PARTY_FIELDS as readonly string[]).includes(second))) problems.push(`${where}: "${p.parts.join('.')}" has no part "${second}"`);
  }
  return problems;
}

function conditionProblems(t: TemplateFile): string[] {
  const problems: string[] = [];
  const seen = new Map<string, Question>();
  const check = (where: string, when: z.infer<typeof conditionSchema> | undefined, earlier: Map<string, Question>) => {
    for (const [id, value] of Object.entries(when ?? {})) {
      const q = earlier.get(id);
      if (!q) problems.push(`${where}: the condition on "${id}" must name an earlier question`);
      else if (q.type === 'yesno' ? typeof value !== 'boolean' : q.type !== 'choice' && q.type !== 'state') problems.push(`${where}: a condition can test a yes/no question (true/false), a choice (its values) or a state (its codes), not "${id}"`);
      else {
        for (const v of [value].flat()) {
          if (q.type === 'choice' && !q.options.some((o) => o.value === v)) problems.push(`${where}: "${String(v)}" is not an option of ${id}`);
          if (q.type === 'state' && !(STATE_CODES as readonly unknown[]).includes(v)) problems.push(`${where}: "${String(v)}" is not a state code`);
        }
      }
    }
  };
  for (const page of t.pages) {
    for (const q of page.questions) {
      if (seen.has(q.id)) problems.push(`question ${q.id} is asked twice`);
      check(`question ${q.id}`, q.when, seen);
      seen.set(q.id, q);
      if (q.type === 'list') {
        const fieldIds = q.fields.map((f) => f.id);
        if (new Set(fieldIds).size !== fieldIds.length) problems.push(`question ${q.id}: two fields share an id`);
        for (const f of q.fields) if (f.when || f.type === 'state') problems.push(`question ${q.id}.${f.id}: a list field has no condition and is not a state`);
        if (q.min !== undefined && q.max !== undefined && q.min > q.max) problems.push(`question ${q.id}: min is above max`);
      }
    }
  }
  t.signatures.forEach((s, i) => check(`signatures.${i}`, s.when, seen));
  return problems;
}

function sectionSlugs(body: string): Set<string> {
  return new Set([...body.matchAll(/^#{2,3}\s+(.+)$/gm)].map((m) => slugify(m[1]!)));
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Validates one template folder's parsed files; returns the template or the problems, each naming it. */
export async function parseTemplate(dirName: string, yaml: unknown, body: string, example: unknown): Promise<Template | string[]> {
  const parsed = templateFileSchema.safeParse(yaml);
  if (!parsed.success) return parsed.error.issues.map((i) => `${dirName}/template.yaml: ${i.path.join('.') || '(root)'} ${i.message}`);
  const t = parsed.data;
  const problems: string[] = [];
  const used = new Set<string>();
  if (t.id !== dirName) problems.push(`id "${t.id}" must match the folder name`);
  if (!(await exists(path.join(KNOWLEDGE_BASE_DIR, t.area)))) problems.push(`area "${t.area}" is not a knowledge-base category`);
  for (const guide of t.related) if (!(await exists(path.join(KNOWLEDGE_BASE_DIR, `${guide}.md`)))) problems.push(`related guide ${guide} does not exist`);
  problems.push(...conditionProblems(t));

  const questions = questionsById(t.pages);
  const stateQuestions = [...questions.values()].filter((q) => q.type === 'state');
  const stateQuestion = stateQuestions[0]?.id ?? null;
  if ((Object.keys(t.variations).length || Object.keys(t.stateRules).length || t.notices.length) && !stateQuestion) problems.push('varies by state but asks no state question');

  if (!/^# \S/.test(body)) problems.push('body.md must start with "# Title"');
  const texts: [string, string, string | null][] = [['body.md', body, null]];
  t.signatures.forEach((s, i) => {
    for (const field of ['name', 'signer', 'title'] as const) if (s[field]) texts.push([`signatures.${i}.${field}`, s[field]!, s.each ?? null]);
    if (s.each && questions.get(s.each)?.type !== 'list') problems.push(`signatures.${i}: each "${s.each}" is not a list question`);
  });
  for (const [id, v] of Object.entries(t.variations)) {
    for (const [state, text] of Object.entries(v.states)) texts.push([`variations.${id}.${state}`, text, null]);
    if (v.otherwise) texts.push([`variations.${id}.otherwise`, v.otherwise, null]);
  }
  for (const [section, alternatives] of Object.entries(t.clauses)) alternatives.forEach((c, i) => texts.push([`clauses.${section}.${i}`, c.text, null]));
  for (const [where, source, list] of texts) {
    const uses = bodyUses(source);
    if ('error' in uses) problems.push(`${where}: ${uses.error}`);
    else problems.push(...pathProblems(where, uses, t, used, list));
  }
  for (const [id, v] of Object.entries(t.variations)) {
    if (!used.has(`v.${id}`)) problems.push(`variation ${id} is never used in body.md`);
    if (v.url && officialUrlProblem(v.url)) problems.push(`variation ${id}: ${officialUrlProblem(v.url)}`);
  }
  t.notices.forEach((n, i) => {
    if (n.url && officialUrlProblem(n.url)) problems.push(`notices.${i}: ${officialUrlProblem(n.url)}`);
    for (const [key, text] of [...Object.entries(n.states), ['otherwise', n.otherwise] as const]) {
      const uses = text ? bodyUses(text) : undefined;
      if (uses && 'error' in uses) problems.push(`notices.${i}.${key}: ${uses.error}`);
      // a notice may quote the state's rule (rules.*) or an answer, but does not make a question "used"
      else if (uses) problems.push(...pathProblems(`notices.${i}.${key}`, uses, t, new Set()));
    }
  });
  // the governing state is used by the variations, rules and notices it picks, even if never printed
  if (stateQuestion && (Object.keys(t.variations).length || Object.keys(t.stateRules).length || t.notices.length)) used.add(stateQuestion);
  const conditionUses = t.pages.flatMap((p) => p.questions.flatMap((q) => Object.keys(q.when ?? {})));
  for (const id of questions.keys()) if (!used.has(id) && !conditionUses.includes(id)) problems.push(`question ${id} is never used in the document`);
  const slugs = sectionSlugs(body);
  for (const section of Object.keys(t.clauses)) if (!slugs.has(section)) problems.push(`clauses.${section}: no section of body.md has that heading`);

  const exampleAnswers = z.record(z.string(), z.unknown()).safeParse(example);
  if (!exampleAnswers.success) problems.push('example.yaml must be a map of answers');
  else {
    for (const [key, problem] of Object.entries(answerProblems(t.pages, exampleAnswers.data as Answers, true))) problems.push(`example.yaml: ${key}: ${problem}`);
    for (const key of Object.keys(exampleAnswers.data)) if (!questions.has(key)) problems.push(`example.yaml: ${key} is not a question`);
  }
  if (problems.length) return problems.map((p) => `${dirName}: ${p}`);
  return { ...t, body, example: exampleAnswers.data as Answers, stateQuestion };
}

async function readText(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

let cached: Promise<Template[]> | null = null;

/** Every template in content/templates, or ContentProblems listing what is wrong with each. */
export function loadTemplates(dir = TEMPLATES_DIR): Promise<Template[]> {
  if (dir !== TEMPLATES_DIR) return readTemplates(dir);
  cached ??= readTemplates(dir).catch((err) => {
    cached = null;
    throw err;
  });
  return cached;
}

async function readTemplates(dir: string): Promise<Template[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => !n.startsWith('.')).sort();
  const problems: string[] = [];
  const templates: Template[] = [];
  for (const name of names) {
    const folder = path.join(dir, name);
    if (!(await stat(folder)).isDirectory()) {
      problems.push(`${name}: content/templates holds one folder per template`);
      continue;
    }
    const [yamlText, body, exampleText] = await Promise.all(['template.yaml', 'body.md', 'example.yaml'].map((f) => readText(path.join(folder, f))));
    const missing = [['template.yaml', yamlText], ['body.md', body], ['example.yaml', exampleText]].filter(([, v]) => v === null).map(([f]) => f);
    if (missing.length) {
      problems.push(`${name}: ${missing.join(', ')} missing`);
      continue;
    }
    let yaml: unknown;
    let example: unknown;
    try {
      yaml = parseYaml(yamlText!, { uniqueKeys: true });
      example = parseYaml(exampleText!, { uniqueKeys: true });
    } catch (err) {
      problems.push(`${name}: not valid YAML: ${(err as Error).message.split('\n')[0]}`);
      continue;
    }
    const result = await parseTemplate(name, yaml, body!, example);
    if (Array.isArray(result)) problems.push(...result);
    else templates.push(result);
  }
  if (problems.length) throw new ContentProblems('templates', problems);
  return templates;
}
