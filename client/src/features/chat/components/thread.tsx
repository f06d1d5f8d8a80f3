import { useChat } from '@ai-sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Briefcase, Info, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StateCode } from '@common/jurisdictions';
import { useLocation } from 'wouter';
import { NOT_LEGAL_ADVICE, type ConversationDetail } from '@common/schemas/chat';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { UpgradePrompt } from '@/features/billing';
import { ApiError, serverMessage } from '@/lib/api-request';
import { chatTransport } from '../api/chat-transport';
import { invalidateConversations, useConversation, useUpdateConversation } from '../api/conversations';
import { takePendingQuestion } from '../lib/pending-question';
import { AskingAboutDocument, AskingAboutMatter } from './asking-about';
import { useConversationLimit } from '../lib/conversation-limit';
import { toUIMessages } from '../lib/ui-messages';
import { wasNotSent } from '../lib/not-sent';
import { Composer } from './composer';
import { DeleteConversationDialog, FileConversationDialog, RenameConversationDialog } from './conversation-dialogs';
import { JurisdictionSelect } from '@/components/jurisdiction-select';
import { MessageView } from './message-view';
import { Missing } from '@/components/missing';

/** within this distance of the bottom, new text keeps the page scrolled to it */
const FOLLOW_PX = 160;

export function Thread({ id }: { id: number }) {
  const { data, isLoading, error } = useConversation(id);
  if (isLoading) return <FullScreenSpinner fullScreen={false} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <Missing text="This conversation does not exist or was deleted." href="/chat" label="Start a new chat" />;
  }
  if (error || !data) return <p className="text-danger">We couldn’t load this conversation. Please refresh the page.</p>;
  // a fresh chat session per conversation, started from what the server has saved
  return <ChatSession key={id} conversation={data} />;
}

function ChatSession({ conversation }: { conversation: ConversationDetail }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const update = useUpdateConversation();
  const [dialog, setDialog] = useState<'rename' | 'file' | 'delete'>();
  // answers stopped here: the server keeps them as partial, but the stopped stream cannot say so
  const [stopped, setStopped] = useState<ReadonlySet<string>>(new Set());
  const transport = useMemo(() => chatTransport(conversation.id), [conversation.id]);
  // a message the server refused (or never got) goes back into the box, so nothing typed is lost
  const [restore, setRestore] = useState<{ text: string; key: number }>();
  const lastAsked = useRef('');
  const { messages, setMessages, sendMessage, regenerate, stop, status, error, clearError } = useChat({
    id: String(conversation.id),
    messages: toUIMessages(conversation.messages),
    transport,
    // the title, the order of the list and the answer's saved form all changed
    onFinish: () => void invalidateConversations(queryClient),
    onError: (failure) => {
      // a refusal may be the plan's limit: the usage the upgrade prompt reads has changed
      void invalidateConversations(queryClient);
      if (!wasNotSent(failure) || !lastAsked.current) return;
      setMessages((all) => (all.at(-1)?.role === 'user' ? all.slice(0, -1) : all));
      const text = lastAsked.current;
      setRestore((before) => ({ text, key: (before?.key ?? 0) + 1 }));
    },
  });
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages.at(-1);
  // at the plan's limit, a conversation not yet answered cannot be: say so before anything is typed
  const limit = useConversationLimit(messages.some((m) => m.role === 'assistant'));

  // the question is saved (and a new conversation titled from it) before its answer streams
  useEffect(() => {
    if (status === 'streaming') void invalidateConversations(queryClient);
  }, [status, queryClient]);

  // the first question, typed in the new-chat view before this conversation existed
  useEffect(() => {
    const first = takePendingQuestion(conversation.id);
    if (!first) return;
    lastAsked.current = first;
    void sendMessage({ text: first });
  }, [conversation.id, sendMessage]);

  // follow the answer as it grows, unless the reader has scrolled up to read
  const following = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      following.current = document.documentElement.scrollHeight - window.scrollY - window.innerHeight < FOLLOW_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (following.current) window.scrollTo({ top: document.documentElement.scrollHeight });
  }, [messages, status]);

  const ask = (text: string) => {
    clearError();
    following.current = true;
    lastAsked.current = text;
    void sendMessage({ text });
  };
  const retry = () => {
    clearError();
    following.current = true;
    void regenerate();
  };
  const pickState = (jurisdiction: StateCode) =>
    update.mutate(
      { id: conversation.id, jurisdiction },
      {
        onSuccess: retry,
        onError: (err) => toast({ title: 'Could not change the state', description: serverMessage(err), variant: 'destructive' }),
      },
    );
  const unanswered = !busy && !error && last?.role === 'user';

  return (
    <div className="flex min-h-[calc(100vh-8rem)] flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-4">
        {/* a long title keeps a readable width: the controls wrap under it instead */}
        <h1 className="min-w-0 flex-[1_1_20rem] text-xl font-semibold break-words">{conversation.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <JurisdictionSelect
            value={conversation.jurisdiction}
            disabled={update.isPending}
            onChange={(jurisdiction) =>
              update.mutate(
                { id: conversation.id, jurisdiction },
                { onError: (err) => toast({ title: 'Could not change the state', description: serverMessage(err), variant: 'destructive' }) },
              )
            }
          />
          <button type="button" onClick={() => setDialog('rename')} className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm hover:bg-surface-muted">
            <Pencil className="size-4" aria-hidden />
            Rename
          </button>
          {conversation.matterId === null && (
            <button type="button" onClick={() => setDialog('file')} className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm hover:bg-surface-muted">
              <Briefcase className="size-4" aria-hidden />
              File in matter
            </button>
          )}
          <button type="button" onClick={() => setDialog('delete')} className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm text-danger hover:bg-danger-soft">
            <Trash2 className="size-4" aria-hidden />
            Delete
          </button>
        </div>
      </header>
      {conversation.matterId !== null && <AskingAboutMatter id={conversation.matterId} />}
      {conversation.context.documentIds?.map((documentId) => <AskingAboutDocument key={documentId} id={documentId} />)}

      <div role="log" aria-label="Conversation" className="flex flex-1 flex-col gap-8">
        {messages.map((message, i) => (
          <MessageView
            key={message.id}
            message={message}
            streaming={busy && i === messages.length - 1 && message.role === 'assistant'}
            stopped={stopped.has(message.id)}
            canAsk={!busy}
            isLast={i === messages.length - 1}
            onAsk={ask}
            onRegenerate={retry}
            onPickState={conversation.jurisdiction === null ? pickState : undefined}
          />
        ))}
        {status === 'submitted' && (
          <p className="text-muted">Counsel is looking through {conversation.context.documentIds ? 'your document and ' : ''}the knowledge base…</p>
        )}
        {error && (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-danger bg-danger-soft p-3 text-sm">
            <AlertCircle className="size-4 shrink-0 text-danger" aria-hidden />
            <span className="flex-1">{serverMessage(error)}</span>
            <button type="button" onClick={retry} className="rounded-md border border-border bg-surface px-3 py-1.5 font-medium hover:bg-surface-muted">
              Try again
            </button>
          </div>
        )}
        {unanswered && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            This question has no answer yet.
            <button type="button" onClick={retry} className="rounded-md border border-border bg-surface px-3 py-1.5 font-medium text-text hover:bg-surface-muted">
              Answer it
            </button>
          </div>
        )}
        <p className="sr-only" aria-live="polite">
          {busy ? 'Counsel is answering…' : status === 'ready' && last?.role === 'assistant' ? 'Answer complete.' : ''}
        </p>
      </div>

      <div className="sticky bottom-0 flex flex-col gap-2 border-t border-border bg-bg pt-3 pb-4">
        {limit ? (
          <UpgradePrompt message={limit} />
        ) : (
          <Composer
            onSend={ask}
            streaming={busy}
            onStop={() => {
              if (last?.role === 'assistant') setStopped((ids) => new Set(ids).add(last.id));
              void stop();
            }}
            placeholder="Ask a follow-up question…"
            restore={restore}
          />
        )}
        <p className="flex gap-2 text-xs text-muted">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {NOT_LEGAL_ADVICE}
        </p>
      </div>

      {dialog === 'rename' && <RenameConversationDialog conversation={conversation} onClose={() => setDialog(undefined)} />}
      {dialog === 'file' && <FileConversationDialog conversation={conversation} onClose={() => setDialog(undefined)} />}
      {dialog === 'delete' && <DeleteConversationDialog conversation={conversation} onClose={() => setDialog(undefined)} onDeleted={() => navigate('/chat', { replace: true })} />}
    </div>
  );
}
