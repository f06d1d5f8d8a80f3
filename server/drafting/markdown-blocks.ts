/**
 * Turns a rendered template body (Markdown, read by `marked`) into the blocks of a drafted document:
 * "#" is the title, "##" a numbered section, "###" a numbered subsection, paragraphs keep their line
 * breaks, and **bold** marks a defined term. Answers were escaped before they reached the Markdown,
 * so what a person types is always text, never structure.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { SIGNATURE_LINE, type Block, type Run } from '../../common/templates/document';
import { BLANK_CLOSE, BLANK_OPEN } from './handlebars';

const OPTIONS = { gfm: true, breaks: true } as const;

/** A section's id, from its heading: "Late fees" → "late-fees" (clause alternatives name sections so). */
export function slugify(heading: string): string {
  return heading
    .replace(/\{\{[^}]*\}\}/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Escapes Markdown in an answer: every character that could start structure becomes a literal. */
export function escapeMarkdown(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n\n')
    // every ASCII punctuation character may be escaped in CommonMark; these could start structure or a link
    .replace(/[\\`*_{}[\]()#+\-.!|<>~&=:@]/g, '\\$&');
}

/** Splits text at the blank markers of unanswered questions. */
function textRuns(text: string, style: Omit<Run, 'text'>): Run[] {
  const runs: Run[] = [];
  for (const [i, part] of text.split(new RegExp(`[${BLANK_OPEN}${BLANK_CLOSE}]`)).entries()) {
    if (part) runs.push(i % 2 ? { text: `[${part}]`, ...style, blank: true } : { text: part, ...style });
  }
  return runs;
}

/** The inline tokens as lines of runs (a `br` starts a new line). */
function inlineLines(tokens: Token[] | undefined, style: Omit<Run, 'text'> = {}, lines: Run[][] = [[]]): Run[][] {
  for (const t of tokens ?? []) {
    const line = lines[lines.length - 1]!;
    switch (t.type) {
      case 'br':
        lines.push([]);
        break;
      case 'strong':
        inlineLines((t as Tokens.Strong).tokens, { ...style, bold: true }, lines);
        break;
      case 'em':
        inlineLines((t as Tokens.Em).tokens, { ...style, italic: true }, lines);
        break;
      case 'text':
      case 'link':
      case 'del':
        if ('tokens' in t && t.tokens?.length) inlineLines(t.tokens, style, lines);
        else line.push(...textRuns((t as Tokens.Text).text, style));
        break;
      default:
        // escape, codespan, html: their text as it reads
        line.push(...textRuns('text' in t ? String(t.text) : t.raw, style));
    }
  }
  return lines;
}

const joinRuns = (lines: Run[][]): Run[] => lines.flatMap((l, i) => (i ? [{ text: ' ' }, ...l] : l));
const plain = (lines: Run[][]) => joinRuns(lines).map((r) => r.text).join('').trim();

/** Plain text of one line of Markdown (a signer's name, a heading). */
export function inlineText(markdown: string): string {
  return plain(inlineLines(Lexer.lexInline(markdown, OPTIONS)));
}

export function markdownBlocks(markdown: string): { title: string; blocks: Block[] } {
  const blocks: Block[] = [];
  let title = '';
  let section = 0;
  let sub = 0;
  /** a signature line waiting for the name under it */
  let signHere = false;
  const paragraph = (tokens: Token[] | undefined) => {
    const lines = inlineLines(tokens).filter((l, i, all) => l.length || (i > 0 && i < all.length - 1));
    if (!lines.some((l) => l.length)) return;
    blocks.push({ type: 'paragraph', lines: signHere ? [[{ text: SIGNATURE_LINE }], ...lines] : lines });
    signHere = false;
  };
  const visit = (token: Token) => {
    switch (token.type) {
      case 'heading': {
        const h = token as Tokens.Heading;
        const text = plain(inlineLines(h.tokens));
        if (h.depth === 1 && !title) {
          title = text;
          blocks.push({ type: 'title', text });
        } else if (h.depth <= 2) {
          section += 1;
          sub = 0;
          blocks.push({ type: 'heading', level: 1, number: `${section}.`, text, id: slugify(text) });
        } else {
          sub += 1;
          blocks.push({ type: 'heading', level: 2, number: `${section}.${sub}`, text, id: slugify(text) });
        }
        break;
      }
      case 'paragraph':
        paragraph((token as Tokens.Paragraph).tokens);
        break;
      case 'list': {
        const list = token as Tokens.List;
        // an item's paragraphs (a loose list) joined into one line; a nested list is not part of the format
        const items = list.items.map((item) => joinRuns(item.tokens.flatMap((t) => ('tokens' in t && t.type !== 'list' ? inlineLines(t.tokens) : [])))).filter((runs) => runs.length);
        if (items.length) blocks.push({ type: 'list', ordered: list.ordered, items });
        break;
      }
      case 'blockquote':
        for (const t of (token as Tokens.Blockquote).tokens) visit(t);
        break;
      case 'hr':
        // a line to sign on ("Sincerely," then ---, then the name printed under it)
        signHere = true;
        break;
      case 'space':
        break;
      default:
        // code, html, a table: kept as text rather than lost
        paragraph([{ type: 'text', raw: token.raw, text: token.raw.trim() } as Tokens.Text]);
    }
  };
  const signOnItsOwn = () => {
    if (signHere) blocks.push({ type: 'paragraph', lines: [[{ text: SIGNATURE_LINE }]] });
    signHere = false;
  };
  for (const token of new Lexer(OPTIONS).lex(markdown)) {
    if (!['paragraph', 'space'].includes(token.type)) signOnItsOwn();
    visit(token);
  }
  signOnItsOwn();
  return { title, blocks };
}
