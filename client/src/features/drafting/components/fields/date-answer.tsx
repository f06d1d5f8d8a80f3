import type { ScalarQuestion } from '@common/templates/definition';
import { controlId, describedBy, inputClass, LabelledField, labelText } from './field-frame';
import type { AnswerProps } from './types';

/** A date, stored as YYYY-MM-DD, with the browser's own date picker. */
export function DateAnswer({ question: q, path, value, onChange, errors }: AnswerProps<Extract<ScalarQuestion, { type: 'date' }>>) {
  const error = errors[path];
  return (
    <LabelledField path={path} label={labelText(q.label, q.optional)} help={q.help} error={error}>
      <input
        id={controlId(path)}
        type="date"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value || null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, { help: q.help, error })}
        className={`${inputClass(error)} max-w-xs`}
      />
    </LabelledField>
  );
}
