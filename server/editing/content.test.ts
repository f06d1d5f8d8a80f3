/**
 * checkContent against what a hostile client could send: each limit refused with a 400 that says why
 * (nesting thousands deep included, without overflowing the stack), links to anything but the web and
 * email unlinked, unknown attributes and bad values dropped, and the editor's own documents unchanged.
 */
import type { JSONContent } from '@tiptap/core';
import { generateJSON } from '@tiptap/html/server';
import { describe, expect, it } from 'vitest';
import { editorExtensions } from '../../common/editing/extensions';
import { AppError } from '../lib/app-error';
import { CONTENT_MESSAGES, MAX_DOCUMENT_CHARS, MAX_DOCUMENT_DEPTH, MAX_DOCUMENT_NODES, checkContent } from './content';

function refusal(input: unknown): AppError {
  try {
    checkContent(input);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}
const refused = (input: unknown) => {
  const err = refusal(input);
  return [err.status, err.code, err.message];
};
const bad = (message: string) => [400, 'validation_error', message];

const text = (t: string, marks?: JSONContent['marks']): JSONContent => (marks ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const para = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const doc = (...content: JSONContent[]): JSONContent => ({ type: 'doc', content });
const link = (href: string, extra: Record<string, unknown> = {}) => ({ type: 'link', attrs: { href, ...extra } });

/** `levels` blockquotes inside one another around a paragraph: with the doc, the paragraph and its text, levels + 3 deep */
function nested(levels: number): JSONContent {
  let node: JSONContent = para(text('deep'));
  for (let i = 0; i < levels; i++) node = { type: 'blockquote', content: [node] };
  return doc(node);
}

/** a document the editor makes, as its HTML parser makes it */
const EDITOR_DOC = generateJSON(
  [
    '<h1>Lease</h1><h3>1.1 Rent</h3>',
    '<p>Plain, <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, <a href="https://example.com">a link</a>, <a href="mailto:a@example.com">mail</a><br>next line</p>',
    '<ol start="3"><li><p>three</p><ol><li><p>three.one</p></li></ol></li></ol><ul><li><p>bullet</p></li></ul>',
    '<blockquote><p>quoted</p></blockquote><hr><div data-page-break></div>',
    '<table><tr><th>Item</th><th>Price</th></tr><tr><td colspan="2">Total</td></tr></table>',
  ].join(''),
  editorExtensions,
) as JSONContent;

describe('checkContent', () => {
  it("returns the editor's own documents unchanged", () => {
    expect(EDITOR_DOC.content!.map((n) => n.type)).toEqual(['heading', 'heading', 'paragraph', 'orderedList', 'bulletList', 'blockquote', 'horizontalRule', 'pageBreak', 'table']);
    expect(checkContent(EDITOR_DOC)).toEqual(EDITOR_DOC);
    expect(checkContent(doc(para()))).toEqual(doc({ type: 'paragraph' }));
  });

  it('refuses anything that is not a document', () => {
    for (const input of [null, undefined, 'doc', 42, [], [doc(para())], { content: [] }, { type: 'paragraph', content: [] }]) {
      expect(refused(input)).toEqual(bad(CONTENT_MESSAGES.structure));
    }
  });

  it('refuses nesting past the limit with a 400, even 10,000 deep', () => {
    expect(checkContent(nested(MAX_DOCUMENT_DEPTH - 3))).toEqual(nested(MAX_DOCUMENT_DEPTH - 3));
    expect(refused(nested(MAX_DOCUMENT_DEPTH - 2))).toEqual(bad(CONTENT_MESSAGES.tooDeep));
    expect(refused(nested(10_000))).toEqual(bad(CONTENT_MESSAGES.tooDeep));
    // as a client would send it: parsed from JSON
    const json = `{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(10_000)}{"type":"paragraph"}${']}'.repeat(10_000)}]}`;
    expect(refused(JSON.parse(json))).toEqual(bad(CONTENT_MESSAGES.tooDeep));
  });

  it('refuses too many nodes and too much text', () => {
    const many = { type: 'doc', content: Array.from({ length: MAX_DOCUMENT_NODES }, () => ({ type: 'paragraph' })) };
    expect(refused(many)).toEqual(bad(CONTENT_MESSAGES.tooMany));
    expect(refused(doc(para(text('a'.repeat(MAX_DOCUMENT_CHARS + 1)))))).toEqual(bad(CONTENT_MESSAGES.tooLong));
    const half = 'a'.repeat(MAX_DOCUMENT_CHARS / 2);
    expect(refused(doc(para(text(half)), para(text(half), text('b', [{ type: 'bold' }]))))).toEqual(bad(CONTENT_MESSAGES.tooLong));
    expect(checkContent(doc(para(text(half)), para(text(half))))).toBeTruthy();
  });

  it('refuses text that is not a string, and a null character in text or an attribute', () => {
    for (const value of [5, null, ['a'], { length: 1 }]) expect(refused(doc(para({ type: 'text', text: value } as never)))).toEqual(bad(CONTENT_MESSAGES.badText));
    expect(refused(doc(para(text('a\u0000b'))))).toEqual(bad(CONTENT_MESSAGES.nul));
    expect(refused(doc(para(text('a', [link('https://example.com', { title: 'x\u0000' })]))))).toEqual(bad(CONTENT_MESSAGES.nul));
  });

  it('refuses node and mark types the editor does not know, and structures its schema forbids', () => {
    const structure = bad(CONTENT_MESSAGES.structure);
    expect(refused(doc({ type: 'image', attrs: { src: 'https://example.com/a.png' } }))).toEqual(structure);
    expect(refused(doc({ type: 'constructor' }))).toEqual(structure);
    expect(refused(doc(para(text('a', [{ type: 'highlight' }]))))).toEqual(structure);
    expect(refused(doc(para(text('a', [{ type: '__proto__' }]))))).toEqual(structure);
    // a paragraph in a paragraph, a list item outside a list, an empty text, a document in a document, no content
    expect(refused(doc(para(para(text('a')))))).toEqual(structure);
    expect(refused(doc({ type: 'listItem', content: [para(text('a'))] }))).toEqual(structure);
    expect(refused(doc(para(text(''))))).toEqual(structure);
    expect(refused(doc(doc(para())))).toEqual(structure);
    expect(refused(doc())).toEqual(structure);
    expect(refused({ type: 'doc', content: { 0: para() } })).toEqual(structure);
    expect(refused({ type: 'doc', content: ['paragraph'] })).toEqual(structure);
    expect(refused(doc(para(text('a', 'bold' as never))))).toEqual(structure);
    // a mark the paragraph's parent does not allow on it
    expect(refused(doc({ ...para(text('a')), marks: [{ type: 'bold' }] }))).toEqual(structure);
  });

  it('unlinks links to anything but the web and email, keeping their text', () => {
    const hrefs = ['javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example', 'https:', 42, null];
    for (const href of hrefs) {
      expect(checkContent(doc(para(text('click ', [{ type: 'bold' }]), text('here', [{ type: 'bold' }, link(href as string)]))))).toEqual(doc(para(text('click here', [{ type: 'bold' }]))));
    }
    expect(checkContent(doc(para(text('x', [{ type: 'link' }]))))).toEqual(doc(para(text('x'))));
    for (const href of ['https://example.com/a?b=c', 'HTTP://example.com', 'mailto:someone@example.com']) {
      expect(find(checkContent(doc(para(text('x', [link(href)])))))).toMatchObject({ type: 'link', attrs: { href } });
    }
  });

  it('drops unknown attributes and bad values, the schema defaults taking their place', () => {
    const input = doc(
      { type: 'heading', attrs: { level: 7, onclick: 'alert(1)' }, content: [text('Title')] },
      { type: 'heading', attrs: { level: '2' }, content: [text('Two?')] },
      { type: 'paragraph', attrs: { style: 'color:red', class: 'x' }, content: [text('a', [link('https://example.com', { target: '_self', rel: '', class: 'evil', title: 'Example', extra: 1 })])] },
      { type: 'orderedList', attrs: { start: -5, type: 'disc' }, content: [{ type: 'listItem', content: [para(text('one'))] }] },
      { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 1e9, rowspan: 1.5, colwidth: [100, 'wide'], align: 'evil' }, content: [para(text('c'))] }] }] },
      { type: 'horizontalRule', attrs: 'nonsense', marks: [] } as never,
    );
    const frozen = JSON.stringify(input);
    expect(checkContent(input)).toEqual(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
        { type: 'heading', attrs: { level: 1 }, content: [text('Two?')] },
        para(text('a', [{ type: 'link', attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer nofollow', class: null, title: 'Example' } }])),
        { type: 'orderedList', attrs: { start: 1, type: null }, content: [{ type: 'listItem', content: [para(text('one'))] }] },
        { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null }, content: [para(text('c'))] }] }] },
        { type: 'horizontalRule' },
      ),
    );
    // the input is read, never changed
    expect(JSON.stringify(input)).toBe(frozen);
  });

  it('refuses a table whose grid is too large to map', () => {
    const row = { type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 50 }, content: [{ type: 'paragraph' }] }] };
    expect(refused(doc({ type: 'table', content: Array.from({ length: 2_001 }, () => row) }))).toEqual(bad(CONTENT_MESSAGES.bigTable));
    expect(checkContent(doc({ type: 'table', content: Array.from({ length: 2_000 }, () => row) }))).toBeTruthy();
  });
});

/** the first mark of the first text */
function find(node: JSONContent): unknown {
  if (node.type === 'text') return node.marks?.[0];
  for (const child of node.content ?? []) {
    const found = find(child);
    if (found) return found;
  }
  return undefined;
}
