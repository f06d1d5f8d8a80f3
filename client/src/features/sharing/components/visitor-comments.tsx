/**
 * A comment link's comments, as its visitor sees them: the open threads in the order of the text,
 * highlighted there, and, under a name the visitor gives (they have no account), a new comment on
 * selected words and replies. Each post answers with the document as it now is.
 */
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { MessageSquare, MessageSquarePlus } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { anchorText, offsetOf } from '@common/editing/anchors';
import { sameDocument } from '@common/editing/same-document';
import type { SharedDocument } from '@common/schemas/sharing';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError, serverMessage } from '@/lib/api-request';
import { ThreadText } from '@/features/editing/components/comments-panel';
import { setHighlights, threadHighlights } from '@/features/editing/lib/comment-highlights';
import { commentShared, fetchShared, replyShared } from '../api';

type SharedThread = SharedDocument['comments'][number];

export function VisitorComments({ doc, editor, token, onChanged }: { doc: SharedDocument; editor: Editor; token: string; onChanged: (doc: SharedDocument) => void }) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [draft, setDraft] = useState<{ start: number; end: number; quote: string } | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const headingId = useId();
  const selection = useEditorState({ editor, selector: ({ editor: e }) => ({ empty: e.state.selection.empty }) });
  const ordered = [...doc.comments].sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity));

  // the text as the server last sent it (a comment answers with the newest), and the threads' words in it
  useEffect(() => {
    if (!sameDocument(editor.getJSON(), doc.content)) editor.commands.setContent(doc.content, { emitUpdate: false });
    setHighlights(editor, threadHighlights(editor.getJSON(), doc.comments), active);
  }, [doc, editor, active]);

  /** the name the visitor gave, or a nudge to give it */
  const signed = () => {
    if (name.trim()) return name.trim();
    setNameError('Give your name first, so others know who wrote the comment.');
    return null;
  };

  function startComment() {
    const { from, to } = editor.state.selection;
    if (from === to) return;
    const anchors = anchorText(editor.getJSON());
    setDraft({ start: offsetOf(anchors, from), end: offsetOf(anchors, to), quote: editor.state.doc.textBetween(from, to, ' ').slice(0, 200) });
  }

  return (
    <aside aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquare className="size-5" aria-hidden />
        Comments
      </h2>
      <Field label="Your name" value={name} onChange={(e) => (setName(e.target.value), setNameError(undefined))} maxLength={60} autoComplete="name" error={nameError} hint="Shown with your comments." />
      <Button variant="secondary" onClick={startComment} disabled={selection.empty}>
        <MessageSquarePlus className="size-4" aria-hidden />
        Comment on the selected words
      </Button>
      {selection.empty && !draft && <p className="text-xs text-muted">Select words in the document to comment on them.</p>}
      {draft && (
        <PostForm
          label="Your comment"
          quote={draft.quote}
          submitLabel="Comment"
          onCancel={() => setDraft(null)}
          post={async (body) => {
            const author = signed();
            if (!author) return false;
            try {
              onChanged(await commentShared(token, { name: author, body, revision: doc.revision, start: draft.start, end: draft.end, ...(doc.grant ? { grant: doc.grant } : {}) }));
            } catch (err) {
              if (!(err instanceof ApiError && err.status === 409)) throw err;
              // the text changed since the page opened: show the newest, where the words can be chosen again
              onChanged(await fetchShared(token));
              throw new Error('The document was changed meanwhile. It now shows the newest text: cancel, select the words again and comment.', { cause: err });
            }
            setDraft(null);
            return true;
          }}
        />
      )}
      {ordered.length === 0 ? (
        <p className="text-sm text-muted">There are no open comments on this document.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Open comments">
          {ordered.map((t) => (
            <ThreadItem
              key={t.id}
              thread={t}
              active={t.id === active}
              onChoose={() => setActive(t.id)}
              reply={async (body) => {
                const author = signed();
                if (!author) return false;
                onChanged(await replyShared(token, t.id, { name: author, body, ...(doc.grant ? { grant: doc.grant } : {}) }));
                return true;
              }}
            />
          ))}
        </ol>
      )}
    </aside>
  );
}

function ThreadItem({ thread, active, onChoose, reply }: { thread: SharedThread; active: boolean; onChoose: () => void; reply: (body: string) => Promise<boolean> }) {
  return (
    <li className={`flex flex-col gap-2 rounded-md border p-3 text-sm ${active ? 'border-warning bg-warning-soft' : 'border-border'}`}>
      <ThreadText thread={thread} onChoose={onChoose} />
      <PostForm label={`Reply to ${thread.author ?? 'this comment'}`} submitLabel="Reply" compact post={reply} />
    </li>
  );
}

/** A comment or reply being written; `post` answers false when it did not go (the name is missing). */
function PostForm({ label, quote, submitLabel, compact = false, onCancel, post }: { label: string; quote?: string; submitLabel: string; compact?: boolean; onCancel?: () => void; post: (body: string) => Promise<boolean> }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError(compact ? 'Write a reply.' : 'Write a comment.');
    setBusy(true);
    setError(undefined);
    try {
      if (await post(body.trim())) setBody('');
    } catch (err) {
      setError(serverMessage(err as Error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className={`flex flex-col gap-1.5 ${compact ? '' : 'rounded-md border border-accent p-3'}`}>
      {quote && (
        <p className="text-sm text-muted">
          On <q className="italic">{quote}</q>
        </p>
      )}
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <textarea id={id} value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} rows={compact ? 1 : 3} placeholder={compact ? 'Reply…' : undefined} autoFocus={!compact} className="rounded-md border border-border bg-surface p-2 text-sm" />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {(!compact || body.trim()) && (
        <div className="flex justify-end gap-2">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant={compact ? 'secondary' : 'primary'} busy={busy}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
