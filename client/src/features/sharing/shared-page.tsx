/**
 * /s/:token — a shared document as its visitor sees it, usually without an account: the text read-only,
 * the open comments when the link allows, a password asked for when the link has one, and plain words
 * when the link was turned off, has expired or never existed. Nothing here leads into the app but the footer.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import { Lock, Scale } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { editorExtensions } from '@common/editing/extensions';
import { SHARE_MESSAGES, openSharedSchema, shareTokenParamsSchema, type SharedDocument } from '@common/schemas/sharing';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ApiError, serverMessage } from '@/lib/api-request';
import { CommentHighlights } from '@/features/editing/lib/comment-highlights';
import { fieldError, useOpenShared, useSharedDocument } from './api';
import { VisitorComments } from './components/visitor-comments';
import { dateText } from './lib/dates';


/** what a failed opening means to the visitor: a page of its own, or null when the password is what is missing */
function refusal(error: Error): { heading: string; text: string } | null {
  if (error instanceof ApiError && error.status === 403 && fieldError(error, 'password')) return null;
  if (error instanceof ApiError && error.status === 410) return { heading: 'This link no longer works', text: serverMessage(error) };
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { heading: 'This link does not exist', text: SHARE_MESSAGES.notFound };
  return { heading: 'This document could not be opened', text: `${serverMessage(error)} Please refresh the page to try again.` };
}

export default function SharedPage() {
  const { token = '' } = useParams<{ token: string }>();
  const wellFormed = shareTokenParamsSchema.safeParse({ token }).success;
  const shared = useSharedDocument(token, wellFormed);
  // opened with the password, or refused while trying (the link was turned off meanwhile)
  const [opened, setOpened] = useState<SharedDocument>();
  const [gone, setGone] = useState<Error>();

  if (!wellFormed) return <Notice heading="This link does not exist" text={SHARE_MESSAGES.notFound} />;
  const doc = opened ?? shared.data;
  if (doc) return <SharedView doc={doc} token={token} />;
  if (shared.isLoading) return <FullScreenSpinner />;
  const error = gone ?? shared.error;
  if (!error) return <FullScreenSpinner />;
  const page = refusal(error);
  if (page) return <Notice {...page} />;
  return <PasswordForm token={token} onOpened={setOpened} onGone={setGone} />;
}

/** The slim frame of a shared page: the brand, what this is, and the one way into Counsel at the foot. */
function Frame({ shared = true, children }: { shared?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-14 max-w-[1200px] items-center justify-between gap-3 px-4 sm:px-8">
          <span className="flex items-center gap-2 text-lg font-semibold">
            <Scale className="size-6 text-accent" aria-hidden />
            Counsel
          </span>
          {shared && <span className="text-sm text-muted">Shared document · read-only</span>}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 sm:px-8">
        {children}
      </main>
      <footer className="border-t border-border px-4 py-4 text-center text-sm text-muted">
        <Link href="/" className="hover:text-text hover:underline">
          Shared with Counsel
        </Link>
      </footer>
    </div>
  );
}

/** A link that does not open: what happened, in the server's words where it gave them. */
function Notice({ heading, text }: { heading: string; text: string }) {
  useDocumentTitle(heading);
  return (
    <Frame shared={false}>
      <section className="mx-auto mt-8 flex max-w-xl flex-col gap-3 rounded-lg border border-border bg-surface p-6">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <p>{text}</p>
      </section>
    </Frame>
  );
}

function PasswordForm({ token, onOpened, onGone }: { token: string; onOpened: (doc: SharedDocument) => void; onGone: (error: Error) => void }) {
  useDocumentTitle('Protected document');
  const open = useOpenShared(token);
  const [password, setPassword] = useState('');
  const [fieldMessage, setFieldMessage] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (open.isPending) return;
    const checked = openSharedSchema.safeParse({ password });
    if (!checked.success) {
      setFieldMessage(checked.error.issues[0]?.message);
      setAlert(undefined);
      input.current?.focus();
      return;
    }
    setFieldMessage(undefined);
    setAlert(undefined);
    open.mutate(password, {
      onSuccess: onOpened,
      onError: (error) => {
        const wrong = error instanceof ApiError && error.status === 403 ? fieldError(error, 'password') : undefined;
        if (wrong) {
          setFieldMessage(wrong);
          input.current?.select();
        } else if (error instanceof ApiError && [400, 404, 410].includes(error.status)) {
          onGone(error);
        } else {
          // 429: too many tries, and when to try again
          setAlert(serverMessage(error));
        }
      },
    });
  }

  return (
    <Frame>
      <section aria-labelledby={headingId} className="mx-auto mt-8 flex max-w-md flex-col gap-4 rounded-lg border border-border bg-surface p-6">
        <Lock className="size-7 text-accent" aria-hidden />
        <h1 id={headingId} className="text-2xl font-semibold">
          This document is protected by a password
        </h1>
        <p className="text-muted">Enter the password the person who shared it gave you.</p>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field
            ref={input}
            label="Password"
            type="password"
            autoComplete="off"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={200}
            error={fieldMessage}
          />
          {alert && (
            <p role="alert" className="rounded-md border border-warning bg-warning-soft p-3 text-sm">
              {alert}
            </p>
          )}
          <Button type="submit" busy={open.isPending} className="self-start">
            Open
          </Button>
        </form>
      </section>
    </Frame>
  );
}

function SharedView({ doc: opened, token }: { doc: SharedDocument; token: string }) {
  // a comment posted answers with the document as it now is
  const [doc, setDoc] = useState(opened);
  useDocumentTitle(doc.title);
  const editor = useEditor({
    extensions: [...editorExtensions, CommentHighlights],
    content: doc.content,
    editable: false,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': `Text of ${doc.title}`, 'aria-readonly': 'true', role: 'document', class: 'counsel-editor rounded-lg border border-border bg-surface px-6 py-8 sm:px-12' },
    },
  });
  const comments = doc.access === 'comment';
  return (
    <Frame>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 border-b border-border pb-4">
          <h1 className="text-2xl font-semibold break-words">{doc.title}</h1>
          <p className="text-sm text-muted">Last changed {dateText(doc.updatedAt)}</p>
        </div>
        <div className={comments ? 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start' : ''}>
          <div className="min-w-0">
            <EditorContent editor={editor} />
          </div>
          {comments && <VisitorComments doc={doc} editor={editor} token={token} onChanged={setDoc} />}
        </div>
      </div>
    </Frame>
  );
}

/** The tab's title while this page shows; the app's own title comes back when it goes. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
