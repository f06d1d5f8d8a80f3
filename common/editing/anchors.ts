/**
 * Where a comment stands in a document: a range of its anchor text (every text node in document
 * order, a line break between text blocks and for a hard break). The server keeps ranges in these
 * offsets and carries them through each save by comparing the old text with the new (mapRanges), so
 * a comment stays on its words while text changes around it; the browser turns them into editor
 * positions (spans) to highlight them. Offsets, not editor positions, because the server sees whole
 * documents, not the editor's steps.
 */
import type { JSONContent } from '@tiptap/core';
import { diffChars, diffLines } from 'diff';

/** A text node: `length` characters of anchor text from `offset`, at editor position `pos`. */
export interface TextSpan {
  offset: number;
  pos: number;
  length: number;
}

export interface AnchorText {
  text: string;
  spans: TextSpan[];
}

/** nodes with no content of their own and an editor size of 1 */
const LEAVES = new Set(['hardBreak', 'pageBreak', 'horizontalRule']);
const TEXT_BLOCKS = new Set(['paragraph', 'heading']);

/** The anchor text of a document and where each of its text nodes is in the editor. */
export function anchorText(doc: JSONContent): AnchorText {
  const parts: string[] = [];
  const spans: TextSpan[] = [];
  let offset = 0;
  let blocks = 0;
  const add = (s: string) => {
    parts.push(s);
    offset += s.length;
  };
  /** `pos`: where the node starts; returns where it ends */
  const visit = (node: JSONContent, pos: number): number => {
    if (node.type === 'text') {
      const text = node.text ?? '';
      spans.push({ offset, pos, length: text.length });
      add(text);
      return pos + text.length;
    }
    if (node.type && LEAVES.has(node.type)) {
      if (node.type === 'hardBreak') add('\n');
      return pos + 1;
    }
    if (node.type && TEXT_BLOCKS.has(node.type) && blocks++ > 0) add('\n');
    // the document's own content starts at 0; every other node opens with one position
    let inner = node.type === 'doc' ? pos : pos + 1;
    for (const child of node.content ?? []) inner = visit(child, inner);
    return node.type === 'doc' ? inner : inner + 1;
  };
  visit(doc, 0);
  return { text: parts.join(''), spans };
}

/**
 * The editor position of an offset: a range's start (`side` 1) goes to the next text when it falls
 * between blocks, its end (-1) to the text before; undefined for a document with no text.
 */
export function posOf({ spans }: AnchorText, offset: number, side: -1 | 1): number | undefined {
  if (side > 0) {
    for (const s of spans) if (offset < s.offset + s.length) return s.pos + Math.max(0, offset - s.offset);
    const last = spans.at(-1);
    return last && last.pos + last.length;
  }
  let found: number | undefined;
  for (const s of spans) {
    if (s.offset >= offset) break;
    found = s.pos + Math.min(s.length, offset - s.offset);
  }
  return found ?? spans[0]?.pos;
}

/** The offset of an editor position, or of the nearest text after it (a position between blocks). */
export function offsetOf({ spans, text }: AnchorText, pos: number): number {
  for (const s of spans) {
    if (pos <= s.pos) return s.offset;
    if (pos <= s.pos + s.length) return s.offset + (pos - s.pos);
  }
  return text.length;
}

export interface Range {
  start: number;
  end: number;
}

/** past this many changed lines (or characters within a line) the comparison gives up: the stretch is taken as replaced whole */
const MAX_EDIT = 5_000;

interface Change {
  value: string;
  added?: boolean;
  removed?: boolean;
}
const replaced = (before: string, after: string): Change[] => [
  { value: before, removed: true },
  { value: after, added: true },
];

/**
 * Folds a short stretch left unchanged between two edits into them ("No pets are allowed" rewritten
 * as "Pets are welcome" keeps "ets are " and "we" by coincidence, not because they were kept), as
 * diff-match-patch's semantic clean-up does: an equality no longer than the edits on both sides,
 * where text was deleted on both sides.
 */
function foldCoincidences(changes: Change[]): Change[] {
  type Item = { same: string } | { del: string; ins: string };
  const items: Item[] = [];
  for (const c of changes) {
    const last = items.at(-1);
    if (!c.added && !c.removed) items.push({ same: c.value });
    else if (last && 'del' in last) {
      if (c.removed) last.del += c.value;
      else last.ins += c.value;
    } else items.push(c.removed ? { del: c.value, ins: '' } : { del: '', ins: c.value });
  }
  const size = (e: Item) => ('del' in e ? Math.max(e.del.length, e.ins.length) : 0);
  for (let i = 1; i < items.length - 1; ) {
    const [prev, same, next] = [items[i - 1]!, items[i]!, items[i + 1]!];
    // words typed around kept text (pure insertions) leave it kept: only text deleted on both sides folds
    if ('same' in same && 'del' in prev && 'del' in next && prev.del && next.del && same.same.length <= size(prev) && same.same.length <= size(next)) {
      items.splice(i - 1, 3, { del: prev.del + same.same + next.del, ins: prev.ins + same.same + next.ins });
      i = Math.max(1, i - 1);
    } else i++;
  }
  return items.flatMap((e): Change[] => ('same' in e ? [{ value: e.same }] : [...(e.del ? [{ value: e.del, removed: true }] : []), ...(e.ins ? [{ value: e.ins, added: true }] : [])]));
}

/**
 * The character changes from one text to another, compared line by line first (blocks are lines of
 * anchor text) and then within each changed line: a character comparison of a whole long document
 * takes minutes when many lines change, this takes milliseconds.
 */
function changesBetween(before: string, after: string): Change[] {
  const lines = diffLines(before, after, { maxEditLength: MAX_EDIT }) ?? replaced(before, after);
  const changes: Change[] = [];
  for (let i = 0; i < lines.length; i++) {
    const c = lines[i]!;
    const next = lines[i + 1];
    if (c.removed && next?.added) {
      const [olds, news] = [c.value.split(/(?<=\n)/), next.value.split(/(?<=\n)/)];
      if (olds.length === news.length) {
        olds.forEach((line, k) => changes.push(...foldCoincidences(diffChars(line, news[k]!, { maxEditLength: MAX_EDIT }) ?? replaced(line, news[k]!))));
      } else changes.push(c, next);
      i++;
    } else changes.push(c);
  }
  return changes;
}

/** a range keeps its comment while at least this share of its characters is still there */
const KEPT_SHARE = 0.5;

/**
 * Carries ranges of `before` to `after`: text typed before a range moves it, text typed inside
 * widens it, text typed at its edges stays outside; a range most of whose characters were deleted
 * or rewritten comes back as null (its comment is detached, its quote kept).
 */
export function mapRanges(before: string, after: string, ranges: Range[]): (Range | null)[] {
  if (before === after) return ranges.map((r) => ({ ...r }));
  // the unchanged head and tail are cheap to find; only the stretch between them is compared
  let head = 0;
  const limit = Math.min(before.length, after.length);
  while (head < limit && before.charCodeAt(head) === after.charCodeAt(head)) head++;
  let tail = 0;
  while (tail < limit - head && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  const changes = changesBetween(before.slice(head, before.length - tail), after.slice(head, after.length - tail));

  /** the old text's stretches that were deleted or rewritten, to tell how much of a range is left */
  const gone: Range[] = [];
  let oldAt = head;
  for (const c of changes) {
    if (c.added) continue;
    if (c.removed) gone.push({ start: oldAt, end: oldAt + c.value.length });
    oldAt += c.value.length;
  }
  const keptShare = ({ start, end }: Range) => {
    let lost = 0;
    for (const g of gone) lost += Math.max(0, Math.min(end, g.end) - Math.max(start, g.start));
    return 1 - lost / (end - start);
  };

  /** where an old offset lands; a deleted one lands where its deletion was */
  const map = (offset: number, side: -1 | 1): number => {
    // an edge of the changed stretch: text typed there goes before a start and after an end
    if (offset < head || (offset === head && side < 0)) return offset;
    if (offset > before.length - tail || (offset === before.length - tail && side > 0)) return offset + (after.length - before.length);
    let oldAt = head;
    let newAt = head;
    for (const c of changes) {
      const n = c.value.length;
      if (c.added) {
        // text typed exactly here goes before a start and after an end
        if (oldAt === offset && side < 0) return newAt;
        newAt += n;
        continue;
      }
      if (offset < oldAt + n || (offset === oldAt + n && !c.removed && side < 0)) return c.removed ? newAt : newAt + (offset - oldAt);
      oldAt += n;
      if (!c.removed) newAt += n;
    }
    return newAt;
  };

  return ranges.map((range) => {
    const from = map(range.start, 1);
    const to = map(range.end, -1);
    return to > from && keptShare(range) >= KEPT_SHARE ? { start: from, end: to } : null;
  });
}
