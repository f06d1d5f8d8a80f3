import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';

/** Asks before deleting, naming the thing; `remove` deletes it, a toast says `done`, then `onDeleted` runs. */
export function DeleteDialog({
  heading,
  description,
  done,
  remove,
  onClose,
  onDeleted,
}: {
  heading: string;
  description: string;
  done: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await remove();
      toast({ title: done });
      onDeleted();
    } catch (err) {
      toast({ title: 'Could not delete', description: (err as Error).message, variant: 'destructive' });
      setBusy(false);
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={heading} description={description}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" busy={busy} onClick={() => void confirm()}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
