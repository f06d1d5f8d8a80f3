/**
 * Comments beside the document: open threads in the order of the text (a thread whose words were
 * deleted last, with its quote), a form for a new one on the selected words, replies, resolve and
 * reopen, and the resolved ones folded away. Choosing a thread selects its words in the text.
 */
import { CheckCircle2, MessageSquare, RotateCcw, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Thread } from '@common/schemas/editing';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-request';
import { useCommentActions, useThreads } from '../api/editing';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface NewComment {
  quote: string;
  /** adds it; resolves once saved */
  submit: (body: string) => Promise<void>;
  cancel: () => void;
}

export function CommentsPanel({ documentId, active, onChoose, draft, onClose }: { documentId: number; active: number | null; onChoose: (thread: Thread) => void; draft: NewComment | null; onClose: () => void }) {
  const { data, isLoading, error } = useThreads(documentId, true);
  const [showResolved, setShowResolved] = useState(false);
  const threads = data?.items ?? [];
  const open = threads.filter((t) => !t.resolved);
  const resolved = threads.filter((t) => t.resolved);
  return (
    <aside aria-label="Comments" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <MessageSquare className="size-5" aria-hidden />
          Comments
        </h2>
        <Button variant="ghost" className="min-h-9 px-2" onClick={onClose} aria-label="Close comments">
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      {draft && <NewCommentForm draft={draft} />}
      {isLoading && <FullScreenSpinner fullScreen={false} />}
      {error && <p className="text-sm text-danger">{serverMessage(error)}</p>}
      {data && !open.length && !draft && <p className="text-sm text-muted">No open comments. Select words in the text, then choose Comment (Ctrl+Alt+M).</p>}
      <ol className="flex flex-col gap-3" aria-label="Open comments">
        {open.map((t) => (
          <ThreadCard key={t.id} documentId={documentId} thread={t} active={t.id === active} onChoose={() => onChoose(t)} />
        ))}
      </ol>
      {resolved.length > 0 && (
        <div className="flex flex-col gap-2 border-t border-border pt-3">
          <Button variant="ghost" className="justify-start px-0 text-accent" aria-expanded={showResolved} onClick={() => setShowResolved((s) => !s)}>
            {showResolved ? 'Hide' : 'Show'} resolved ({resolved.length})
          </Button>
          {showResolved && (
            <ol className="flex flex-col gap-3" aria-label="Resolved comments">
              {resolved.map((t) => (
                <ThreadCard key={t.id} documentId={documentId} thread={t} active={t.id === active} onChoose={() => onChoose(t)} />
              ))}
            </ol>
          )}
        </div>
      )}
    </aside>
  );
}

function NewCommentForm({ draft }: { draft: NewComment }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError('Write a comment.');
    setBusy(true);
    try {
      await draft.submit(body.trim());
    } catch (err) {
      setError(serverMessage(err as Error));
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-md border border-accent bg-accent-soft/40 p-3">
      <p className="text-sm text-muted">
        On <q className="italic">{draft.quote}</q>
      </p>
      <label htmlFor={id} className="text-sm font-medium">
        Your comment
      </label>
      <textarea id={id} value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} rows={3} autoFocus aria-invalid={error ? true : undefined} className="rounded-md border border-border bg-surface p-2 text-sm" />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={draft.cancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          Comment
        </Button>
      </div>
    </form>
  );
}

function ThreadCard({ documentId, thread, active, onChoose }: { documentId: number; thread: Thread; active: boolean; onChoose: () => void }) {
  const actions = useCommentActions(documentId);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const replyId = useId();
  const run = async (what: string, work: () => Promise<unknown>) => {
    setBusy(what);
    setError(undefined);
    try {
      await work();
      return true;
    } catch (err) {
      setError(serverMessage(err as Error));
      return false;
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <li className={`flex flex-col gap-2 rounded-md border p-3 text-sm ${active ? 'border-warning bg-warning-soft' : 'border-border'}`}>
      <ThreadText thread={thread} onChoose={onChoose} />
      {thread.resolved && <p className="text-xs text-success">Resolved by {thread.resolved.by ?? 'a former member'}, {when(thread.resolved.at)}</p>}
      {!thread.resolved && (
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reply.trim()) return setError('Write a reply.');
            void run('reply', () => actions.reply(thread.id, reply.trim())).then((ok) => ok && setReply(''));
          }}
        >
          <label htmlFor={replyId} className="sr-only">
            Reply to {thread.author ?? 'this comment'}
          </label>
          <textarea id={replyId} value={reply} onChange={(e) => setReply(e.target.value)} placeholder="Reply…" maxLength={5000} rows={1} className="rounded-md border border-border bg-surface p-2" />
          {reply.trim() && (
            <Button type="submit" variant="secondary" className="self-end" busy={busy === 'reply'}>
              Reply
            </Button>
          )}
        </form>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-1">
        <Button variant="ghost" className="min-h-8 px-2 text-accent" busy={busy === 'resolve'} onClick={() => void run('resolve', () => actions.resolve(thread.id, !thread.resolved))}>
          {thread.resolved ? <RotateCcw className="size-4" aria-hidden /> : <CheckCircle2 className="size-4" aria-hidden />}
          {thread.resolved ? 'Reopen' : 'Resolve'}
        </Button>
        {thread.mayDelete && (
          <Button variant="danger-ghost" className="min-h-8 px-2" busy={busy === 'delete'} onClick={() => void run('delete', () => actions.remove(thread.id))} aria-label="Delete comment">
            <Trash2 className="size-4" aria-hidden />
          </Button>
        )}
      </div>
    </li>
  );
}

/** A thread as it reads: the words it is on (a button that shows them in the text), the comment and its replies. */
export function ThreadText({ thread, onChoose }: { thread: Pick<Thread, 'quote' | 'start' | 'author' | 'createdAt' | 'body' | 'replies'>; onChoose: () => void }) {
  return (
    <>
      <button type="button" onClick={onChoose} className="text-left" aria-label={`Show the words of ${thread.author ?? 'a former member'}’s comment in the text`}>
        <q className={`line-clamp-2 italic text-muted ${thread.start === null ? 'line-through' : ''}`}>{thread.quote}</q>
        {thread.start === null && <span className="block text-xs text-muted">The words this comment was on were deleted.</span>}
      </button>
      <Comment author={thread.author} at={thread.createdAt} body={thread.body} />
      {thread.replies.map((r) => (
        <div key={r.id} className="border-l-2 border-border pl-3">
          <Comment author={r.author} at={r.createdAt} body={r.body} />
        </div>
      ))}
    </>
  );
}

/** One comment or reply: who, when, what. */
export function Comment({ author, at, body }: { author: string | null; at: string; body: string }) {
  return (
    <div>
      <p className="text-xs text-muted">
        <span className="font-medium text-text">{author ?? 'A former member'}</span> · <time dateTime={at}>{when(at)}</time>
      </p>
      <p className="whitespace-pre-wrap break-words">{body}</p>
    </div>
  );
}
