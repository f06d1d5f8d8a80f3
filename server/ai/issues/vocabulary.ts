/**
 * The issue spotter's vocabulary: for each area of the knowledge base, the phrases people use for its
 * problems (`cues/<area>.json`: `cues` for the area, `guides` for each of its guides), each with a
 * weight (3: says it on its own, 2: a strong sign, 1: context). Written from how people describe their
 * problems, not legal terms only; checked by vocabulary.test.ts against the knowledge base.
 *
 * A phrase matches whole words in order: each word in its dictionary form ("got fired" meets "get
 * fired"), or, ending in "*", any word that starts so ("evict*"). A word written in capitals matches
 * only capitals: "CHIP" the program, not a chocolate chip; "ICE", not ice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { lemmaOf, normalizeWord, type Token } from './text';

const FOLDER = new URL('./cues/', import.meta.url);

const phraseSchema = z.tuple([z.string().min(1).max(80), z.union([z.literal(1), z.literal(2), z.literal(3)])]);
export const vocabularyFileSchema = z.strictObject({
  area: z.string().regex(/^[a-z-]+$/),
  /**
   * Words without one of which a story is hardly of the area, whatever else it says: domestic violence
   * is abuse by a partner, an ex or a family member, so "stalked" or "threatened" needs one of them.
   */
  needs: z.array(z.string().min(1).max(40)).optional(),
  cues: z.array(phraseSchema),
  guides: z.record(z.string().regex(/^[a-z0-9-]+$/), z.array(phraseSchema).min(1)),
});
export type VocabularyFile = z.infer<typeof vocabularyFileSchema>;

type Part = { prefix: boolean; value: string; caps: boolean };

export interface Cue {
  phrase: string;
  weight: number;
  categoryId: string;
  /** the guide it points to; none: the area as a whole */
  topicId?: string;
  parts: Part[];
}

/** A cue's name, the same from one run to the next: its guide (or area) and its phrase. */
export const cueKey = (cue: Cue) => `${cue.categoryId}/${cue.topicId ?? '*'}:${cue.phrase}`;

export interface CueHit {
  cue: Cue;
  /** offsets of the words it matched */
  start: number;
  end: number;
  /** the index of its first token */
  at: number;
}

const PHRASE_WORD = /([\p{L}\p{N}]+(?:['’][\p{L}]+)*)(\*?)/gu;

export function partsOf(phrase: string): Part[] {
  return [...phrase.matchAll(PHRASE_WORD)].map(([, word, star]) => {
    const value = normalizeWord(word!);
    const caps = /\p{Lu}.*\p{Lu}/u.test(word!) && !/\p{Ll}/u.test(word!);
    return star ? { prefix: true, value, caps } : { prefix: false, value: /\d/.test(value) ? value : lemmaOf(value), caps };
  });
}

const matches = (part: Part, token: Token) =>
  (!part.caps || token.caps) && !!token.word && (part.prefix ? token.word.startsWith(part.value) : token.lemma === part.value || token.word === part.value);
/** prefix cues are found by their first three letters */
const PREFIX_KEY = 3;

export class Vocabulary {
  private readonly byLemma = new Map<string, Cue[]>();
  private readonly byPrefix = new Map<string, Cue[]>();
  readonly cues: Cue[];
  /** for each area that has them, the phrases it needs (`needs`) */
  private readonly needs: Map<string, Vocabulary>;

  constructor(files: VocabularyFile[]) {
    this.needs = new Map(files.filter((f) => f.needs?.length).map((f) => [f.area, new Vocabulary([{ area: f.area, cues: f.needs!.map((n) => [n, 1] as const), guides: {} }])]));
    this.cues = files.flatMap((file) => [
      ...file.cues.map(([phrase, weight]) => ({ phrase, weight, categoryId: file.area, parts: partsOf(phrase) })),
      ...Object.entries(file.guides).flatMap(([topicId, phrases]) =>
        phrases.map(([phrase, weight]) => ({ phrase, weight, categoryId: file.area, topicId, parts: partsOf(phrase) })),
      ),
    ]);
    for (const cue of this.cues) {
      const first = cue.parts[0];
      if (!first) continue;
      const index = first.prefix ? this.byPrefix : this.byLemma;
      const key = first.prefix ? first.value.slice(0, PREFIX_KEY) : first.value;
      index.set(key, [...(index.get(key) ?? []), cue]);
    }
  }

  /** The areas that need words the tokens do not hold. */
  wanting(tokens: Token[]): Set<string> {
    return new Set([...this.needs].filter(([, needed]) => !needed.find(tokens).length).map(([area]) => area));
  }

  /** Every cue the tokens hold, in the order met. */
  find(tokens: Token[]): CueHit[] {
    const hits: CueHit[] = [];
    tokens.forEach((token, at) => {
      const candidates = [...(this.byLemma.get(token.lemma) ?? []), ...(token.word !== token.lemma ? (this.byLemma.get(token.word) ?? []) : []), ...(this.byPrefix.get(token.word.slice(0, PREFIX_KEY)) ?? [])];
      for (const cue of candidates) {
        if (at + cue.parts.length > tokens.length) continue;
        if (cue.parts.every((part, k) => matches(part, tokens[at + k]!))) hits.push({ cue, start: token.start, end: tokens[at + cue.parts.length - 1]!.end, at });
      }
    });
    return hits;
  }
}

export function loadVocabularyFiles(): VocabularyFile[] {
  return readdirSync(FOLDER)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => vocabularyFileSchema.parse(JSON.parse(readFileSync(new URL(name, FOLDER), 'utf8'))));
}

let shared: Vocabulary | undefined;
/** The vocabulary of every area, read once. */
export const vocabulary = () => (shared ??= new Vocabulary(loadVocabularyFiles()));
