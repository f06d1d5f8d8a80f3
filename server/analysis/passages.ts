/**
 * A clause cut into passages (its sentences, roughly), each with offsets into the text: what the clause
 * model reads and what the clause map points to as "where the label came from". A passage ends at a
 * paragraph break, or at a full stop before a capital unless the stop closes an abbreviation ("Inc.",
 * "U.S.", "Section 2.", "(a)."). Hand-written because it must keep offsets and cut 1 MB in milliseconds:
 * sentence-splitter takes 3.5 s for 1 MB of contracts (docs/decisions/0011-clause-model.md). Pure.
 */
import type { Segment } from '../../common/schemas/documents';

export interface Passage {
  start: number;
  end: number;
  /** index of the segment it belongs to */
  segment: number;
}

/** A passage longer than this is cut at its next semicolon or comma-free break; shorter ones are merged. */
const LONGEST = 1200;
const SHORTEST = 25;

/** A full stop (or ? or !), closing quotes or brackets, space, then what opens a sentence. */
const END = /[.?!]["”’)]*\s+(?=["“(]?[A-Z0-9])|\n\s*\n|;\s+(?=\(?[a-z0-9ivx]{1,4}\)\s)/g;
/** What stands before a full stop that does not end a sentence. */
const NOT_AN_END = /(?:\b(?:Inc|Co|Corp|Ltd|LLC|L\.L\.C|N\.A|No|Nos|Sec|Secs|Art|Para|Sch|Ex|Exh|St|Mr|Mrs|Ms|Dr|Jr|Sr|vs?|etc|e\.g|i\.e|approx|U\.S|U\.K|S\.A|B\.V|N\.V|A\.G|P\.C|L\.P|L\.L\.P|Pty|Cal|Civ|Stat|Code)|\b[A-Z]|\b\d+(?:\.\d+)*|\([a-z0-9ivx]{1,4}\))\.$/;

export function passagesOf(text: string, segments: Segment[]): Passage[] {
  const passages: Passage[] = [];
  segments.forEach((segment, index) => {
    let start = segment.start;
    const body = text.slice(segment.start, segment.end);
    const push = (end: number) => {
      const s = start;
      start = end;
      if (end - s < 1) return;
      const last = passages.at(-1);
      // a stub ("1.", a heading line) joins the passage that follows it within the clause
      if (last && last.segment === index && last.end - last.start < SHORTEST) last.end = end;
      else passages.push({ start: s, end, segment: index });
    };
    for (const m of body.matchAll(END)) {
      const at = segment.start + m.index;
      if (m[0][0] === '.' && NOT_AN_END.test(text.slice(Math.max(segment.start, at - 12), at + 1))) continue;
      push(at + m[0].length);
    }
    push(segment.end);
    // a passage still too long (a run-on list) is cut at semicolons
    const first = passages.findIndex((p) => p.segment === index);
    for (const p of first < 0 ? [] : passages.splice(first)) {
      if (p.end - p.start <= LONGEST) {
        passages.push(p);
        continue;
      }
      let from = p.start;
      for (const m of text.slice(p.start, p.end).matchAll(/;\s+/g)) {
        const at = p.start + m.index + m[0].length;
        if (at - from >= LONGEST / 2) {
          passages.push({ start: from, end: at, segment: index });
          from = at;
        }
      }
      passages.push({ start: from, end: p.end, segment: index });
    }
  });
  for (const p of passages) while (p.end > p.start && /\s/.test(text[p.end - 1]!)) p.end--;
  return passages;
}
