import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ListQuestion } from '@common/templates/definition';
import { Button } from '@/components/ui/button';
import { GroupField, labelText, questionBoxId } from './field-frame';
import { ScalarAnswer } from './scalar-answer';
import type { AnswerProps } from './types';

type Entry = Record<string, unknown>;

/** keys for `length` entries: the ones there are, then new ones */
const withLength = (keys: number[], length: number) => {
  const next = Math.max(-1, ...keys) + 1;
  return keys.length >= length ? keys.slice(0, length) : [...keys, ...Array.from({ length: length - keys.length }, (_, i) => next + i)];
};

/** The fewest entries a list shows: its minimum, or one for a required list without one. */
export const fewestEntries = (q: ListQuestion) => q.min ?? (q.optional ? 0 : 1);

/**
 * Several of the same thing (tenants, items sold): a group of questions per entry, with "Add" and
 * "Remove" within the list's minimum and maximum. A required list starts with its first entries open.
 */
export function ListAnswer({ question: q, path, value, onChange, errors }: AnswerProps<ListQuestion>) {
  const fewest = fewestEntries(q);
  const stored = Array.isArray(value) ? (value as Entry[]) : [];
  const entries: Entry[] = stored.length ? stored : Array.from({ length: fewest }, () => ({}));
  // stable keys, so a box keeps its own state when an entry above it is removed
  const [keys, setKeys] = useState(() => entries.map((_, i) => i));
  if (keys.length !== entries.length) setKeys(withLength(keys, entries.length));
  // after Add, the new entry's first box; after Remove, the Add button
  const [focus, setFocus] = useState<{ to: number | 'add' } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const item = q.itemLabel;
  const canAdd = q.max === undefined || entries.length < q.max;

  useEffect(() => {
    if (focus === null) return;
    if (focus.to === 'add') addButton.current?.focus();
    else document.getElementById(questionBoxId(`${path}.${focus.to}`))?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [focus, path]);

  function add() {
    setKeys(withLength(keys, keys.length + 1));
    onChange([...entries, {}]);
    setFocus({ to: entries.length });
  }
  function remove(i: number) {
    setKeys(keys.filter((_, k) => k !== i));
    onChange(entries.filter((_, k) => k !== i));
    setFocus({ to: 'add' });
  }

  return (
    <GroupField path={path} label={labelText(q.label, q.optional)} help={q.help} error={errors[path]}>
      <ol className="flex flex-col gap-3">
        {entries.map((entry, i) => (
          <li key={keys[i] ?? i}>
            <fieldset id={questionBoxId(`${path}.${i}`)} className="flex min-w-0 flex-col gap-4 rounded-md border border-border bg-surface p-3 sm:p-4">
              <legend className="sr-only">
                {item} {i + 1}
              </legend>
              <span className="font-medium" aria-hidden>
                {item} {i + 1}
              </span>
              {q.fields.map((field) => (
                <ScalarAnswer
                  key={field.id}
                  question={field}
                  path={`${path}.${i}.${field.id}`}
                  value={entry[field.id]}
                  onChange={(v) => onChange(entries.map((e, k) => (k === i ? { ...e, [field.id]: v } : e)))}
                  errors={errors}
                />
              ))}
              {entries.length > fewest && (
                <Button variant="danger-ghost" className="self-start px-2" onClick={() => remove(i)} aria-label={`Remove ${item.toLowerCase()} ${i + 1}`}>
                  <Trash2 className="size-4" aria-hidden />
                  Remove
                </Button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {canAdd ? (
        <Button ref={addButton} variant="secondary" className="self-start" onClick={add}>
          <Plus className="size-4" aria-hidden />
          Add {item.toLowerCase()}
        </Button>
      ) : (
        <p className="text-sm text-muted">You can list up to {q.max}.</p>
      )}
    </GroupField>
  );
}
