/**
 * Training examples from a labelled contract: its passages, as the analyzer cuts them (segment.ts,
 * passages.ts), each a clause of every type whose labelled passage covers at least half of it, or at
 * least half of which it holds.
 */
import type { ClauseType } from '../../../common/schemas/documents';
import type { Span } from '../eval/cuad';
import { passagesOf, type Passage } from '../passages';
import { segmentText } from '../segment';
import type { Example } from './train';

export interface ContractPassages {
  passages: Passage[];
  headings: (string | undefined)[];
}

export function contractPassages(text: string): ContractPassages {
  const segments = segmentText(text);
  const passages = passagesOf(text, segments);
  return { passages, headings: passages.map((p) => segments[p.segment]!.heading) };
}

const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

export function examplesOf(text: string, spans: Partial<Record<ClauseType, Span[]>>, types: ClauseType[], cut = contractPassages(text)): Example[] {
  return cut.passages.map((p, i) => ({
    passage: text.slice(p.start, p.end),
    heading: cut.headings[i],
    positive: types.flatMap((type, c) =>
      (spans[type] ?? []).some((s) => overlap(p, s) >= 0.5 * Math.min(p.end - p.start, s.end - s.start)) ? [c] : [],
    ),
  }));
}
