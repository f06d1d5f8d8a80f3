import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { TITLE_MAX_LENGTH } from '@common/schemas/chat';
import { DeleteDialog } from '@/components/delete-dialog';
import { MatterChoice, useMatterChoices } from '@/components/matter-choice';
import { RenameDialog } from '@/components/rename-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useDeleteConversation, useFileConversation, useUpdateConversation } from '../api/conversations';

interface Target {
  id: number;
  title: string;
}

export function RenameConversationDialog({ conversation, onClose }: { conversation: Target; onClose: () => void }) {
  const update = useUpdateConversation();
  return (
    <RenameDialog
      heading="Rename conversation"
      title={conversation.title}
      maxLength={TITLE_MAX_LENGTH}
      save={(title) => update.mutateAsync({ id: conversation.id, title })}
      onClose={onClose}
    />
  );
}

export function DeleteConversationDialog({ conversation, onClose, onDeleted }: { conversation: Target; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteConversation();
  return (
    <DeleteDialog
      heading={`Delete conversation “${conversation.title}”?`}
      description="Its questions and answers are deleted for good. It still counts toward this month’s conversations."
      done="Conversation deleted"
      remove={() => remove.mutateAsync(conversation.id)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}

/** Files the conversation in one of the workspace's matters; its answers then cite the matter's documents too. */
export function FileConversationDialog({ conversation, onClose }: { conversation: Target; onClose: () => void }) {
  const file = useFileConversation();
  const [matter, setMatter] = useState('');
  const [error, setError] = useState<string>();
  const { matters, failed } = useMatterChoices('');
  const choose = useCallback((value: string) => {
    setMatter(value);
    setError(undefined);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!matter) return setError('Choose a matter.');
    file.mutate(
      { id: conversation.id, matterId: Number(matter) },
      {
        onSuccess: () => {
          toast({ title: 'Filed in the matter', description: conversation.title });
          onClose();
        },
        onError: (err) => setError(serverMessage(err)),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="File in a matter"
      description="The conversation is listed in the matter, and its answers can cite the matter’s analysed documents."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {failed && (
          <p role="alert" className="text-sm text-danger">
            The matters could not be loaded. Close this and try again in a moment.
          </p>
        )}
        <MatterChoice
          label="Matter"
          value={matter}
          onChange={choose}
          error={error}
          autoFocus
          empty={
            <p className="text-muted">
              There are no matters in this workspace yet.{' '}
              <Link href="/matters/new" className="font-medium text-accent hover:underline">
                Start a matter
              </Link>
            </p>
          }
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {matters.length > 0 && (
            <Button type="submit" busy={file.isPending}>
              File it
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
