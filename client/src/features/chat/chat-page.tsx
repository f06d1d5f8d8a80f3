import * as Dialog from '@radix-ui/react-dialog';
import { List, X } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { ConversationList } from './components/conversation-list';
import { NewChat } from './components/new-chat';
import { Thread } from './components/thread';

/** /chat (a new conversation) and /chat/{id} (a thread), with the conversation list beside them. */
export default function ChatPage() {
  const { id } = useParams<{ id?: string }>();
  const conversationId = id && /^\d{1,10}$/.test(id) ? Number(id) : undefined;
  const [listOpen, setListOpen] = useState(false);

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="hidden lg:sticky lg:top-6 lg:flex lg:max-h-[calc(100vh-3rem)] lg:flex-col">
        <ConversationList activeId={conversationId} />
      </aside>
      <div className="flex min-w-0 flex-col gap-4">
        <Dialog.Root open={listOpen} onOpenChange={setListOpen}>
          <Dialog.Trigger className="inline-flex min-h-10 items-center gap-2 self-start rounded-md border border-border bg-surface px-3 text-sm font-medium lg:hidden">
            <List className="size-4" aria-hidden />
            Your conversations
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 lg:hidden" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[90vw] flex-col gap-3 bg-surface p-4 pt-14 shadow-xl lg:hidden">
              <Dialog.Title className="sr-only">Your conversations</Dialog.Title>
              <Dialog.Description className="sr-only">Open, search, rename or delete a conversation</Dialog.Description>
              <Dialog.Close className="absolute top-3 right-3 rounded-md p-2 hover:bg-surface-muted" aria-label="Close conversations">
                <X className="size-5" aria-hidden />
              </Dialog.Close>
              <ConversationList activeId={conversationId} onNavigate={() => setListOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        {id === undefined ? <NewChat /> : conversationId ? <Thread id={conversationId} /> : <p className="text-muted">There is no conversation at this address.</p>}
      </div>
    </div>
  );
}
