import type { ScalarQuestion } from '@common/templates/definition';
import { controlId, describedBy, GroupField, labelText } from './field-frame';
import type { AnswerProps } from './types';

type ChoiceQuestion = Extract<ScalarQuestion, { type: 'yesno' | 'choice' }>;

const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

/** Yes or No, or one of a few options: radio buttons, which arrow keys move between. */
export function ChoiceAnswer({ question: q, path, value, onChange, errors }: AnswerProps<ChoiceQuestion>) {
  const error = errors[path];
  const options: readonly { value: string | boolean; label: string }[] = q.type === 'yesno' ? YES_NO : q.options;
  return (
    <GroupField path={path} label={labelText(q.label, q.optional)} help={q.help} error={error}>
      <div className={q.type === 'yesno' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
        {options.map((option, i) => {
          const id = `${controlId(path)}-${i}`;
          const checked = value === option.value;
          return (
            <label
              key={String(option.value)}
              htmlFor={id}
              className={`flex min-h-10 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 ${
                checked ? 'border-accent bg-accent-soft' : error ? 'border-danger bg-surface' : 'border-border bg-surface hover:bg-surface-muted'
              } ${q.type === 'yesno' ? 'min-w-24' : ''}`}
            >
              <input
                id={id}
                type="radio"
                name={controlId(path)}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(path, { help: q.help, error })}
                className="size-4 shrink-0 accent-[var(--accent)]"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </GroupField>
  );
}
