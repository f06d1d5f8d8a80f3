/**
 * A document the browser sends to be saved, checked as if a hostile client had written it. It is walked
 * first without recursion, so a document nested thousands deep is refused instead of overflowing the
 * stack; then ProseMirror checks it against the editor's schema. What comes back holds only what the
 * editor makes: unknown attributes and out-of-range values are dropped (the schema's defaults take
 * their place), and a link that is not to the web or an email address loses its link, not its text.
 */
import { getSchema, type JSONContent } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { editorExtensions } from '../../common/editing/extensions';
import { AppError } from '../lib/app-error';

/** lists, quotes and tables inside one another; the editor's own documents stay far below */
export const MAX_DOCUMENT_DEPTH = 48;
/** nodes and marks: paragraphs, list items, table cells, pieces of text */
export const MAX_DOCUMENT_NODES = 300_000;
/** characters of text, attribute values included; about 1,000 dense pages */
export const MAX_DOCUMENT_CHARS = 2_000_000;
/** a link's address or title */
const MAX_ATTR_CHARS = 2_048;
/** a table's grid, rows × columns: the editor's table code keeps a map of every slot of it */
const MAX_TABLE_SLOTS = 100_000;

export const CONTENT_MESSAGES = {
  structure: 'The document could not be saved: its structure is not one the editor makes.',
  tooDeep: `The document has lists, quotes or tables nested more than ${MAX_DOCUMENT_DEPTH} deep, more than the editor can hold.`,
  tooMany: `The document has more than ${MAX_DOCUMENT_NODES.toLocaleString('en-US')} paragraphs, list items, cells and pieces of text, more than the editor can hold. Split it into smaller documents.`,
  tooLong: `The document has more than ${MAX_DOCUMENT_CHARS.toLocaleString('en-US')} characters of text, more than the editor can hold. Split it into smaller documents.`,
  badText: 'The document could not be saved: some of its text is not text.',
  nul: 'The document could not be saved: it contains a null character, which a document cannot hold.',
  bigTable: 'The document has a table too large for the editor. Split it into smaller tables.',
} as const;

const schema = getSchema(editorExtensions);

type Json = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const int = (min: number, max: number): Check => (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const oneOf = (...values: unknown[]): Check => (v) => values.includes(v);
const shortText: Check = (v) => v === null || (typeof v === 'string' && v.length <= MAX_ATTR_CHARS);

/** the only links a document keeps; the scheme is read from the very start, so no space or case trick hides another */
export const isLinkHref = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_ATTR_CHARS && /^(?:https?:\/\/|mailto:)/i.test(v);

const CELL: Record<string, Check> = {
  colspan: int(1, 50),
  rowspan: int(1, 50),
  colwidth: (v) => v === null || (Array.isArray(v) && v.length <= 50 && v.every(int(0, 10_000))),
  align: oneOf(null, 'left', 'center', 'right'),
};

/**
 * The attributes each node and mark may carry and the values each may take; anything else is dropped.
 * A link's target and rel are never taken from the client: the schema's (a new tab, noopener) apply.
 */
const ATTRS: Record<string, Record<string, Check>> = {
  heading: { level: int(1, 3) },
  orderedList: { start: int(0, 1_000_000), type: oneOf(null, '1', 'a', 'A', 'i', 'I') },
  tableCell: CELL,
  tableHeader: CELL,
  link: { href: isLinkHref, title: shortText },
};

function refuse(message: string): never {
  throw new AppError(400, 'validation_error', message);
}

/**
 * A copy of `input` holding only what a node may carry (type, text, known attributes, marks, content),
 * made without recursion; refuses what breaks a limit.
 */
function copyChecked(input: unknown): Json {
  if (!isObject(input) || input.type !== 'doc') refuse(CONTENT_MESSAGES.structure);
  let nodes = 1;
  let chars = 0;
  const countText = (s: string) => {
    if (s.includes('\0')) refuse(CONTENT_MESSAGES.nul);
    chars += s.length;
    if (chars > MAX_DOCUMENT_CHARS) refuse(CONTENT_MESSAGES.tooLong);
  };
  const countNodes = (n: number) => {
    nodes += n;
    if (nodes > MAX_DOCUMENT_NODES) refuse(CONTENT_MESSAGES.tooMany);
  };
  const attrsOf = (type: string, attrs: unknown): Json | undefined => {
    const checks = ATTRS[type];
    if (!checks || !isObject(attrs)) return undefined;
    const kept: Json = {};
    for (const [name, check] of Object.entries(checks)) {
      const value = Object.hasOwn(attrs, name) ? attrs[name] : undefined;
      if (value === undefined || !check(value)) continue;
      if (typeof value === 'string') countText(value);
      kept[name] = value;
    }
    return kept;
  };
  const markOf = (mark: unknown): Json | undefined => {
    if (!isObject(mark) || typeof mark.type !== 'string' || !Object.hasOwn(schema.marks, mark.type)) return refuse(CONTENT_MESSAGES.structure);
    const attrs = attrsOf(mark.type, mark.attrs);
    if (mark.type === 'link' && !attrs?.href) return undefined;
    return attrs ? { type: mark.type, attrs } : { type: mark.type };
  };

  const root: Json = {};
  const stack: { from: Json; to: Json; depth: number }[] = [{ from: input, to: root, depth: 1 }];
  while (stack.length) {
    const { from, to, depth } = stack.pop()!;
    if (depth > MAX_DOCUMENT_DEPTH) refuse(CONTENT_MESSAGES.tooDeep);
    const { type, text, attrs, marks, content } = from;
    if (typeof type !== 'string' || !Object.hasOwn(schema.nodes, type)) refuse(CONTENT_MESSAGES.structure);
    to.type = type;
    if (text !== undefined) {
      if (typeof text !== 'string') refuse(CONTENT_MESSAGES.badText);
      countText(text);
      to.text = text;
    }
    const kept = attrsOf(type, attrs);
    if (kept) to.attrs = kept;
    if (marks !== undefined) {
      if (!Array.isArray(marks)) refuse(CONTENT_MESSAGES.structure);
      countNodes(marks.length);
      const keptMarks = (marks as unknown[]).map(markOf).filter((m) => m !== undefined);
      if (keptMarks.length) to.marks = keptMarks;
    }
    if (content !== undefined) {
      if (!Array.isArray(content)) refuse(CONTENT_MESSAGES.structure);
      const children: unknown[] = content;
      countNodes(children.length);
      const copies: Json[] = children.map(() => ({}));
      to.content = copies;
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i];
        if (!isObject(child)) refuse(CONTENT_MESSAGES.structure);
        stack.push({ from: child, to: copies[i]!, depth: depth + 1 });
      }
    }
  }
  return root;
}

/** Refuses a table whose grid (rows × the widest row's columns) is larger than the editor should map. */
function checkTables(doc: PMNode) {
  doc.descendants((node) => {
    if (node.type.name !== 'table') return true;
    let columns = 0;
    node.forEach((row) => {
      let width = 0;
      row.forEach((cell) => (width += Number(cell.attrs.colspan) || 1));
      columns = Math.max(columns, width);
    });
    if (node.childCount * columns > MAX_TABLE_SLOTS) refuse(CONTENT_MESSAGES.bigTable);
    return true;
  });
}

/** ProseMirror's reading of the copy, checked against the schema: content where it may stand, marks where allowed. */
function parsed(copy: Json): PMNode {
  try {
    const node = schema.nodeFromJSON(copy);
    node.check();
    return node;
  } catch {
    return refuse(CONTENT_MESSAGES.structure);
  }
}

/** The document to save, normalised, or an AppError(400) that says what is wrong with it. */
export function checkContent(input: unknown): JSONContent {
  const node = parsed(copyChecked(input));
  checkTables(node);
  return node.toJSON() as JSONContent;
}
