import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useFileInMatter, type LinkKind } from '../api/links';

const NOUN: Record<LinkKind, string> = { document: 'document', conversation: 'conversation' };

/** Files one of the workspace's documents or conversations in the matter; the server says if it is in another one already. */
export function FileExisting({ matterId, kind, choices }: { matterId: number; kind: LinkKind; choices: { id: number; title: string }[] }) {
  const file = useFileInMatter(matterId);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();
  if (!choices.length) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const item = choices.find((c) => String(c.id) === chosen);
    if (!item) return setError(`Choose a ${NOUN[kind]} first.`);
    setError(undefined);
    file.mutate(
      { kind, id: item.id },
      {
        onSuccess: () => {
          toast({ title: `Filed in this matter`, description: item.title });
          setChosen('');
        },
        onError: (err) => setError(serverMessage(err)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <SelectField
        label={`File an existing ${NOUN[kind]}`}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        options={[{ value: '', label: `Choose a ${NOUN[kind]}` }, ...choices.map((c) => ({ value: String(c.id), label: c.title }))]}
        error={error}
        className="min-w-0 sm:max-w-md sm:flex-1"
      />
      <Button type="submit" variant="secondary" busy={file.isPending} className="self-start sm:self-auto">
        File it here
      </Button>
    </form>
  );
}
