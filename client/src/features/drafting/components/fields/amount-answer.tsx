import { useState } from 'react';
import type { ScalarQuestion } from '@common/templates/definition';
import { formatAmount, formatNumber, parseAmount, parseNumber } from '../../lib/numbers';
import { controlId, describedBy, inputClass, LabelledField, labelText } from './field-frame';
import type { AnswerProps } from './types';

type AmountQuestion = Extract<ScalarQuestion, { type: 'money' | 'number' }>;

/**
 * A number, or an amount of dollars with a $ before the box. What is typed stays as typed ("1,500.00");
 * the answer is the number it reads as, or the text itself when it does not read as one, so the checks
 * can say what to fix. Once the box is left, an amount shows with its thousands separated.
 */
export function AmountAnswer({ question: q, path, value, onChange, errors }: AnswerProps<AmountQuestion>) {
  const money = q.type === 'money';
  const [format, parse] = money ? [formatAmount, parseAmount] : [formatNumber, parseNumber];
  const [text, setText] = useState(() => format(value));
  // an answer set from outside (resuming, a list entry removed above) replaces what the box shows
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (parse(text) !== value) setText(format(value));
  }
  const error = errors[path];
  const unit = q.type === 'number' ? q.unit : undefined;
  return (
    <LabelledField path={path} label={labelText(q.label, q.optional)} help={q.help} error={error}>
      <div className="flex max-w-xs items-center gap-2">
        <div className="relative min-w-0 flex-1">
          {money && (
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" aria-hidden>
              $
            </span>
          )}
          <input
            id={controlId(path)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              const parsed = parse(e.target.value);
              setShown(parsed);
              onChange(parsed);
            }}
            onBlur={() => typeof value === 'number' && setText(format(value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(path, { help: q.help, error })}
            className={`${inputClass(error)} ${money ? 'pl-7' : ''}`}
          />
        </div>
        {unit && <span className="text-muted">{unit}</span>}
      </div>
    </LabelledField>
  );
}
