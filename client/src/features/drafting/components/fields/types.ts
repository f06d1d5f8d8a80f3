import type { AnswerValue, Question } from '@common/templates/definition';

/** What every answer control gets: its question, where its answer sits, the answer, and the visible errors. */
export interface AnswerProps<Q extends Question = Question> {
  question: Q;
  /** the answer's key ("tenant", or "tenants.1.name" inside a list) */
  path: string;
  value: unknown;
  onChange: (value: AnswerValue) => void;
  /** the messages to show, by answer key (a list's entries' as well) */
  errors: Record<string, string>;
}
