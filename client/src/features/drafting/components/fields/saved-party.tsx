import { BookmarkPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { answerSetInputSchema } from '@common/schemas/drafting';
import type { Party } from '@common/templates/definition';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useAnswerSets, useKnownParties, useSaveAnswerSet } from '../../api/answer-sets';
import { inputClass } from './field-frame';

/**
 * "Use saved details": fills a party from an answer set ("Me", "My landlord"), or takes the name of one
 * the workspace knows (a matter's client, a party of an analysed document); nothing while there are none.
 */
export function UseSavedParty({ party, onUse }: { party: Party; onUse: (party: Party) => void }) {
  const sets = useAnswerSets().data?.items ?? [];
  const known = useKnownParties().data?.items ?? [];
  const id = useId();
  if (!sets.length && !known.length) return null;
  function choose(value: string) {
    const [kind, key] = [value.slice(0, 1), value.slice(2)];
    if (kind === 's') {
      const set = sets.find((s) => String(s.id) === key);
      if (set) onUse(set.value);
    } else if (kind === 'k') {
      const name = known[Number(key)]?.name;
      if (name) onUse({ ...party, name });
    }
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Use saved details
      </label>
      <select id={id} value="" onChange={(e) => choose(e.target.value)} className={`${inputClass()} max-w-md`}>
        <option value="">Choose…</option>
        {sets.length > 0 && (
          <optgroup label="Your saved details">
            {sets.map((s) => (
              <option key={s.id} value={`s:${s.id}`}>
                {s.name}
                {s.value.name !== s.name ? ` (${s.value.name})` : ''}
              </option>
            ))}
          </optgroup>
        )}
        {known.length > 0 && (
          <optgroup label="Names from your matters and documents">
            {known.map((k, i) => (
              <option key={`${k.name}-${i}`} value={`k:${i}`}>
                {k.name} — {k.from}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </div>
  );
}

/** "Save these details": keeps what is typed as an answer set, under a name the person gives it. */
export function SaveParty({ party }: { party: Party }) {
  const [open, setOpen] = useState(false);
  // once the name box closes, focus goes back to the button that opened it
  const [closed, setClosed] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (closed > 0) button.current?.focus();
  }, [closed]);
  return open ? (
    <SaveDetails
      party={party}
      onDone={() => {
        setOpen(false);
        setClosed((n) => n + 1);
      }}
    />
  ) : (
    <Button ref={button} variant="ghost" className="self-start px-2 text-accent" onClick={() => setOpen(true)}>
      <BookmarkPlus className="size-4" aria-hidden />
      Save these details
    </Button>
  );
}

/** Names what is typed and saves it for the next document; not a <form>, since it sits inside the interview's. */
function SaveDetails({ party, onDone }: { party: Party; onDone: () => void }) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const save = useSaveAnswerSet();

  function submit() {
    if (!party.name) return setError('Enter the full name above first.');
    const input = answerSetInputSchema.safeParse({ name, value: party });
    if (!input.success) return setError(input.error.issues[0]?.message ?? 'Check the details above.');
    setError(undefined);
    save.mutate(input.data, {
      onSuccess: (set) => {
        toast({ title: `Saved “${set.name}”`, description: 'Choose it under “Use saved details” in any document.' });
        onDone();
      },
      onError: (err) => setError(serverMessage(err)),
    });
  }

  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3">
      <label htmlFor={nameId} className="text-sm font-medium">
        Name these details
      </label>
      <p id={`${nameId}-help`} className="text-sm text-muted">
        Such as “Me” or “My landlord”. You can use them in any document you draft in this workspace.
      </p>
      <input
        id={nameId}
        value={name}
        maxLength={80}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          } else if (e.key === 'Escape') onDone();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${nameId}-error ${nameId}-help` : `${nameId}-help`}
        className={`${inputClass(error)} max-w-xs`}
      />
      {error && (
        <p id={`${nameId}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} busy={save.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
