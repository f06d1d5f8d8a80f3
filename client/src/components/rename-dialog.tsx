import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { serverMessage } from '@/lib/api-request';

interface RenameDialogProps {
  heading: string;
  title: string;
  maxLength: number;
  save: (title: string) => Promise<unknown>;
  onClose: () => void;
  /** the field's label: "Title" for a document or conversation, "Team name" for a team */
  label?: string;
  /** said when the field is left empty */
  emptyMessage?: string;
  /** what an empty field means, where it means something (a link removed) rather than an error */
  onEmpty?: () => void;
}

/** Asks for a new title; `save` does the change and may fail with the server's message shown under the field. */
export function RenameDialog({ heading, title, maxLength, save, onClose, label = 'Title', emptyMessage = 'Give it a title.', onEmpty }: RenameDialogProps) {
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed && onEmpty) {
      onEmpty();
      return onClose();
    }
    if (!trimmed) return setError(emptyMessage);
    setBusy(true);
    try {
      await save(trimmed);
      onClose();
    } catch (err) {
      setError(serverMessage(err as Error));
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={heading}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label={label} value={value} maxLength={maxLength} onChange={(e) => setValue(e.target.value)} error={error} autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
