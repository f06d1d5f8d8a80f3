import type { Question } from '@common/templates/definition';
import { ListAnswer } from './fields/list-answer';
import { ScalarAnswer } from './fields/scalar-answer';
import type { AnswerProps } from './fields/types';

/** The control for any question of a template. */
export function QuestionField({ question, ...props }: AnswerProps<Question>) {
  return question.type === 'list' ? <ListAnswer question={question} {...props} /> : <ScalarAnswer question={question} {...props} />;
}
