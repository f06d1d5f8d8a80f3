/**
 * Comment highlights in the editor: decorations, not marks, so commenting never changes the
 * document. Ranges come from the server in anchor-text offsets (common/editing/anchors.ts) and are
 * set when the editor holds exactly the server's newest version; between saves they move with the
 * editor's own changes (DecorationSet.map), as the server will move them on the next save.
 */
import { Extension, type Editor, type JSONContent } from '@tiptap/core';
import { anchorText, posOf } from '@common/editing/anchors';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

export interface Highlight {
  id: number;
  from: number;
  to: number;
}

const key = new PluginKey<DecorationSet>('commentHighlights');

const decorations = (doc: Parameters<typeof DecorationSet.create>[0], highlights: Highlight[], active: number | null) =>
  DecorationSet.create(
    doc,
    highlights
      .filter((h) => h.to > h.from && h.to <= doc.content.size)
      .map((h) => Decoration.inline(h.from, h.to, { class: h.id === active ? 'comment-anchor comment-anchor-active' : 'comment-anchor', 'data-thread': String(h.id) }, { id: h.id })),
  );

export const CommentHighlights = Extension.create({
  name: 'commentHighlights',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            const next = tr.getMeta(key) as { highlights: Highlight[]; active: number | null } | undefined;
            return next ? decorations(tr.doc, next.highlights, next.active) : set.map(tr.mapping, tr.doc);
          },
        },
        props: { decorations: (state) => key.getState(state) },
      }),
    ];
  },
});

/** Shows these highlights (one of them active), replacing the ones shown. */
export function setHighlights(editor: Editor, highlights: Highlight[], active: number | null) {
  const { view } = editor;
  view.dispatch(view.state.tr.setMeta(key, { highlights, active }).setMeta('addToHistory', false));
}


/** The highlights as they stand now, moved with the edits made since they were set. */
export function currentHighlights(editor: Editor): Highlight[] {
  return (key.getState(editor.state)?.find() ?? []).map((d) => ({ id: (d.spec as { id: number }).id, from: d.from, to: d.to }));
}

/** Where open threads stand in a document's text, from their anchor-text offsets (common/editing/anchors.ts). */
export function threadHighlights(doc: JSONContent, threads: { id: number; start: number | null; end: number | null; resolved?: unknown }[]): Highlight[] {
  const anchors = anchorText(doc);
  return threads.flatMap((t) => {
    if (t.resolved || t.start === null || t.end === null) return [];
    const [from, to] = [posOf(anchors, t.start, 1), posOf(anchors, t.end, -1)];
    return from !== undefined && to !== undefined && to > from ? [{ id: t.id, from, to }] : [];
  });
}
