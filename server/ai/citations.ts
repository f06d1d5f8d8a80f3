/**
 * The citation contract of every answer, offline or from an LLM: a marker [n] may only cite a passage
 * that was supplied. Markers that cite nothing supplied are removed (and reported); the rest are
 * renumbered by first appearance, so the reader sees [1], [2], [3] in order whatever the passages'
 * numbers were. Works on streamed text: a marker split across deltas waits for its end.
 */

/** a marker still being written at the end of a delta, with the space before it: " [", "[1", " [1, 2" */
const PARTIAL_MARKER = /\s?\[[\d,\s]{0,20}$/;
/** one marker citing one or more passages, with the space before it: " [2]", "[1, 3]" */
const MARKER = /(\s?)\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

export class CitationFilter {
  private pending = '';
  private readonly shown = new Map<number, number>();
  /** passage numbers cited that were never supplied, in the order met */
  readonly removed: number[] = [];

  constructor(private readonly supplied: ReadonlySet<number>) {}

  /** The text to pass on for one delta. */
  push(delta: string): string {
    const text = this.pending + delta;
    const partial = PARTIAL_MARKER.exec(text);
    const cut = partial ? partial.index : text.length;
    this.pending = text.slice(cut);
    return this.rewrite(text.slice(0, cut));
  }

  /** Whatever is held back, at the end of the text. */
  flush(): string {
    const rest = this.rewrite(this.pending);
    this.pending = '';
    return rest;
  }

  /** The cited passages as [passage number, number shown], in the order shown. */
  cited(): [passage: number, shown: number][] {
    return [...this.shown];
  }

  private rewrite(text: string): string {
    return text.replace(MARKER, (_whole, space: string, list: string) => {
      const kept = list
        .split(/\s*,\s*/)
        .map(Number)
        .filter((n) => this.supplied.has(n) || (this.removed.push(n), false));
      return kept.length ? space + [...new Set(kept)].map((n) => `[${this.numberOf(n)}]`).join('') : '';
    });
  }

  private numberOf(passage: number): number {
    if (!this.shown.has(passage)) this.shown.set(passage, this.shown.size + 1);
    return this.shown.get(passage)!;
  }
}
