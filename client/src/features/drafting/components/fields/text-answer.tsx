import { MULTILINE_MAX, TEXT_MAX } from '@common/templates/answers';
import type { ScalarQuestion } from '@common/templates/definition';
import { controlId, describedBy, inputClass, LabelledField, labelText } from './field-frame';
import type { AnswerProps } from './types';

type TextQuestion = Extract<ScalarQuestion, { type: 'text' }>;

/** A line of text, or a box for a few sentences when the question is multiline. */
export function TextAnswer({ question: q, path, value, onChange, errors }: AnswerProps<TextQuestion>) {
  const error = errors[path];
  const props = {
    id: controlId(path),
    value: typeof value === 'string' ? value : '',
    maxLength: q.maxLength ?? (q.multiline ? MULTILINE_MAX : TEXT_MAX),
    placeholder: q.placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(path, { help: q.help, error }),
  };
  return (
    <LabelledField path={path} label={labelText(q.label, q.optional)} help={q.help} error={error}>
      {q.multiline ? (
        <textarea {...props} rows={4} onChange={(e) => onChange(e.target.value)} className={`${inputClass(error)} py-2 leading-relaxed`} />
      ) : (
        <input {...props} type="text" onChange={(e) => onChange(e.target.value)} className={inputClass(error)} />
      )}
    </LabelledField>
  );
}
