/**
 * A knowledge-base section's Markdown as the pieces an extractive answer quotes: paragraphs (split into
 * sentences), bullet items and numbered steps, each with the subheading above it. Quoted pieces keep
 * their inline Markdown (bold labels such as "**California:**"), which the chat renders.
 *
 * A piece that speaks of one state only knows it (`state`), so an answer never quotes it as if it held
 * everywhere: its bold label or subheading names the state, or it names one state itself, or it goes on
 * about the state the sentence before it named ("New York was the last state to add one. It lets a
 * spouse…"), in which case the two are one piece, since the second means nothing alone.
 */
import type { StateCode } from '../../../common/jurisdictions';
import { sentencesOf } from '../../lib/sentences';
import { statesNamed } from '../issues/state';

export interface Block {
  kind: 'sentence' | 'bullet' | 'step';
  /** the Markdown of the sentence or item, without its list marker */
  markdown: string;
  /** the `###` subheading it sits under, if any */
  subheading?: string;
  /** the bold label an item opens with ("California" for "**California:** 21 days…") */
  label?: string;
  /** the one state it is about, if it is about one state only */
  state?: StateCode;
}

/** words that carry on about what the sentence before said */
const CARRIES_ON = /^(\*\*)?(It|Its|This|That|These|Those|They|Their|There|Such|The state|That state|The law|The rule)\b/;
/** a piece that names one state but speaks of the others too is general ("in 49 states; Montana is the exception") */
const GENERAL = /\b(states|nationwide|every state|most states|federal)\b/i;

function labelOf(markdown: string): string | undefined {
  return /^\*\*([^*]+?):?\*\*:?/.exec(markdown)?.[1]?.replace(/[.:]$/, '').trim();
}

function stateOf(markdown: string, label: string | undefined, subheading: string | undefined): StateCode | undefined {
  const [labelled] = label ? statesNamed(label) : [];
  if (labelled && statesNamed(label!).length === 1) return labelled;
  const underHeading = subheading ? statesNamed(subheading) : [];
  if (underHeading.length === 1) return underHeading[0];
  const named = statesNamed(markdown);
  return named.length === 1 && !GENERAL.test(markdown) ? named[0] : undefined;
}

function parse(markdown: string): Block[] {
  const blocks: Block[] = [];
  let subheading: string | undefined;
  let paragraph: string[] = [];
  const push = (kind: Block['kind'], text: string) => {
    const label = labelOf(text);
    blocks.push({ kind, markdown: text, subheading, label, state: stateOf(text, label, subheading) });
  };
  const flush = () => {
    let previous: Block | undefined;
    for (const sentence of sentencesOf(paragraph.join(' '))) {
      if (previous?.state && CARRIES_ON.test(sentence) && statesNamed(sentence).length === 0) {
        previous.markdown = `${previous.markdown} ${sentence}`;
        continue;
      }
      push('sentence', sentence);
      previous = blocks.at(-1);
    }
    paragraph = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = /^#{3,6}\s+(.+)$/.exec(line);
    const bullet = /^[-*+]\s+(.+)$/.exec(line);
    const step = /^\d+[.)]\s+(.+)$/.exec(line);
    if (!line || heading || bullet || step) flush();
    if (heading) subheading = heading[1]!.trim();
    else if (bullet) push('bullet', bullet[1]!);
    else if (step) push('step', step[1]!);
    else if (line) paragraph.push(line);
  }
  flush();
  return blocks;
}

/** the guides' sections are few and read by every answer: each is cut once */
const cache = new Map<string, Block[]>();
const CACHE_SIZE = 4000;

export function blocksOf(markdown: string): Block[] {
  let blocks = cache.get(markdown);
  if (!blocks) {
    blocks = parse(markdown);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(markdown, blocks);
  }
  return blocks;
}
