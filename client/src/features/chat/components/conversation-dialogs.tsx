import { useState, type FormEvent } from 'react';
import { TITLE_MAX_LENGTH } from '@common/schemas/chat';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { useDeleteConversation, useUpdateConversation } from '../api/conversations';

interface Target {
  id: number;
  title: string;
}

export function RenameDialog({ conversation, onClose }: { conversation: Target; onClose: () => void }) {
  const [title, setTitle] = useState(conversation.title);
  const [error, setError] = useState<string>();
  const update = useUpdateConversation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setError('Give the conversation a title.');
    update.mutate(
      { id: conversation.id, title: trimmed },
      { onSuccess: onClose, onError: (err) => setError(err.message) },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Rename conversation">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Title" value={title} maxLength={TITLE_MAX_LENGTH} onChange={(e) => setTitle(e.target.value)} error={error} autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteDialog({ conversation, onClose, onDeleted }: { conversation: Target; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteConversation();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete conversation “${conversation.title}”?`}
      description="Its questions and answers are deleted for good. It still counts toward this month’s conversations."
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() =>
            remove.mutate(conversation.id, {
              onSuccess: () => {
                toast({ title: 'Conversation deleted' });
                onDeleted();
              },
              onError: (err) => toast({ title: 'Could not delete the conversation', description: err.message, variant: 'destructive' }),
            })
          }
        >
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
