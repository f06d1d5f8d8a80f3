/**
 * Which place's law governs an agreement: a US state, DC or territory, a Canadian province, one of the
 * UK's three legal systems, an Australian state, Hong Kong, or a country, read from the sentence that
 * chooses it ("governed by the laws of the State of New York", "Ontario law shall govern", "subject to
 * Swiss law"). A place named for where a party is incorporated ("organized under the laws of Delaware")
 * is not the governing law, and a sentence about courts, venue or an arbitration seat names no law.
 * Only the sentences around the word "law" are read, and a place is looked up word by word in a table,
 * so the time grows with the length of the text and nothing else. Pure.
 */
import { AUSTRALIAN_STATES, CANADIAN_PROVINCES, COUNTRIES, OTHER_JURISDICTIONS, UK_JURISDICTIONS, US_STATES, US_TERRITORIES } from '../../common/jurisdictions';

export interface GoverningLaw {
  /** a US state or DC exactly as US_STATES names it; elsewhere "England and Wales", "Ontario, Canada", "Switzerland" */
  place: string;
  /** the sentence that chooses the law */
  start: number;
  end: number;
  /** the words that name it within that sentence: "laws of the State of New York", "Swiss law" */
  wordsStart: number;
  wordsEnd: number;
}

interface Place {
  name: string;
  /** the country a part of one belongs to: the more specific of the two governs */
  within?: string;
}

const key = (s: string) =>
  /^[a-z]+$/i.test(s) ? s.toLowerCase() : s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[’`]/g, "'").replace(/&/g, 'and').replace(/\./g, '').replace(/\s+/g, ' ').trim();

const PLACES = new Map<string, Place>();
const add = (names: readonly string[], place: (name: string) => Place) => names.forEach((n) => PLACES.set(key(n), place(n)));
add(COUNTRIES, (name) => ({ name }));
add(OTHER_JURISDICTIONS, (name) => ({ name, within: name === 'Hong Kong' || name === 'Macau' ? "People's Republic of China" : undefined }));
add(UK_JURISDICTIONS, (name) => ({ name, within: 'United Kingdom' }));
add(CANADIAN_PROVINCES, (name) => ({ name: `${name}, Canada`, within: 'Canada' }));
add(AUSTRALIAN_STATES, (name) => ({ name: `${name}, Australia`, within: 'Australia' }));
add(US_TERRITORIES, (name) => ({ name, within: 'United States' }));
add(US_STATES.map(([, name]) => name), (name) => ({ name, within: 'United States' }));

/** other ways contracts write a place, by the key of the name above they mean */
const ALIASES: Record<string, string> = {
  england: 'england and wales', wales: 'england and wales', 'great britain': 'united kingdom', uk: 'united kingdom', 'united kingdom of great britain and northern ireland': 'united kingdom',
  us: 'united states', roc: 'taiwan', usa: 'united states', 'united states of america': 'united states', america: 'united states',
  prc: "people's republic of china", 'pr china': "people's republic of china", "peoples republic of china": "people's republic of china", china: "people's republic of china", 'mainland china': "people's republic of china",
  'republic of china': 'taiwan', korea: 'south korea', 'republic of korea': 'south korea', 'russian federation': 'russia', czechia: 'czech republic',
  uae: 'united arab emirates', holland: 'netherlands', 'hong kong sar': 'hong kong', hksar: 'hong kong', macao: 'macau', 'swiss confederation': 'switzerland',
  "cote d'ivoire": 'ivory coast', brasil: 'brazil', 'viet nam': 'vietnam', burma: 'myanmar', newfoundland: 'newfoundland and labrador',
  dc: 'district of columbia', 'washington dc': 'district of columbia', 'virgin islands': 'us virgin islands', 'united states virgin islands': 'us virgin islands', bvi: 'british virgin islands',
};
for (const [alias, name] of Object.entries(ALIASES)) PLACES.set(alias, PLACES.get(name)!);

/** the adjective before "law": "Swiss law", "English law" */
const ADJECTIVES = new Map<string, Place>(
  Object.entries({
    english: 'england and wales', welsh: 'england and wales', scots: 'scotland', scottish: 'scotland', british: 'united kingdom', irish: 'ireland', swiss: 'switzerland',
    german: 'germany', french: 'france', italian: 'italy', spanish: 'spain', portuguese: 'portugal', dutch: 'netherlands', belgian: 'belgium', austrian: 'austria',
    swedish: 'sweden', danish: 'denmark', norwegian: 'norway', finnish: 'finland', polish: 'poland', czech: 'czech republic', greek: 'greece', turkish: 'turkey',
    russian: 'russia', israeli: 'israel', japanese: 'japan', chinese: "people's republic of china", korean: 'south korea', indian: 'india', singaporean: 'singapore',
    australian: 'australia', canadian: 'canada', mexican: 'mexico', brazilian: 'brazil', argentine: 'argentina', argentinian: 'argentina', chilean: 'chile',
    colombian: 'colombia', peruvian: 'peru', hungarian: 'hungary', romanian: 'romania', ukrainian: 'ukraine', egyptian: 'egypt', 'south african': 'south africa',
    nigerian: 'nigeria', kenyan: 'kenya', taiwanese: 'taiwan', thai: 'thailand', vietnamese: 'vietnam', indonesian: 'indonesia', malaysian: 'malaysia',
    philippine: 'philippines', maltese: 'malta', cypriot: 'cyprus', icelandic: 'iceland', luxembourgish: 'luxembourg', american: 'united states',
  }).map(([adjective, name]) => [adjective, PLACES.get(name)!]),
);

/** the last word of every name and adjective: a word before "law" that is none of these names no place */
const LAST_WORDS = new Set([...PLACES.keys(), ...ADJECTIVES.keys(), 'governing'].map((k) => k.split(' ').at(-1)!));

/** "the State of", "the Republic of": words before a name that are not part of it */
const PREFIXES = new Set(['state of', 'commonwealth of', 'province of', 'territory of', 'republic of', 'federal republic of', 'kingdom of', 'principality of', 'grand duchy of', 'emirate of', 'country of']);

const LONGEST_NAME = 7;
const WORD = /[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F.'’-]*|&/g;

interface Word {
  key: string;
  start: number;
  end: number;
}

function wordsIn(text: string, from: number, to: number): Word[] {
  return Array.from(text.slice(from, to).matchAll(WORD), (m) => {
    // a full stop ends the word unless the word is an abbreviation ("U.S.A.")
    const word = /^[^.]+\.$/.test(m[0]) ? m[0].slice(0, -1) : m[0];
    return { key: key(word), start: from + m.index, end: from + m.index + word.length };
  });
}

/** the first word of every name and of every "State of"-like prefix: a name is looked for only where one stands */
const FIRST_WORDS = new Set([...PLACES.keys(), ...PREFIXES].map((k) => k.split(' ')[0]!));

/** the longest name in the table that starts at word i */
function longest(words: Word[], i: number, table: Map<string, Place>): { place: Place; next: number } | undefined {
  if (!FIRST_WORDS.has(words[i]?.key ?? '')) return undefined;
  const phrases = [words[i]!.key];
  for (let n = 1; n < LONGEST_NAME && i + n < words.length; n++) phrases.push(`${phrases[n - 1]} ${words[i + n]!.key}`);
  for (let n = phrases.length; n >= 1; n--) {
    const place = table.get(phrases[n - 1]!);
    if (place) return { place, next: i + n };
  }
  return undefined;
}

/** a place named from word i: "New York", "the State of New York", "the People's Republic of China" */
function placeAt(words: Word[], i: number): { place: Place; next: number } | undefined {
  if (words[i]?.key === 'the') i++;
  if (!FIRST_WORDS.has(words[i]?.key ?? '')) return undefined;
  const direct = longest(words, i, PLACES);
  if (direct) return direct;
  for (const n of [2, 3]) {
    if (!PREFIXES.has(words.slice(i, i + n).map((w) => w.key).join(' '))) continue;
    const j = words[i + n]?.key === 'the' ? i + n + 1 : i + n;
    return longest(words, j, PLACES);
  }
  return undefined;
}

interface Mention {
  place: Place | 'back-reference';
  start: number;
  end: number;
  /** where a party is organised ("a company organized under the laws of Delaware"), not a law chosen */
  incorporation?: boolean;
}

/** a party's place of incorporation or organisation, said just before the words naming the law */
const INCORPORATED =
  /\b(?:organi[sz]ed|incorporated|formed|existing|registered|chartered|established|constituted|domiciled|created|incorporation|organi[sz]ation|formation)\b(?:(?!govern|constru)[^.;()]){0,50}?\b(?:under|pursuant to|in accordance with|by virtue of)\s+(?:and\s+by\s+virtue\s+of\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}$/i;
/** "laws of", "laws and decisions of", "laws, other than its choice of law rules, of", "laws in force in" */
const AFTER_LAW =
  /^(?:\s*,[^,.;]{1,60},|\s+(?:and|or)\s+(?:[a-z]+\s+)?(?:decisions|regulations|rules|statutes|legislation|jurisprudence|precedents|ordinances))?\s+(?:(?:of|in force in|in effect in|applicable in|prevailing in|in)\s+|(?=(?:the\s+)?(?:state|commonwealth|province)\s+of\b))/i;
const AFTER_HEADING = /^\s*[:–—-]\s*/;
/** "the laws thereof", "the laws of such State": the place named earlier in the sentence */
const BACK_REFERENCE = /^\s+(?:thereof|of\s+(?:such|that|said|the\s+same)\s+(?:state|commonwealth|province|country|jurisdiction))\b/i;

/** The places a "law"/"laws" at [at, atEnd) names: "laws of the State of X (and of Y)", "X law", "Governing Law: X". */
function mentionsAt(text: string, at: number, atEnd: number): Mention[] {
  const found: Mention[] = [];
  const last = /([A-Za-z\u00C0-\u024F][\w.'’-]*)\s{1,2}$/.exec(text.slice(Math.max(0, at - 30), at));
  const before = last && LAST_WORDS.has(key(last[1]!)) ? wordsIn(text, Math.max(0, at - 60), at) : [];
  const heading = before.at(-1)?.key === 'governing';
  const after = AFTER_LAW.exec(text.slice(atEnd, atEnd + 100)) ?? (heading ? AFTER_HEADING.exec(text.slice(atEnd, atEnd + 10)) : null);
  const back = BACK_REFERENCE.exec(text.slice(atEnd, atEnd + 40));
  if (back) found.push({ place: 'back-reference', start: at, end: atEnd + back[0].length });
  if (after) {
    const from = atEnd + after[0].length;
    const words = wordsIn(text, from, Math.min(text.length, from + 160));
    let hit = words[0]?.start === from ? placeAt(words, 0) : undefined;
    for (let hops = 0; hit && hops < 2; hops++) {
      found.push({ place: hit.place, start: hops ? words[hit.next - 1]!.start : heading ? before.at(-1)!.start : at, end: words[hit.next - 1]!.end });
      // "the laws of the United States and the State of Delaware"
      const conjunction = words[hit.next]?.key === 'and' || words[hit.next]?.key === 'or' ? hit.next + 1 : -1;
      hit = conjunction > 0 ? placeAt(words, words[conjunction]?.key === 'of' ? conjunction + 1 : conjunction) : undefined;
    }
  }
  // "New York law", "Swiss law": the words must end just before it
  for (let n = Math.min(3, before.length); n >= 1; n--) {
    const words = before.slice(-n);
    if (at - words.at(-1)!.end > 2) break;
    const phrase = words.map((w) => w.key).join(' ');
    const place = PLACES.get(phrase) ?? ADJECTIVES.get(phrase);
    if (place) {
      found.push({ place, start: words[0]!.start, end: atEnd });
      break;
    }
  }
  return found.map((m) => ({ ...m, incorporation: INCORPORATED.test(text.slice(Math.max(0, m.start - 90), m.start)) }));
}

/** every place named in [from, to), in order: what "the laws thereof" may point back to */
function placesIn(text: string, from: number, to: number): Mention[] {
  const words = wordsIn(text, from, to);
  const found: Mention[] = [];
  for (let i = 0; i < words.length; i++) {
    const hit = words[i]!.key === 'the' ? undefined : placeAt(words, i);
    if (!hit) continue;
    found.push({ place: hit.place, start: words[i]!.start, end: words[hit.next - 1]!.end });
    i = hit.next - 1;
  }
  return found;
}

const ABBREVIATION = /(?:^|[\s.(])(?:[A-Za-z]|Inc|Ltd|Co|Corp|No|Nos|St|Mr|Mrs|Ms|Dr|Jr|Sr|Sec|Art|vs|etc|e\.g|i\.e|[A-Z]\.[A-Z])$/;
const SENTENCE_WINDOW = 600;

/** The sentence around [from, to): from the end of the one before (or a blank line) to its own full stop. */
function sentenceAround(text: string, from: number, to: number): { start: number; end: number } {
  const base = Math.max(0, from - SENTENCE_WINDOW);
  let start = base;
  for (const m of text.slice(base, from).matchAll(/[.!?]["”’)]*\s+|\n[ \t]*\n/g)) {
    if (m[0][0] === '.' && ABBREVIATION.test(text.slice(Math.max(0, base + m.index - 8), base + m.index))) continue;
    start = base + m.index + m[0].length;
  }
  let end = Math.min(text.length, to + SENTENCE_WINDOW);
  for (const m of text.slice(to, end).matchAll(/[.!?](?=["”’)]*(?:\s|$))|\n[ \t]*\n/g)) {
    if (m[0] === '.' && ABBREVIATION.test(text.slice(Math.max(0, to + m.index - 8), to + m.index))) continue;
    end = to + m.index + (m[0][0] === '\n' ? 0 : 1);
    break;
  }
  while (/\s/.test(text[start] ?? '')) start++;
  return { start, end };
}

/** words that choose a law: just before the place ("governed by the laws of"), or just after it ("New York law shall govern") */
const GOVERNS = /\b(?:govern(?:s|ed|ing)?|constru(?:e|ed|es|ing)|interpret(?:s|ed|ing)?|enforced|controlled by|determined)\b/i;
const GOVERNS_AFTER = /^[^.;]{0,30}?\b(?:govern|governs|appl(?:y|ies)|control|controls)\b/i;
const APPLIES = /\b(?:appl(?:y|ies|ied|icable|ication)|subject to|in accordance with|pursuant to|choice of law)\b/i;
const HEADING = /\b(?:governing|applicable|choice of|proper) laws?\b/i;
/** the sentence is about this agreement, not something it mentions */
const THIS_AGREEMENT = /\b(?:this|these)\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract|lease|terms|licen[cs]e|note|amendment|deed)\b|\bhere(?:under|of|to|in|by)\b/i;
/** how far before the place the words that choose it may stand */
const NEAR = 150;

/** 3: the words choose this law; 2: the sentence governs something by it; 1: it applies; 0: it is only mentioned */
function strength(text: string, sentence: { start: number; end: number }, m: Mention, heading: boolean): number {
  const lead = text.slice(Math.max(sentence.start, m.start - NEAR), m.start);
  if (heading || GOVERNS.test(lead) || GOVERNS_AFTER.test(text.slice(m.end, Math.min(sentence.end, m.end + 40)))) return 3;
  if (GOVERNS.test(text.slice(sentence.start, sentence.end))) return 2;
  return APPLIES.test(lead.slice(-60)) ? 1 : 0;
}

const ANCHOR = /\b(?:laws?|legislation)\b/gi;
/** the words that choose a law or say it applies: a "law" further than CUE_REACH from all of them is not read */
const CUE = /\b(?:govern(?:s|ed|ing)?|constru(?:e|ed|es|ing)|interpret(?:s|ed|ing)?|enforced|controlled|determined|appl(?:y|ies|ied|icable|ication)|subject to|in accordance with|pursuant to|choice of|proper law)\b/gi;
const CUE_REACH = 300;
/** how many sentences naming a law near those words are read at most: real contracts have a few */
const MAX_SENTENCES = 100;
const BEST = 3 * 2 + 1;

/**
 * The law the text chooses: of the sentences naming a place's law, the one whose words choose it most
 * plainly ("governed by" next to it, then anywhere in the sentence, then "applies"), about this
 * agreement rather than something it mentions; the first of equals. Of a place and the country it is
 * part of, the place.
 */
export function governingLaw(text: string): GoverningLaw | undefined {
  const cues = Array.from(text.matchAll(CUE), (m) => m.index);
  let best: { score: number; law: GoverningLaw } | undefined;
  let sentenceEnd = -1;
  let cue = 0;
  let read = 0;
  for (const m of text.matchAll(ANCHOR)) {
    if (m.index < sentenceEnd) continue;
    while (cue < cues.length && cues[cue]! < m.index - CUE_REACH) cue++;
    if (cue === cues.length || cues[cue]! > m.index + CUE_REACH) continue;
    const found = mentionsAt(text, m.index, m.index + m[0].length);
    if (!found.length) continue;
    if (++read > MAX_SENTENCES) break;
    const sentence = sentenceAround(text, m.index, m.index + m[0].length);
    sentenceEnd = sentence.end;
    // every mention in the sentence, read once
    for (const n of text.slice(m.index + m[0].length, sentence.end).matchAll(ANCHOR)) {
      const at = m.index + m[0].length + n.index;
      found.push(...mentionsAt(text, at, at + n[0].length));
    }
    const named = found.some((x) => x.place === 'back-reference') ? placesIn(text, sentence.start, sentence.end) : [];
    const mentions = found.flatMap((x) => {
      if (x.incorporation) return [];
      if (x.place !== 'back-reference') return [x];
      const earlier = named.filter((y) => y.end <= x.start).at(-1);
      return earlier ? [{ ...earlier, end: x.end }] : [];
    });
    const heading = HEADING.test(text.slice(Math.max(0, sentence.start - 60), sentence.start));
    const bonus = THIS_AGREEMENT.test(text.slice(sentence.start, sentence.end)) || heading ? 1 : 0;
    const scored = mentions.map((x) => ({ ...x, score: strength(text, sentence, x, heading) * 2 + bonus })).filter((x) => x.score > 1);
    // of a province and Canada's federal law, the province
    const specific = scored.filter((x) => !scored.some((y) => y.place !== x.place && (y.place as Place).within === (x.place as Place).name));
    const chosen = specific.sort((a, b) => b.score - a.score || a.start - b.start)[0];
    if (!chosen || (best && best.score >= chosen.score)) continue;
    best = { score: chosen.score, law: { place: (chosen.place as Place).name, start: sentence.start, end: sentence.end, wordsStart: chosen.start, wordsEnd: chosen.end } };
    if (best.score === BEST) break;
  }
  return best?.law;
}
