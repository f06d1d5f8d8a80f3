/**
 * The words of a message as the issue spotter reads them: lower-case, apostrophes dropped ("landlord's"
 * reads as "landlord", "won't" as "wont"), each with its dictionary form (wink-lemmatizer: "fired" →
 * "fire", "apartments" → "apartment", "bit" → "bite"), so a cue written "get fired" also meets "got
 * fired". Inflections only: "visitation" stays apart from "visit", "apartment" from "apart".
 */
import lemmatizer from 'wink-lemmatizer';

export interface Token {
  /** the word as written, lower-case, without apostrophes */
  word: string;
  lemma: string;
  /** written in capitals ("ICE", "CHIP"), which a cue in capitals needs */
  caps: boolean;
  /** offsets into the text */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const POSSESSIVE = /['’]s$/;
/**
 * Where the lemmatizer reads a word as some other word ("rent" as the past of "rend", "fined" as "fin",
 * "trafficking" as "traffic", "would" as "will"): the form to use instead.
 */
const OWN_FORM: Record<string, string> = {
  rent: 'rent', fined: 'fine', dui: 'dui', trafficking: 'trafficking', trafficked: 'trafficked', wound: 'wound', ground: 'ground',
  would: 'would', could: 'could', should: 'should', might: 'might',
};
const lemmas = new Map<string, string>(Object.entries(OWN_FORM));

/** The dictionary form of a lower-case word: as a verb if it is an inflected verb, else as a noun. */
export function lemmaOf(word: string): string {
  let lemma = lemmas.get(word);
  if (lemma === undefined) {
    const verb = lemmatizer.verb(word);
    lemma = verb !== word ? verb : lemmatizer.noun(word);
    if (lemmas.size < 50_000) lemmas.set(word, lemma);
  }
  return lemma;
}

export function normalizeWord(raw: string): string {
  return raw.toLowerCase().replace(POSSESSIVE, '').replace(/['’]/g, '');
}

/** Words after which "will" is the document, not the future tense ("a will", "my will", "contest the will"). */
const BEFORE_NOUN_WILL = new Set([
  'a', 'the', 'my', 'your', 'his', 'her', 'their', 'our', 'its', 'this', 'that', 'no', 'without', 'living', 'new', 'old',
  'valid', 'written', 'handwritten', 'online', 'simple', 'last', 'mom', 'moms', 'dad', 'dads', 'mother', 'mothers', 'father',
  'fathers', 'grandma', 'grandmas', 'grandpa', 'grandpas', 'contest', 'make', 'making', 'write', 'writing', 'update', 'change',
  'sign', 'draft', 'in', 'of', 'probate', 'holographic', 'copy', 'original',
]);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = normalizeWord(m[0]);
    if (!word) continue;
    const start = m.index;
    const end = m.index + m[0].length;
    // the future-tense "will" holds a place but matches no cue: "it will rain" is not about a will
    if (word === 'will' && !BEFORE_NOUN_WILL.has(tokens.at(-1)?.word ?? '')) {
      tokens.push({ word: '', lemma: '', caps: false, start, end });
      continue;
    }
    tokens.push({ word, lemma: /\d/.test(word) ? word : lemmaOf(word), caps: /^\P{Ll}*\p{Lu}\P{Ll}*\p{Lu}\P{Ll}*$/u.test(m[0]), start, end });
  }
  return tokens;
}
