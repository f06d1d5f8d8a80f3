import { US_STATES } from '@common/jurisdictions';
import type { ScalarQuestion } from '@common/templates/definition';
import { controlId, describedBy, inputClass, LabelledField, labelText } from './field-frame';
import type { AnswerProps } from './types';

/** One of the 50 states and DC, by name; the answer is its two-letter code. */
export function StateAnswer({ question: q, path, value, onChange, errors }: AnswerProps<Extract<ScalarQuestion, { type: 'state' }>>) {
  const error = errors[path];
  return (
    <LabelledField path={path} label={labelText(q.label, q.optional)} help={q.help} error={error}>
      <StateSelect id={controlId(path)} value={value} onChange={onChange} invalid={!!error} describedBy={describedBy(path, { help: q.help, error })} />
    </LabelledField>
  );
}

export function StateSelect({ id, value, onChange, invalid, describedBy }: { id: string; value: unknown; onChange: (value: string | null) => void; invalid: boolean; describedBy?: string }) {
  return (
    <select
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value || null)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={`${inputClass(invalid)} max-w-xs`}
    >
      <option value="">Choose a state</option>
      {US_STATES.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
