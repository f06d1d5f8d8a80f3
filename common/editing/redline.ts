/**
 * Two versions of a document compared as a redline, as lawyers expect from Word's "Compare": the
 * blocks of the later version in order, words inserted and deleted marked inside a changed block,
 * blocks added or removed marked whole. Blocks are aligned by their text, not their list numbers, so
 * an item inserted above does not mark every renumbered item below it as changed. The comparison is
 * bounded in time: a wholesale rewrite is shown as whole blocks removed and added rather than hanging.
 */
import type { JSONContent } from '@tiptap/core';
import { diffArrays } from 'diff';
import { textBlocks, type TextBlock } from './blocks';

export type RedlinePart = { text: string; change?: 'insert' | 'delete' };

/**
 * One block of the comparison. A heading carries its `level`, a list item its `depth` and `marker`
 * (the later version's, or the earlier one's for a removed item). A table row's parts hold its cells
 * separated by tab characters, as `TextBlock` does.
 */
export type RedlineBlock = {
  kind: TextBlock['kind'];
  level?: number;
  depth?: number;
  marker?: string;
  /** none: unchanged; 'modify': changed in place (its parts say how, or only its level or depth changed) */
  change?: 'insert' | 'delete' | 'modify';
  parts: RedlinePart[];
};

/** time allowed for the whole comparison before what is left is shown as whole blocks removed and added */
const BUDGET_MS = 100;
/** beyond this many blocks added and removed, the versions are compared as a rewrite of their middle */
const MAX_BLOCK_EDITS = 2_000;
/** removed × added blocks in one run beyond which they are not paired up (the pairing is quadratic) */
const MAX_PAIRINGS = 40_000;
/** how alike (shared words, 0–1) a removed and an added block must be to be shown as one block changed */
const SIMILAR = 0.5;
/** a lone block replaced by a lone block this short (in words) is shown as changed however unlike */
const SHORT = 12;

const WORD = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu;
const words = (text: string) => text.match(WORD) ?? [];

/** what aligns blocks: a list item by its text, not its number; a heading with its level */
function blockKey(b: TextBlock): string {
  if (b.kind === 'heading') return `h${b.level}\u0000${b.text}`;
  if (b.kind === 'listItem') return `l${b.depth}\u0000${b.text}`;
  return `${b.kind === 'paragraph' ? 'p' : 't'}\u0000${b.text}`;
}

function shape(b: TextBlock): Omit<RedlineBlock, 'parts'> {
  if (b.kind === 'heading') return { kind: b.kind, level: b.level };
  if (b.kind === 'listItem') return { kind: b.kind, depth: b.depth, marker: b.marker };
  return { kind: b.kind };
}

const whole = (b: TextBlock, change?: 'insert' | 'delete'): RedlineBlock =>
  change ? { ...shape(b), change, parts: [{ text: b.text, change }] } : { ...shape(b), parts: [{ text: b.text }] };

/** a blank paragraph added or removed is spacing, not a change worth a mark */
const blank = (b: TextBlock) => b.kind === 'paragraph' && b.text.trim() === '';

export function redline(before: JSONContent, after: JSONContent): RedlineBlock[] {
  const old = textBlocks(before);
  const now = textBlocks(after);
  const deadline = performance.now() + BUDGET_MS;
  const out: RedlineBlock[] = [];
  let removed: TextBlock[] = [];
  let added: TextBlock[] = [];
  const flush = () => {
    if (removed.length || added.length) out.push(...replaced(removed, added, deadline));
    removed = [];
    added = [];
  };

  const oldKeys = old.map(blockKey);
  const newKeys = now.map(blockKey);
  const changes = diffArrays(oldKeys, newKeys, { maxEditLength: MAX_BLOCK_EDITS, timeout: BUDGET_MS });
  if (changes) {
    let i = 0;
    let j = 0;
    for (const c of changes) {
      if (c.removed) removed.push(...old.slice(i, (i += c.count)));
      else if (c.added) added.push(...now.slice(j, (j += c.count)));
      else {
        flush();
        for (const b of now.slice(j, j + c.count)) out.push(whole(b));
        i += c.count;
        j += c.count;
      }
    }
    flush();
    return out;
  }

  // too many differences to align: keep what is the same at either end, the middle is a rewrite
  let head = 0;
  while (head < old.length && head < now.length && oldKeys[head] === newKeys[head]) head++;
  let tail = 0;
  while (tail < old.length - head && tail < now.length - head && oldKeys[old.length - 1 - tail] === newKeys[now.length - 1 - tail]) tail++;
  out.push(...now.slice(0, head).map((b) => whole(b)));
  removed = old.slice(head, old.length - tail);
  added = now.slice(head, now.length - tail);
  flush();
  out.push(...now.slice(now.length - tail).map((b) => whole(b)));
  return out;
}

/** A run of removed blocks replaced by a run of added ones: alike blocks paired as changed, the rest whole. */
function replaced(removed: TextBlock[], added: TextBlock[], deadline: number): RedlineBlock[] {
  const out: RedlineBlock[] = [];
  const pairs = removed.length && added.length && removed.length * added.length <= MAX_PAIRINGS && performance.now() < deadline ? pairUp(removed, added) : [];
  let r = 0;
  let a = 0;
  const upTo = (ri: number, ai: number) => {
    for (; r < ri; r++) if (!blank(removed[r]!)) out.push(whole(removed[r]!, 'delete'));
    for (; a < ai; a++) if (!blank(added[a]!)) out.push(whole(added[a]!, 'insert'));
  };
  for (const [ri, ai] of pairs) {
    upTo(ri, ai);
    const changed = modified(removed[ri]!, added[ai]!, deadline);
    if (changed) out.push(changed);
    else out.push(whole(removed[ri]!, 'delete'), whole(added[ai]!, 'insert'));
    r = ri + 1;
    a = ai + 1;
  }
  upTo(removed.length, added.length);
  return out;
}

/** Which removed block became which added one, in order: the pairing with the most shared words. */
function pairUp(removed: TextBlock[], added: TextBlock[]): [number, number][] {
  const bag = (b: TextBlock) => {
    const counts = new Map<string, number>();
    const list = words(b.text.toLowerCase());
    for (const w of list) counts.set(w, (counts.get(w) ?? 0) + 1);
    return { counts, size: list.length };
  };
  const rBags = removed.map(bag);
  const aBags = added.map(bag);
  const lone = removed.length === 1 && added.length === 1;
  const likeness = (ri: number, ai: number): number => {
    const x = removed[ri]!;
    const y = added[ai]!;
    if (x.kind !== y.kind) return 0;
    const bx = rBags[ri]!;
    const by = aBags[ai]!;
    if (lone && bx.size <= SHORT && by.size <= SHORT) return 1;
    if (bx.size + by.size === 0) return 1;
    // the most they could share is all of the shorter one
    if ((2 * Math.min(bx.size, by.size)) / (bx.size + by.size) < SIMILAR) return 0;
    const [small, large] = bx.counts.size <= by.counts.size ? [bx.counts, by.counts] : [by.counts, bx.counts];
    let shared = 0;
    for (const [w, n] of small) shared += Math.min(n, large.get(w) ?? 0);
    const dice = (2 * shared) / (bx.size + by.size);
    return dice >= SIMILAR ? dice : 0;
  };

  // best[i][j]: the most likeness pairing the first i removed with the first j added can reach
  const m = removed.length;
  const n = added.length;
  const w = n + 1;
  const best = new Float64Array((m + 1) * w);
  const like = new Float64Array(m * n);
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const s = (like[(i - 1) * n + j - 1] = likeness(i - 1, j - 1));
      best[i * w + j] = Math.max(best[(i - 1) * w + j]!, best[i * w + j - 1]!, s > 0 ? best[(i - 1) * w + j - 1]! + s : 0);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = m, j = n; i > 0 && j > 0; ) {
    const s = like[(i - 1) * n + j - 1]!;
    if (s > 0 && best[i * w + j] === best[(i - 1) * w + j - 1]! + s) pairs.push([--i, --j]);
    else if (best[i * w + j] === best[(i - 1) * w + j]) i--;
    else j--;
  }
  return pairs.reverse();
}

/** One block changed in place, word by word; undefined when the words could not be compared in time. */
function modified(was: TextBlock, is: TextBlock, deadline: number): RedlineBlock | undefined {
  if (was.kind === 'tableRow' && is.kind === 'tableRow') {
    // cell by cell, so a change never runs across the line between two cells
    const parts: RedlinePart[] = [];
    for (let c = 0; c < Math.max(was.cells.length, is.cells.length); c++) {
      if (c > 0) parts.push({ text: '\t' });
      const [from, to] = [was.cells[c], is.cells[c]];
      const cell: RedlinePart[] | undefined =
        to === undefined ? [{ text: from!, change: 'delete' }] : from === undefined ? [{ text: to, change: 'insert' }] : wordParts(from, to, deadline);
      if (!cell) return undefined;
      parts.push(...cell);
    }
    return changedIn(was, is, merged(parts));
  }
  const parts = wordParts(was.text, is.text, deadline);
  return parts && changedIn(was, is, parts);
}

/** a block whose words, level and depth are the same (only its spacing or number changed) is shown as unchanged */
function changedIn(was: TextBlock, is: TextBlock, parts: RedlinePart[]): RedlineBlock {
  const [from, to] = [shape(was), shape(is)];
  const same = parts.every((p) => !p.change) && from.kind === to.kind && from.level === to.level && from.depth === to.depth;
  return same ? { ...to, parts: [{ text: is.text }] } : { ...to, change: 'modify', parts };
}

/**
 * A word, with the whitespace after it: a number such as 10,000 or 3.2 or a word such as Customer's is one
 * word (so £10,000 → £12,500 is one figure replaced, not digits), any other mark is one on its own.
 * Whitespace before the first word is a token of its own.
 */
const TOKEN = /^\s+|(?:[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*|\S)\s*/gu;
/** tokens are the same word whatever space follows them, unless one ends a line */
const sameWord = (a: string, b: string) => a.trimEnd() === b.trimEnd() && a.includes('\n') === b.includes('\n');

/** Two texts word by word, whitespace kept; undefined when they could not be compared in time. */
function wordParts(was: string, is: string, deadline: number): RedlinePart[] | undefined {
  if (was === is) return [{ text: is }];
  const left = deadline - performance.now();
  if (left <= 0) return undefined;
  const wasTokens = was.match(TOKEN) ?? [];
  const changes = diffArrays(wasTokens, is.match(TOKEN) ?? [], { comparator: sameWord, timeout: left });
  if (!changes) return undefined;
  const parts: RedlinePart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    // a word replaced reads "~~30~~ 60 days", not "~~30 ~~60 days": the space after both is not changed
    let space = '';
    while (removed && added && /\s/.test(removed.at(-1)!) && removed.at(-1) === added.at(-1)) {
      space = removed.at(-1)! + space;
      removed = removed.slice(0, -1);
      added = added.slice(0, -1);
    }
    parts.push({ text: removed, change: 'delete' }, { text: added, change: 'insert' }, { text: space });
    removed = added = '';
  };
  let at = 0; // in wasTokens
  changes.forEach((c, k) => {
    if (c.removed) removed += c.value.join('');
    else if (c.added) added += c.value.join('');
    else {
      flush();
      // a common word takes the later version's spacing, but where a change follows, the space only one
      // side has after it goes with the change: "Order." → "Order date." is "Order", " date" added, "."
      const last = c.value[c.count - 1]!;
      const wasLast = wasTokens[at + c.count - 1]!;
      const text = c.value.join('');
      if (k < changes.length - 1 && last !== wasLast) {
        const word = last.trimEnd();
        const [isSpace, wasSpace] = [last.slice(word.length), wasLast.slice(wasLast.trimEnd().length)];
        let shared = 0;
        while (shared < isSpace.length && isSpace[shared] === wasSpace[shared]) shared++;
        parts.push({ text: text.slice(0, text.length - isSpace.length + shared) });
        removed = wasSpace.slice(shared);
        added = isSpace.slice(shared);
      } else parts.push({ text });
    }
    if (!c.added) at += c.count;
  });
  flush();
  return merged(parts);
}

/** neighbouring parts of the same kind as one; spacing alone added or removed is not marked */
function merged(parts: RedlinePart[]): RedlinePart[] {
  const out: RedlinePart[] = [];
  for (const part of parts) {
    if (!part.text || (part.change === 'delete' && !part.text.trim())) continue;
    const p = part.change && !part.text.trim() ? { text: part.text } : part;
    const last = out[out.length - 1];
    if (last && last.change === p.change) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

/** How many words the later version adds and removes: for a line such as "12 words added, 3 removed". */
export function redlineStats(blocks: RedlineBlock[]): { insertions: number; deletions: number } {
  let insertions = 0;
  let deletions = 0;
  for (const b of blocks) {
    for (const p of b.parts) {
      if (p.change === 'insert') insertions += words(p.text).length;
      else if (p.change === 'delete') deletions += words(p.text).length;
    }
  }
  return { insertions, deletions };
}
