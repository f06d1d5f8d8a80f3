import { MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { ACTION_LINK } from '@/components/paged-list';
import { useConversationList } from '@/features/chat';
import { serverMessage } from '@/lib/api-request';
import { useMatterLinks } from '../api/links';
import { formatMoment } from '../lib/dates';
import { FileExisting } from './file-existing';
import { FiledList } from './filed-list';

/** The matter's conversations: start one about the matter (its documents become sources), file one, open or take one out. */
export function ConversationsTab({ matterId }: { matterId: number }) {
  const { data, error } = useMatterLinks(matterId);
  const conversations = data?.conversations ?? [];
  // conversations not in any matter yet can be filed here
  const unfiled = (useConversationList({}).data?.items ?? []).filter((c) => c.matterId === null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-border bg-surface p-4">
        <Link href={`/chat?matter=${matterId}`} className={ACTION_LINK}>
          <MessageSquare className="size-4" aria-hidden />
          Ask about this matter
        </Link>
        <p className="text-sm text-muted">The chat is filed here, and its answers can cite this matter’s analysed documents.</p>
      </div>
      <FileExisting matterId={matterId} kind="conversation" choices={unfiled} />
      {error && <p className="text-danger">{serverMessage(error)}</p>}
      {data && !conversations.length && <p className="max-w-[70ch] text-muted">No conversations in this matter yet.</p>}
      {conversations.length > 0 && (
        <FiledList
          matterId={matterId}
          kind="conversation"
          items={conversations}
          meta={(c) => (
            <time dateTime={c.updatedAt} className="text-sm text-muted">
              {formatMoment(c.updatedAt)}
            </time>
          )}
        />
      )}
    </div>
  );
}
