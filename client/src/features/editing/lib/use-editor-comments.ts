/**
 * The comments side of the editor: the threads highlighted on their words (set when the editor holds
 * exactly the text the server placed them in), a new comment on the selected words (its range held as
 * a pending highlight, so it moves with typing until it is sent), and choosing a thread to show its words.
 */
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { anchorText, offsetOf } from '@common/editing/anchors';
import type { Thread } from '@common/schemas/editing';
import { toast } from '@/components/ui/toast-store';
import { useCommentActions, useThreads } from '../api/editing';
import type { NewComment } from '../components/comments-panel';
import { currentHighlights, setHighlights, threadHighlights } from './comment-highlights';
import type { EditorSaver } from './editor-saver';

/** the highlight of words chosen for a comment not yet written */
const PENDING = -1;

/** `enabled` false: someone who may not see the comments (a viewer), so none are fetched */
export function useEditorComments({
  documentId,
  enabled,
  editor,
  saver,
  revision,
  showPanel,
}: {
  documentId: number;
  enabled: boolean;
  editor: Editor;
  saver: EditorSaver;
  revision: number;
  showPanel: () => void;
}) {
  const threads = useThreads(documentId, enabled).data;
  const actions = useCommentActions(documentId);
  const [active, setActive] = useState<number | null>(null);
  const [draftQuote, setDraftQuote] = useState<string | null>(null);

  useEffect(() => {
    if (!threads || threads.revision !== saver.revision || saver.hasUnsaved()) return;
    const pending = currentHighlights(editor).filter((h) => h.id === PENDING);
    setHighlights(editor, [...threadHighlights(editor.getJSON(), threads.items), ...pending], active);
  }, [threads, active, editor, saver, revision]);

  function start() {
    const { from, to } = editor.state.selection;
    if (from === to) {
      toast({ title: 'Select the words to comment on', description: 'Then choose Comment (Ctrl+Alt+M).' });
      return;
    }
    setHighlights(editor, [...currentHighlights(editor).filter((h) => h.id !== PENDING), { id: PENDING, from, to }], active);
    setDraftQuote(editor.state.doc.textBetween(from, to, ' ').slice(0, 200));
    showPanel();
  }

  function end() {
    setHighlights(editor, currentHighlights(editor).filter((h) => h.id !== PENDING), active);
    setDraftQuote(null);
  }

  const draft: NewComment | null =
    draftQuote === null
      ? null
      : {
          quote: draftQuote,
          cancel: end,
          submit: async (body) => {
            // the range is placed in the server's newest text: what is typed goes first
            if (!(await saver.flush())) throw new Error('Your latest changes are not saved yet. Save them, then add the comment.');
            const range = currentHighlights(editor).find((h) => h.id === PENDING);
            if (!range) throw new Error('Select the words again.');
            const anchors = anchorText(editor.getJSON());
            const thread = await actions.start({ body, revision: saver.revision, start: offsetOf(anchors, range.from), end: offsetOf(anchors, range.to) });
            end();
            if (thread) setActive(thread.id);
          },
        };

  function choose(thread: Thread) {
    setActive(thread.id);
    const shown = currentHighlights(editor).find((h) => h.id === thread.id);
    if (shown) editor.chain().focus().setTextSelection({ from: shown.from, to: shown.to }).scrollIntoView().run();
  }

  /** a click in the text on a highlighted comment opens its thread */
  function clicked(target: EventTarget | null): boolean {
    const thread = (target as HTMLElement | null)?.closest<HTMLElement>('[data-thread]')?.dataset.thread;
    if (!thread || Number(thread) === PENDING) return false;
    setActive(Number(thread));
    showPanel();
    return true;
  }

  return { active, draft, start, end, choose, clicked, open: threads?.items.filter((t) => !t.resolved).length ?? 0 };
}
