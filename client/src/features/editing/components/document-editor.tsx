/**
 * The editor of one document: the text with its toolbar, saved a few seconds after typing stops
 * (editor-saver.ts), kept in the browser until the server has it (local-backup.ts), a conflict put to
 * the person, named versions, the history, downloads and "Analyse this version".
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Editor, JSONContent } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { Download, FileSearch, History, MessageSquare, MessageSquarePlus, Save, Share2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { editorExtensions } from '@common/editing/extensions';
import { sameDocument } from '@common/editing/same-document';
import type { EditorDocument } from '@common/schemas/editing';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RenameDialog } from '@/components/rename-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useContextKey } from '@/lib/resource-context';
import { editorUrl, exportLink, fetchEditorDocument, saveContent, useAnalyseVersion, useRestoreVersion } from '../api/editing';
import { CommentHighlights } from '../lib/comment-highlights';
import { createEditorSaver, type SaveState } from '../lib/editor-saver';
import { useEditorComments } from '../lib/use-editor-comments';
import { clearBackup, readBackup, writeBackup, type Backup } from '../lib/local-backup';
import { CommentsPanel } from './comments-panel';
import { ConflictDialog } from './conflict-dialog';
import { DocumentHeading } from './document-heading';
import { EditorToolbar } from './editor-toolbar';
import { HistoryPanel } from './history-panel';
import { SaveIndicator } from './save-indicator';

const SAFE_LINK = /^(https?:\/\/|mailto:)\S+$/i;
/** how often the unsaved text is copied into the browser while typing */
const BACKUP_MS = 500;
/** how often a read-only view fetches the newest text */
const READ_ONLY_REFRESH_MS = 15_000;
const EXTENSIONS = [...editorExtensions, CommentHighlights];
const READ_ONLY_NOTE = {
  commenter: 'Read-only: you can comment and see its history, but not change its text.',
  viewer: 'Read-only: you can read and download it.',
} as const;

/**
 * `doc.mayEdit` false (a teammate who did not add it, or someone it is shared with as a commenter or
 * viewer): the same page read-only, with nothing that saves; a commenter comments and reads the
 * history, a viewer only reads and downloads.
 */
export function DocumentEditor({ doc, userId }: { doc: EditorDocument; userId: number }) {
  const context = useContextKey();
  const editable = doc.mayEdit;
  const commenting = doc.access !== 'viewer';
  const backupOf = { userId, documentId: doc.id, context };
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: null });
  const [revision, setRevision] = useState(doc.revision);
  const [dialog, setDialog] = useState<'version' | 'link' | 'analyse'>();
  const [panel, setPanel] = useState<'history' | 'comments' | null>(null);
  const [theirs, setTheirs] = useState<EditorDocument>();
  // unsaved text from an earlier visit (a reload, a crash), offered back once
  const [offer, setOffer] = useState<Backup | null>(() => {
    const backup = editable ? readBackup(backupOf) : null;
    return backup && !sameDocument(backup.content, doc.content) ? backup : null;
  });
  const toolbarRef = useRef<HTMLDivElement>(null);
  const backupTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // one saver for the document as opened, in the workspace it was opened in
  const [saver] = useState(() =>
    createEditorSaver({
      revision: doc.revision,
      send: (body) => saveContent(doc.id, body, context),
      report: setState,
      saved: (result, upToDate) => {
        setRevision(result.revision);
        if (upToDate) clearBackup(backupOf);
      },
    }),
  );

  const backup = useCallback(
    (current: Editor) => {
      clearTimeout(backupTimer.current);
      backupTimer.current = setTimeout(() => writeBackup({ userId, documentId: doc.id, context }, { baseRevision: saver.revision, content: current.getJSON(), at: new Date().toISOString() }), BACKUP_MS);
    },
    [userId, doc.id, context, saver],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: doc.content,
    // while unsaved text from an earlier visit is offered, nothing typed may overwrite it
    editable: editable && !offer,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: 'document-editor',
        ...(editable ? { role: 'textbox', 'aria-multiline': 'true' } : { role: 'document', 'aria-readonly': 'true' }),
        'aria-label': `Text of ${doc.title}`,
        class: 'counsel-editor min-h-[60vh] rounded-b-lg border border-t-0 border-border bg-surface px-6 py-8 sm:px-12 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus',
      },
      handleKeyDown: (_view, event) => {
        if (event.altKey && event.key === 'F10') {
          toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          setDialog('link');
          return true;
        }
        if (commenting && (event.ctrlKey || event.metaKey) && event.altKey && event.code === 'KeyM') {
          commentsRef.current?.start();
          return true;
        }
        return false;
      },
      handleClick: (_view, _pos, event) => {
        commentsRef.current?.clicked(event.target);
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      saver.change();
      backup(current);
    },
  });

  useEffect(() => {
    saver.attach(() => editor.getJSON());
    // leaving the page (a link in the app) sends what is still waiting rather than dropping it
    return () => {
      if (saver.hasUnsaved()) void saver.flush();
      saver.stop();
    };
  }, [saver, editor]);

  // without an update event: nothing changed in the text
  useEffect(() => editor.setEditable(editable && !offer, false), [editor, editable, offer]);

  // leaving with unsaved text: the browser asks first (the text is in the local backup either way)
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [saver]);

  // read-only (a teammate who may not change it): the text follows what its editors save, so comments land on it
  useEffect(() => {
    if (editable) return;
    const timer = setInterval(() => {
      void fetchEditorDocument(doc.id, context).then(
        (newest) => {
          if (newest.revision === saver.revision) return;
          editor.commands.setContent(newest.content, { emitUpdate: false });
          saver.adopt(newest.revision, { unsaved: false });
          setRevision(newest.revision);
        },
        () => undefined,
      );
    }, READ_ONLY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [editable, doc.id, context, editor, saver]);

  // a conflict: fetch what the other side saved, to say who and when
  useEffect(() => {
    if (state.kind !== 'conflict') return;
    void fetchEditorDocument(doc.id, context).then(setTheirs, (err: Error) => setState({ kind: 'failed', message: serverMessage(err) }));
  }, [state.kind, doc.id, context]);

  const comments = useEditorComments({ documentId: doc.id, enabled: commenting, editor, saver, revision, showPanel: () => setPanel('comments') });
  // the editor's own key and click handlers reach the comments through this
  const commentsRef = useRef<typeof comments>(null);
  useEffect(() => {
    commentsRef.current = comments;
  });

  const restore = useRestoreVersion(doc.id);
  const analyse = useAnalyseVersion(doc.id);

  function replaceText(content: JSONContent) {
    editor.commands.setContent(content, { emitUpdate: false });
    queryClient.setQueryData([editorUrl(doc.id), context], (old: EditorDocument | undefined) => (old ? { ...old, content } : old));
  }

  function keepMine() {
    if (!theirs) return;
    saver.adopt(theirs.revision, { unsaved: true });
    setTheirs(undefined);
  }

  function useTheirs() {
    if (!theirs) return;
    replaceText(theirs.content);
    saver.adopt(theirs.revision, { unsaved: false });
    setRevision(theirs.revision);
    clearBackup(backupOf);
    setTheirs(undefined);
  }

  async function restoreVersion(number: number) {
    if (!(await saver.flush())) throw new Error('Save or resolve your latest changes before restoring a version.');
    const result = await restore.mutateAsync({ number, baseRevision: saver.revision });
    replaceText(result.content);
    saver.adopt(result.revision, { unsaved: false });
    setRevision(result.revision);
    toast({ title: `Version ${number} restored`, description: `It is now version ${result.version.number}. The versions in between are still in the history.` });
  }

  async function analyseVersion() {
    if (!(await saver.flush())) throw new Error('Your latest changes are not saved yet. Save them, then analyse.');
    await analyse.mutateAsync();
  }

  /** A download of the newest text: what is still waiting is saved first. */
  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const href = event.currentTarget.href;
    if (editable && !(await saver.flush())) return toast({ title: 'Not downloaded yet', description: 'Your latest changes are not saved. Save them, then download.', variant: 'destructive' });
    window.location.assign(href);
  }

  const currentHref = editor.getAttributes('link').href as string | undefined;

  return (
    <div className="flex flex-col gap-4">
      <DocumentHeading
        documentId={doc.id}
        title={doc.title}
        note={editable ? <SaveIndicator state={state} retry={() => void saver.flush()} /> : <p className="text-sm text-muted">{READ_ONLY_NOTE[commenting ? 'commenter' : 'viewer']}</p>}
      >
        <div className="flex flex-wrap gap-2">
          {editable && (
            <Button variant="secondary" onClick={() => setDialog('version')}>
              <Save className="size-4" aria-hidden />
              Save version
            </Button>
          )}
          {commenting && (
            <>
              <Button variant="secondary" onClick={() => setPanel((p) => (p === 'comments' ? null : 'comments'))} aria-expanded={panel === 'comments'}>
                <MessageSquare className="size-4" aria-hidden />
                Comments{comments.open ? ` (${comments.open})` : ''}
              </Button>
              <Button variant="secondary" onClick={() => setPanel((p) => (p === 'history' ? null : 'history'))} aria-expanded={panel === 'history'}>
                <History className="size-4" aria-hidden />
                History
              </Button>
            </>
          )}
          <a href={exportLink(doc.id, 'docx', context)} className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-muted" onClick={(e) => void download(e)}>
            <Download className="size-4" aria-hidden />
            Word
          </a>
          <a href={exportLink(doc.id, 'pdf', context)} className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-muted" onClick={(e) => void download(e)}>
            <Download className="size-4" aria-hidden />
            PDF
          </a>
          {doc.access === 'manager' && (
            <Link href={`/documents/${doc.id}/share`} className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-muted">
              <Share2 className="size-4" aria-hidden />
              Share
            </Link>
          )}
          {doc.access === 'manager' && (
            <Button onClick={() => setDialog('analyse')} busy={analyse.isPending}>
              <FileSearch className="size-4" aria-hidden />
              Analyse this version
            </Button>
          )}
        </div>
      </DocumentHeading>

      {offer && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning bg-warning-soft p-3 text-sm">
          <p>
            You have changes from {new Date(offer.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} that were not saved. Resume them?
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                clearBackup(backupOf);
                setOffer(null);
              }}
            >
              Discard
            </Button>
            <Button
              onClick={() => {
                editor.commands.setContent(offer.content, { emitUpdate: false });
                saver.adopt(offer.baseRevision, { unsaved: true });
                setOffer(null);
              }}
            >
              Resume my changes
            </Button>
          </div>
        </div>
      )}

      {doc.editedSinceAnalysis && doc.access === 'manager' && (
        <p className="text-sm text-muted">The analysis on the document’s page is of an earlier version. Use “Analyse this version” to bring it up to date.</p>
      )}

      <div className={`grid gap-4 ${panel ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}`}>
        <div ref={toolbarRef} className="min-w-0">
          {editable ? (
            <EditorToolbar editor={editor} onLink={() => setDialog('link')} onComment={comments.start} />
          ) : (
            <div className="flex min-h-12 items-center justify-end rounded-t-lg border border-border bg-surface p-1.5">
              {commenting ? (
                <Button variant="ghost" className="min-h-9" onClick={comments.start}>
                  <MessageSquarePlus className="size-4" aria-hidden />
                  Comment on the selected words
                </Button>
              ) : (
                <span className="px-2 text-sm text-muted">Read-only</span>
              )}
            </div>
          )}
          <EditorContent editor={editor} />
        </div>
        {panel === 'history' && <HistoryPanel documentId={doc.id} revision={revision} onRestore={editable ? restoreVersion : undefined} onClose={() => setPanel(null)} />}
        {panel === 'comments' && (
          <CommentsPanel
            documentId={doc.id}
            active={comments.active}
            onChoose={comments.choose}
            draft={comments.draft}
            onClose={() => {
              comments.end();
              setPanel(null);
            }}
          />
        )}
      </div>

      {state.kind === 'conflict' && theirs && <ConflictDialog savedBy={theirs.version?.author ?? null} savedAt={theirs.version?.updatedAt ?? null} keepMine={keepMine} useTheirs={useTheirs} />}

      {dialog === 'analyse' && (
        <ConfirmDialog
          heading="Analyse this version?"
          description={`The document’s file becomes this version as a Word file: its summary, key terms, areas to review and answers about it will follow this text, and Download gives this file. ${doc.kind === 'docx' && doc.version?.number !== 1 ? 'What the editor does not keep of an uploaded Word file (images, headers, footnotes) is not in it; ' : ''}The text as first uploaded stays as version 1 in the history.`}
          confirmLabel="Analyse this version"
          variant="primary"
          action={analyseVersion}
          done="Analysing this version"
          onClose={() => setDialog(undefined)}
          onDone={() => navigate(`/documents/${doc.id}`)}
        />
      )}
      {dialog === 'version' && (
        <RenameDialog
          heading="Save version"
          title=""
          label="Version name"
          emptyMessage="Give the version a name."
          maxLength={80}
          onClose={() => setDialog(undefined)}
          save={async (name) => {
            if (!(await saver.saveVersion(name))) throw new Error(state.kind === 'failed' ? state.message : 'The version was not saved. Try again.');
            toast({ title: `Saved as “${name}”`, description: 'Find it in the history.' });
          }}
        />
      )}
      {dialog === 'link' && (
        <RenameDialog
          heading={currentHref ? 'Edit link' : 'Add a link'}
          title={currentHref ?? 'https://'}
          label="Web address (leave empty to remove the link)"
          emptyMessage=""
          maxLength={2000}
          onClose={() => {
            setDialog(undefined);
            editor.commands.focus();
          }}
          save={async (href) => {
            if (!SAFE_LINK.test(href)) throw new Error('Enter a web address starting with https:// or http://, or an email as mailto:name@example.com.');
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }}
          onEmpty={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
        />
      )}
    </div>
  );
}
