import { TITLE_MAX_LENGTH } from '@common/schemas/chat';
import { DeleteDialog } from '@/components/delete-dialog';
import { RenameDialog } from '@/components/rename-dialog';
import { useDeleteConversation, useUpdateConversation } from '../api/conversations';

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
