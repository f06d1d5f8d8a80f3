/**
 * The editor's schema, one list for both sides: the browser edits with it, and the server imports
 * (DOCX and drafted documents, through their HTML), checks what is saved, and writes DOCX and PDF
 * from documents made of it. Legal numbering (1., 1.1, (a)) is how nested ordered lists are shown.
 */
import { Node, mergeAttributes, type AnyExtension } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/** A page break: where the next page of a DOCX or PDF export starts. */
export const PageBreak = Node.create({
  name: 'pageBreak',
  group: 'block',
  atom: true,
  selectable: true,
  parseHTML: () => [{ tag: 'div[data-page-break]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-page-break': '', class: 'page-break', role: 'separator', 'aria-label': 'Page break' })],
  // as in Word
  addKeyboardShortcuts() {
    return { 'Mod-Enter': () => this.editor.commands.insertContent({ type: this.name }) };
  },
});

/** links a document may hold: the web and email, never javascript: or data: */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

export const editorExtensions: AnyExtension[] = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: [...LINK_PROTOCOLS],
      isAllowedUri: (url, ctx) => /^(https?:|mailto:)/i.test(url) && ctx.defaultValidate(url),
    },
  }),
  TableKit.configure({ table: { resizable: false } }),
  PageBreak,
];
