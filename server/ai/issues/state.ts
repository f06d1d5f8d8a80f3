/**
 * Where the person is: the US state a message names, by name ("Texas", "texas"), postal code ("TX",
 * "(OH)", "Columbus, OH"), city ("here in Austin"), county ("Cook County") or nickname ("the Bay Area"),
 * from places.json; or that they are outside the US ("(Ontario)", "I live in the UK").
 *
 * A story may name several states ("we moved from Ohio to Texas"): each mention scores, more where it
 * says the person lives there ("I live in", "here in", "(TX)" in front, "Texas resident") and less where
 * they left it ("moved from"), and the best state wins; a tie goes to the last named.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { US_STATES, stateName, type StateCode } from '../../../common/jurisdictions';

export interface StateMention {
  code: StateCode;
  /** the words that name it, as written */
  text: string;
  start: number;
  end: number;
}

export interface Whereabouts {
  state?: StateMention & { name: string };
  /** a place outside the US the message names, when no US state is named more firmly */
  abroad?: string;
}

const codeSchema = z.enum(US_STATES.map(([code]) => code) as [StateCode, ...StateCode[]]);
const placeSchema = z.tuple([z.string().min(2)]).rest(codeSchema);
const placesSchema = z.strictObject({
  cities: z.array(placeSchema),
  counties: z.array(placeSchema),
  nicknames: z.array(placeSchema),
  abroad: z.array(z.string().min(2)),
});
export type Places = z.infer<typeof placesSchema>;

export const loadPlaces = (): Places => placesSchema.parse(JSON.parse(readFileSync(new URL('./places.json', import.meta.url), 'utf8')));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
/** all capitals ("NYC", "SF") match as written; anything else in any case */
const isCaps = (name: string) => !/[a-z]/.test(name);

/** Postal codes that are also everyday words or common abbreviations ("IN", "OR", "ME", "MD", "LA"). */
const WORD_CODES = new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'OH', 'AL', 'LA', 'PA', 'MA', 'DE', 'ID', 'CO', 'MO', 'MD', 'AR', 'MI', 'MT', 'NE']);
/** a code in brackets, after "City, ", or before "-based"/"resident": the uses where even a word-code is a state */
const CODE_CONTEXT = /[([]\s*$|[A-Z][a-z]+,\s*$|\bin\s+$/;

/** words before a mention that say the person lives there, and after it */
const LIVES_BEFORE = /\b(live|living|lives|reside|residing|located|based|i'?m|i\s+am|we'?re|we\s+are|here|stuck|renting|rent|work|working|state\s+of|resident\s+of|citizen\s+of)\s+(in\s+)?(the\s+)?(state\s+of\s+)?$/i;
const LIVES_AFTER = /^\s*(here|resident|law|laws|based|native|statute|statutes|court|courts|landlord|employer|\))/i;
const LEFT_BEFORE = /\b(moved|move|moving|relocated|came)\s+(here\s+)?from\s+(the\s+state\s+of\s+)?$/i;
const OPENING_CHARS = 200;
/** a story names its state a few times; past this many mentions, the rest say nothing new */
const MAX_MENTIONS = 300;

interface Matcher {
  pattern: RegExp;
  codes: StateCode[];
  /** a name that cannot be read wrongly scores higher than a city shared by several states */
  weight: number;
}

interface PlaceMatch {
  codes: StateCode[];
  text: string;
  start: number;
  end: number;
  weight: number;
}

function stateNameMatchers(): Matcher[] {
  return US_STATES.map(([code, name]) => ({ pattern: new RegExp(`\\b${escape(name)}\\b`, 'gi'), codes: [code], weight: 1 }));
}


const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const wordsOf = (text: string) => [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));

/**
 * Every city, county and nickname of places.json, found by walking the text's words once: each place is
 * filed under its first word, and only the places starting with a word of the text are tried. A name in
 * capitals ("NYC", "LA") matches only as written.
 */
function placeFinder(places: Places): (text: string) => PlaceMatch[] {
  const byFirstWord = new Map<string, { words: string[]; caps?: string; codes: StateCode[] }[]>();
  for (const [name, ...codes] of [...places.cities, ...places.counties, ...places.nicknames]) {
    const words = wordsOf(name).map((w) => w.word);
    const list = byFirstWord.get(words[0]!) ?? [];
    list.push({ words, caps: isCaps(name) ? name : undefined, codes: codes as StateCode[] });
    byFirstWord.set(words[0]!, list);
  }
  return (text) => {
    const words = wordsOf(text);
    const found: PlaceMatch[] = [];
    words.forEach((first, i) => {
      for (const place of byFirstWord.get(first.word) ?? []) {
        if (!place.words.every((w, k) => words[i + k]?.word === w)) continue;
        const end = words[i + place.words.length - 1]!.end;
        const said = text.slice(first.start, end);
        if (place.caps && said !== place.caps) continue;
        found.push({ codes: place.codes, text: said, start: first.start, end, weight: place.codes.length > 1 ? 0.5 : 0.8 });
      }
    });
    return found;
  };
}

/** A state name that is part of something else: "West Virginia" for Virginia, "Washington, D.C.", "Kansas City". */
function isPartOfAnother(code: StateCode, text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 20), start);
  const after = text.slice(end, end + 25);
  if (code === 'VA' && /west\s+$/i.test(before)) return true;
  if (code === 'WA' && (/^\s*,?\s*D\.?\s?C\b/i.test(after) || /george\s+$/i.test(before) || /^\s+(st|street|ave|avenue|blvd|heights|square|park|post|monument)\b/i.test(after))) return true;
  if ((code === 'KS' || code === 'MO') && /^\s+city\b/i.test(after)) return true;
  if (code === 'IN' && /^\s+jones\b/i.test(after)) return true;
  return false;
}

const STATE_NAMES = stateNameMatchers();
const DC = /\bD\.C\.|\bWashington,?\s+D\.?\s?C\b/i;

/**
 * The states a text names by their full names, each once, in the order first named: "West Virginia" is
 * not Virginia, "Washington, D.C." not Washington, "Kansas City" not Kansas. For the guides' own words.
 */
export function statesNamed(text: string): StateCode[] {
  const found: { code: StateCode; at: number }[] = [];
  const capital = DC.exec(text);
  if (capital) found.push({ code: 'DC', at: capital.index });
  for (const { pattern, codes } of STATE_NAMES) {
    for (const m of text.matchAll(pattern)) {
      if (!isPartOfAnother(codes[0]!, text, m.index, m.index + m[0].length)) found.push({ code: codes[0]!, at: m.index });
    }
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.code))];
}

export function createStateFinder(places: Places) {
  const findPlaces = placeFinder(places);
  const abroad = new RegExp(`(?<![\\w.-])(${places.abroad.map(escape).join('|')})(?![\\w-])`, 'g');
  const codes = new Set<string>(US_STATES.map(([code]) => code));

  function mentions(text: string): (StateMention & { weight: number; codes: StateCode[] })[] {
    const found: (StateMention & { weight: number; codes: StateCode[] })[] = [];
    for (const { pattern, codes: placeCodes, weight } of STATE_NAMES) {
      for (const m of text.matchAll(pattern)) {
        const end = m.index + m[0].length;
        if (!isPartOfAnother(placeCodes[0]!, text, m.index, end)) found.push({ code: placeCodes[0]!, codes: placeCodes, text: m[0], start: m.index, end, weight });
      }
    }
    for (const place of findPlaces(text)) found.push({ ...place, code: place.codes[0]! });
    const capital = DC.exec(text);
    if (capital) found.push({ code: 'DC', codes: ['DC'], text: capital[0], start: capital.index, end: capital.index + capital[0].length, weight: 1 });
    for (const m of text.matchAll(/\b[A-Z]{2}\b/g)) {
      if (!codes.has(m[0])) continue;
      if (WORD_CODES.has(m[0]) && !CODE_CONTEXT.test(text.slice(Math.max(0, m.index - 25), m.index)) && !/^\s*[)\]]/.test(text.slice(m.index + 2))) continue;
      found.push({ code: m[0] as StateCode, codes: [m[0] as StateCode], text: m[0], start: m.index, end: m.index + 2, weight: 1 });
    }
    // "Kansas City" and "Kansas" in one story: the longer name holds the shorter; the first mentions are enough
    found.sort((a, b) => a.start - b.start).splice(MAX_MENTIONS);
    return found.filter((f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start));
  }

  return function findWhereabouts(text: string): Whereabouts {
    const found = mentions(text);
    const named = new Set(found.filter((f) => f.codes.length === 1).map((f) => f.code));
    const scores = new Map<StateCode, { score: number; last: StateMention }>();
    for (const f of found.sort((a, b) => a.start - b.start)) {
      // a city several states share counts for the one the story also names
      const code = f.codes.find((c) => named.has(c)) ?? f.code;
      const before = text.slice(Math.max(0, f.start - 40), f.start);
      const after = text.slice(f.end, f.end + 15);
      let score = f.weight;
      if (LIVES_BEFORE.test(before) || LIVES_AFTER.test(after)) score += 2;
      if (LEFT_BEFORE.test(before)) score -= 1.5;
      if (f.start < OPENING_CHARS) score += 0.5;
      const entry = scores.get(code) ?? { score: 0, last: f };
      scores.set(code, { score: entry.score + score, last: { code, text: f.text, start: f.start, end: f.end } });
    }
    let best: { score: number; last: StateMention } | undefined;
    for (const entry of scores.values()) {
      if (entry.score > 0 && (!best || entry.score > best.score || (entry.score === best.score && entry.last.start > best.last.start))) best = entry;
    }
    // a place abroad counts only where the person says they are there ("(Ontario)", "I live in the UK"),
    // not where a story mentions it ("my family in Mexico", "I served in Iraq"), nor inside a US name
    let outside: { name: string; score: number } | undefined;
    for (const m of text.matchAll(abroad)) {
      if (found.some((f) => f.start <= m.index && f.end >= m.index + m[0].length)) continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 15);
      const tagged = /[([]\s*$/.test(before) && /^\s*[)\]]/.test(after);
      if (!tagged && !LIVES_BEFORE.test(before) && !/^\s+here\b/i.test(after)) continue;
      const score = 3 + (m.index < OPENING_CHARS ? 0.5 : 0);
      if (!outside || score > outside.score) outside = { name: m[1]!, score };
    }
    if (outside && (!best || outside.score > best.score)) return { abroad: outside.name };
    return best ? { state: { ...best.last, name: stateName(best.last.code)! } } : {};
  };
}
