/**
 * An edited document read as its blocks of text, in order: what its plain text (search, analysis,
 * comments' anchors) and a comparison of two versions are made of. A list item carries the number a
 * reader sees (1., 1.1, (a), •), so the text reads as the page does.
 */
import type { JSONContent } from '@tiptap/core';

export type TextBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  /** `marker` is the number or bullet shown before it; `depth` 1 for a top-level item */
  | { kind: 'listItem'; marker: string; depth: number; text: string }
  /** a table row: its cells' text, in order */
  | { kind: 'tableRow'; cells: string[]; text: string };

/** The marker of the `index`th item (0-based) of an ordered list nested `depth` ordered lists deep: 1., 1.1, (a). */
export function legalMarker(numbers: number[]): string {
  const depth = numbers.length;
  if (depth === 1) return `${numbers[0]}.`;
  if (depth === 2) return `${numbers[0]}.${numbers[1]}`;
  return `(${letters(numbers[depth - 1]!)})`;
}

/** 1 → a, 26 → z, 27 → aa */
function letters(n: number): string {
  let s = '';
  for (let k = Math.max(1, n); k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(97 + ((k - 1) % 26)) + s;
  return s;
}

/** A node's inline text: text, a line break as "\n". */
export function inlineText(node: JSONContent): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  return (node.content ?? []).map(inlineText).join('');
}

export function textBlocks(doc: JSONContent): TextBlock[] {
  const blocks: TextBlock[] = [];
  /** `numbers`: the item numbers of the ordered lists around, outermost first */
  const visit = (node: JSONContent, numbers: number[], bulletDepth: number) => {
    switch (node.type) {
      case 'heading':
        blocks.push({ kind: 'heading', level: Number(node.attrs?.level ?? 1), text: inlineText(node) });
        return;
      case 'paragraph':
        blocks.push({ kind: 'paragraph', text: inlineText(node) });
        return;
      case 'orderedList':
      case 'bulletList': {
        const ordered = node.type === 'orderedList';
        const start = ordered ? Math.max(1, Math.trunc(Number(node.attrs?.start ?? 1)) || 1) : 1;
        (node.content ?? []).forEach((item, i) => {
          const here = ordered ? [...numbers, start + i] : numbers;
          const depth = here.length + bulletDepth + (ordered ? 0 : 1);
          const marker = ordered ? legalMarker(here) : '•';
          const [first, ...rest] = item.content ?? [];
          // the item's first paragraph carries its marker; what follows (more paragraphs, a nested list) is its own
          if (first?.type === 'paragraph') blocks.push({ kind: 'listItem', marker, depth, text: inlineText(first) });
          else {
            blocks.push({ kind: 'listItem', marker, depth, text: '' });
            if (first) visit(first, here, ordered ? bulletDepth : bulletDepth + 1);
          }
          for (const child of rest) visit(child, here, ordered ? bulletDepth : bulletDepth + 1);
        });
        return;
      }
      case 'tableRow': {
        const cells = (node.content ?? []).map((cell) => (cell.content ?? []).map((b) => textBlocksText(textBlocks({ type: 'doc', content: [b] }))).join('\n'));
        blocks.push({ kind: 'tableRow', cells, text: cells.join('\t') });
        return;
      }
      case 'pageBreak':
      case 'horizontalRule':
        return;
      default:
        // doc, blockquote, table: their children
        for (const child of node.content ?? []) visit(child, numbers, bulletDepth);
    }
  };
  visit(doc, [], 0);
  return blocks;
}

/** How one block reads as a line of plain text (a list item with its marker). */
export const blockLine = (b: TextBlock) => (b.kind === 'listItem' ? (b.text ? `${b.marker} ${b.text}` : b.marker) : b.text);

function textBlocksText(blocks: TextBlock[]): string {
  return blocks.map(blockLine).join('\n');
}

/** The document as plain text, a blank line between blocks: what is searched, analysed and anchored to. */
export function documentText(doc: JSONContent): string {
  return textBlocks(doc)
    .map(blockLine)
    .filter((line) => line.trim() !== '')
    .join('\n\n');
}
