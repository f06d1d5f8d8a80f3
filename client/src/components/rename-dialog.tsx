import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';

/** Asks for a new title; `save` does the change and may fail with a message shown under the field. */
export function RenameDialog({ heading, title, maxLength, save, onClose }: { heading: string; title: string; maxLength: number; save: (title: string) => Promise<unknown>; onClose: () => void }) {
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setError('Give it a title.');
    setBusy(true);
    try {
      await save(trimmed);
      onClose();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={heading}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Title" value={value} maxLength={maxLength} onChange={(e) => setValue(e.target.value)} error={error} autoFocus />
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
