/**
 * The knowledge base's vocabulary in memory: every corpus word with its stemmed lexeme and the number of
 * topics holding that lexeme (kb_terms, rebuilt by the sync). Resolving a search word against it (its
 * stem, the words it begins, the word it misspells) is a few lookups here instead of a query per
 * search: on the embedded database each query costs about a millisecond before it does any work.
 *
 * It is read once per process. The content changes only when a new release starts and syncs it, so a
 * process never sees it change; during a rolling deploy the old instances keep their old vocabulary
 * until they stop, which at worst misses a word added by the new release.
 */
import { QUESTION_FILLER, typoDistance } from './query';

export interface TermRow {
  term: string;
  lexeme: string;
  topicCount: number;
}

export interface Lexeme {
  /** the corpus word it came from (the query word itself for 'exact') */
  term: string;
  lexeme: string;
  topicCount: number;
  kind: 'exact' | 'prefix' | 'typo';
}

/** how many corpus words a half-typed word may stand for (the most widespread first) */
const PREFIX_EXPANSIONS = 8;
/** typos are only looked for in words at least this long: shorter ones have too many neighbours */
const TYPO_MIN_LENGTH = 4;

export class Vocabulary {
  private readonly byTerm = new Map<string, TermRow>();
  private readonly byLexeme = new Map<string, { terms: string[]; topicCount: number }>();
  /** all terms in byte order, for prefix ranges */
  private readonly sorted: string[];

  constructor(
    rows: TermRow[],
    /** topics in the knowledge base, for inverse document frequency */
    readonly totalTopics: number,
  ) {
    for (const row of rows) {
      this.byTerm.set(row.term, row);
      const entry = this.byLexeme.get(row.lexeme) ?? { terms: [], topicCount: 0 };
      entry.terms.push(row.term);
      entry.topicCount = Math.max(entry.topicCount, row.topicCount);
      this.byLexeme.set(row.lexeme, entry);
    }
    this.sorted = [...this.byTerm.keys()].sort();
  }

  /** The lexeme of a corpus word; undefined for a word the corpus does not have (stem it in the database). */
  lexemeOf(word: string): string | undefined {
    return this.byTerm.get(word)?.lexeme;
  }

  /** The corpus words whose lexeme is one of these: what to highlight in a snippet. */
  termsOf(lexemes: readonly string[]): string[] {
    return lexemes.flatMap((l) => this.byLexeme.get(l)?.terms ?? []);
  }

  /**
   * What one search word may stand for, given its stems: each stem (with the number of topics holding
   * it, 0 when none does); for a half-typed word, the lexemes of the corpus words it begins; and, only
   * when no topic holds the word or anything it begins, the closest corpus word one slip away.
   */
  resolve(word: string, stems: readonly string[], prefix: boolean): Lexeme[] {
    const exact = stems.map((lexeme) => ({ term: word, lexeme, topicCount: this.byLexeme.get(lexeme)?.topicCount ?? 0, kind: 'exact' as const }));
    const completions = prefix ? this.completions(word) : [];
    if (exact.some((l) => l.topicCount > 0) || completions.length) return [...exact, ...completions];
    const typo = this.closestTypo(word);
    return typo ? [...exact, typo] : exact;
  }

  private completions(prefix: string): Lexeme[] {
    const best = new Map<string, Lexeme>();
    for (let i = lowerBound(this.sorted, prefix); i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++) {
      const row = this.byTerm.get(this.sorted[i]!)!;
      const lexeme = this.byLexeme.get(row.lexeme)!;
      if (!best.has(row.lexeme)) best.set(row.lexeme, { term: row.term, lexeme: row.lexeme, topicCount: lexeme.topicCount, kind: 'prefix' });
    }
    return [...best.values()].sort((a, b) => b.topicCount - a.topicCount || a.term.localeCompare(b.term)).slice(0, PREFIX_EXPANSIONS);
  }

  /** The corpus word the word most likely misspells: fewest edits, then the most widespread. */
  private closestTypo(word: string): Lexeme | undefined {
    if (word.length < TYPO_MIN_LENGTH) return undefined;
    let best: { row: TermRow; distance: number } | undefined;
    // a misspelling keeps its first letter far more often than not; checking only those keeps this cheap
    for (let i = lowerBound(this.sorted, word[0]!); i < this.sorted.length && this.sorted[i]![0] === word[0]; i++) {
      const term = this.sorted[i]!;
      // a misspelt word is a word someone meant: never filler like "would" (for "world")
      if (Math.abs(term.length - word.length) > 2 || QUESTION_FILLER.has(term)) continue;
      const distance = typoDistance(word, term);
      if (distance === undefined) continue;
      const row = this.byTerm.get(term)!;
      if (!best || distance < best.distance || (distance === best.distance && row.topicCount > best.row.topicCount)) best = { row, distance };
    }
    if (!best || best.row.topicCount === 0) return undefined;
    return { term: best.row.term, lexeme: best.row.lexeme, topicCount: best.row.topicCount, kind: 'typo' };
  }
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
