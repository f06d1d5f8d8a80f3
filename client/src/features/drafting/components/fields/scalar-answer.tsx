import type { ScalarQuestion } from '@common/templates/definition';
import { AmountAnswer } from './amount-answer';
import { ChoiceAnswer } from './choice-answer';
import { DateAnswer } from './date-answer';
import { PartyAnswer } from './party-answer';
import { StateAnswer } from './state-answer';
import { TextAnswer } from './text-answer';
import type { AnswerProps } from './types';

/** The control for a question with a single answer, by its type. */
export function ScalarAnswer({ question, ...props }: AnswerProps<ScalarQuestion>) {
  switch (question.type) {
    case 'text':
      return <TextAnswer question={question} {...props} />;
    case 'number':
    case 'money':
      return <AmountAnswer question={question} {...props} />;
    case 'date':
      return <DateAnswer question={question} {...props} />;
    case 'state':
      return <StateAnswer question={question} {...props} />;
    case 'party':
      return <PartyAnswer question={question} {...props} />;
    case 'yesno':
    case 'choice':
      return <ChoiceAnswer question={question} {...props} />;
  }
}
