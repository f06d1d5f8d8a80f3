/**
 * Checking a template's answers, the same way in the interview (inline, as the person types) and on
 * the server (before a draft is saved or a document generated): which questions are asked given the
 * answers so far, and what is wrong with an answer, in words the person can act on.
 */
import { STATE_CODES } from '../jurisdictions';
import type { Answers, AnswerValue, Condition, Party, Question, QuestionPage, ScalarQuestion } from './definition';

const STATES = new Set<string>(STATE_CODES);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TEXT_MAX = 200;
export const MULTILINE_MAX = 2000;
const PARTY_MAX = { name: 120, street: 120, city: 60, signer: 120, signerTitle: 80, email: 254 };

export function conditionHolds(when: Condition | undefined, answers: Answers): boolean {
  if (!when) return true;
  return Object.entries(when).every(([id, wanted]) => {
    const value = answers[id];
    if (Array.isArray(wanted)) return typeof value === 'string' && wanted.includes(value);
    if (typeof wanted === 'boolean') return (value === true) === wanted;
    return value === wanted;
  });
}

/** The questions of the template, each page with only those asked given the answers. */
export function askedQuestions(pages: QuestionPage[], answers: Answers): Question[] {
  return pages.flatMap((p) => p.questions.filter((q) => conditionHolds(q.when, answers)));
}

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

function validDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) && d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 2200;
}

function partyProblem(q: Extract<ScalarQuestion, { type: 'party' }>, value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Enter a name and address.';
  const p = value as Record<string, unknown>;
  for (const [field, max] of Object.entries(PARTY_MAX)) {
    const v = p[field];
    if (v !== undefined && v !== null && (typeof v !== 'string' || v.length > max)) return `Keep the ${field === 'signerTitle' ? 'title' : field} under ${max} characters.`;
  }
  const text = (f: string) => (typeof p[f] === 'string' ? (p[f] as string).trim() : '');
  if (!text('name')) return 'Enter the full name.';
  const hasAddress = ['street', 'city', 'state', 'zip'].some((f) => text(f));
  if (!q.addressOptional || hasAddress) {
    if (!text('street') || !text('city')) return 'Enter the street address and city.';
    if (!STATES.has(text('state'))) return 'Choose the state of the address.';
    if (!ZIP.test(text('zip'))) return 'Enter a 5-digit ZIP code.';
  }
  if (text('email') && !EMAIL.test(text('email'))) return 'Enter an email address like name@example.com.';
  if (text('signer') && !q.organization) return 'Only a business party has a signer.';
  return null;
}

/** What is wrong with one non-empty answer, or null. */
function valueProblem(q: ScalarQuestion, value: unknown): string | null {
  switch (q.type) {
    case 'text': {
      if (typeof value !== 'string') return 'Enter text.';
      const max = q.maxLength ?? (q.multiline ? MULTILINE_MAX : TEXT_MAX);
      return value.length > max ? `Keep it under ${max} characters.` : null;
    }
    case 'number':
    case 'money': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return q.type === 'money' ? 'Enter an amount, like 1500 or 1,500.00.' : 'Enter a number.';
      if (q.type === 'money' && Math.round(value * 100) !== value * 100) return 'Enter dollars and cents, with no more than two decimals.';
      if (q.min !== undefined && value < q.min) return `Enter ${q.type === 'money' ? `at least $${q.min.toLocaleString('en-US')}` : `${q.min} or more`}.`;
      if (q.max !== undefined && value > q.max) return `Enter ${q.type === 'money' ? `no more than $${q.max.toLocaleString('en-US')}` : `${q.max} or less`}.`;
      if (q.type === 'money' && value > 1_000_000_000) return 'Enter an amount under $1 billion.';
      return null;
    }
    case 'date':
      return typeof value === 'string' && validDate(value) ? null : 'Enter a real date.';
    case 'state':
      return typeof value === 'string' && STATES.has(value) ? null : 'Choose a state.';
    case 'party':
      return partyProblem(q, value);
    case 'yesno':
      return typeof value === 'boolean' ? null : 'Choose Yes or No.';
    case 'choice':
      return typeof value === 'string' && q.options.some((o) => o.value === value) ? null : 'Choose one of the options.';
  }
}

/**
 * The problems with the answers, keyed by question id (and `id.2.field` inside a list). `complete`
 * also asks every required question that is asked; without it only what was given is checked (a draft).
 */
export function answerProblems(pages: QuestionPage[], answers: Answers, complete: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  const required = (q: { optional?: boolean }) => complete && !q.optional;
  for (const q of askedQuestions(pages, answers)) {
    const value = answers[q.id];
    if (isEmpty(value)) {
      if (required(q) && !(q.type === 'list' && (q.min ?? 1) === 0)) problems[q.id] = q.type === 'list' ? `Add at least ${q.min ?? 1} ${q.itemLabel.toLowerCase()}.` : 'Answer this question.';
      continue;
    }
    if (q.type !== 'list') {
      const problem = valueProblem(q, value);
      if (problem) problems[q.id] = problem;
      continue;
    }
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) {
      problems[q.id] = `Add each ${q.itemLabel.toLowerCase()} in the form.`;
      continue;
    }
    if (q.max !== undefined && value.length > q.max) problems[q.id] = `Add no more than ${q.max}.`;
    else if (complete && q.min !== undefined && value.length < q.min) problems[q.id] = `Add at least ${q.min} ${q.itemLabel.toLowerCase()}.`;
    value.forEach((item, i) => {
      for (const field of q.fields) {
        const v = (item as Record<string, unknown>)[field.id];
        const key = `${q.id}.${i}.${field.id}`;
        if (isEmpty(v)) {
          if (required(field)) problems[key] = 'Answer this question.';
        } else {
          const problem = valueProblem(field, v);
          if (problem) problems[key] = problem;
        }
      }
    });
  }
  return problems;
}

/** Only the answers to the template's questions, with the keys it knows (what a draft stores). */
export function knownAnswers(pages: QuestionPage[], answers: Record<string, unknown>): Answers {
  const ids = new Set(pages.flatMap((p) => p.questions.map((q) => q.id)));
  return Object.fromEntries(Object.entries(answers).filter(([k]) => ids.has(k))) as Answers;
}

export type { Answers, AnswerValue, Party };
