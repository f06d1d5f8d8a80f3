import { ConfirmDialog } from '@/components/confirm-dialog';

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
  return <ConfirmDialog heading={heading} description={description} confirmLabel="Delete" action={remove} done={done} onClose={onClose} onDone={onDeleted} />;
}
