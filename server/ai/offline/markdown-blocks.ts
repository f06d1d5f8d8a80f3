/**
 * A knowledge-base section's Markdown as the pieces an extractive answer quotes: paragraphs (split into
 * sentences), bullet items and numbered steps, each with the subheading above it. Quoted pieces keep
 * their inline Markdown (bold labels such as "**California:**"), which the chat renders.
 */

export interface Block {
  kind: 'sentence' | 'bullet' | 'step';
  /** the Markdown of the sentence or item, without its list marker */
  markdown: string;
  /** the `###` subheading it sits under, if any */
  subheading?: string;
  /** the bold label an item opens with ("California" for "**California:** 21 days…") */
  label?: string;
}

/** Sentence ends: ". ", "? ", "! ", also after closing quotes, brackets or bold markers. */
const SENTENCE_END = /(?<=[.!?]["”’)]?\**)\s+(?=\**["“(]?[A-Z0-9])/;

export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
}

function labelOf(markdown: string): string | undefined {
  return /^\*\*([^*]+?):?\*\*:?/.exec(markdown)?.[1]?.replace(/:$/, '').trim();
}

export function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let subheading: string | undefined;
  let paragraph: string[] = [];
  const flush = () => {
    for (const sentence of sentencesOf(paragraph.join(' '))) blocks.push({ kind: 'sentence', markdown: sentence, subheading, label: labelOf(sentence) });
    paragraph = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = /^#{3,6}\s+(.+)$/.exec(line);
    const bullet = /^[-*+]\s+(.+)$/.exec(line);
    const step = /^\d+[.)]\s+(.+)$/.exec(line);
    if (!line || heading || bullet || step) flush();
    if (heading) subheading = heading[1]!.trim();
    else if (bullet) blocks.push({ kind: 'bullet', markdown: bullet[1]!, subheading, label: labelOf(bullet[1]!) });
    else if (step) blocks.push({ kind: 'step', markdown: step[1]!, subheading, label: labelOf(step[1]!) });
    else if (line) paragraph.push(line);
  }
  flush();
  return blocks;
}
