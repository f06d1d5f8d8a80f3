/** The interview's bookkeeping, kept apart from the screens: starting answers, and where each problem is. */
import type { StateCode } from '@common/jurisdictions';
import type { TemplateDto } from '@common/schemas/drafting';
import { isEmpty } from '@common/templates/answers';
import type { Answers, QuestionPage } from '@common/templates/definition';

/** The saved answers, with the governing state filled from the person's saved state when it is empty. */
export function startingAnswers(template: Pick<TemplateDto, 'stateQuestion'>, saved: Record<string, unknown>, myState: StateCode | null): { answers: Answers; filled: boolean } {
  const answers = saved as Answers;
  const id = template.stateQuestion;
  if (!id || !myState || !isEmpty(answers[id])) return { answers, filled: false };
  return { answers: { ...answers, [id]: myState }, filled: true };
}

export interface ProblemPlace {
  /** the answer's key, as the checks name it ("tenant", "items.1.price") */
  key: string;
  page: number;
  /** the question, as the person would recognise it ("Item 2: Price") */
  label: string;
  message: string;
}

/** Each problem with the page it is on and the question's words, in the order of the questions. */
export function problemPlaces(pages: QuestionPage[], problems: Record<string, string>): ProblemPlace[] {
  return Object.entries(problems).flatMap(([key, message]) => {
    const [id, index, fieldId] = key.split('.');
    const page = pages.findIndex((p) => p.questions.some((q) => q.id === id));
    const question = pages[page]?.questions.find((q) => q.id === id);
    if (!question) return [];
    let label = question.label;
    if (question.type === 'list' && index !== undefined) {
      const field = question.fields.find((f) => f.id === fieldId);
      label = `${question.itemLabel} ${Number(index) + 1}${field ? `: ${field.label}` : ''}`;
    }
    return [{ key, page, label, message }];
  });
}

/** The question an answer's key belongs to ("items.1.price" → "items"). */
export const questionOf = (key: string) => key.split('.')[0]!;
