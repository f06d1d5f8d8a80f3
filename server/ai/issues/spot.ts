/**
 * Issue spotting: from a message or a long story, the legal problems it raises (ranked guides of the
 * knowledge base, often more than one) and the facts that decide them: where the person is, dates and
 * deadlines, the other side, sums of money, and whether it is urgent. Pure and offline; every chat
 * (general, about a document, about a matter) reads a message through it before retrieval.
 *
 * Problems are scored from the vocabulary's cues (vocabulary.ts): each cue adds its weight to its guide
 * and area, a cue said again adds a little more, and cues in the sentences that ask the question count
 * more, since a long story's question says which of its problems the person wants help with.
 */
import { findDates, type DateFact } from './dates';
import { findParties, findSums, type Party, type Sum } from './facts';
import { createStateFinder, loadPlaces, type Whereabouts } from './state';
import { tokenize } from './text';
import { detectUrgency, type Urgency } from './urgency';
import { areaModel, NONE, type AreaModel } from './model';
import { cueKey, vocabulary as sharedVocabulary, type Cue, type CueHit, type Vocabulary } from './vocabulary';

export interface Problem {
  categoryId: string;
  /** the guide for it, when the person's words name one clearly (cues worth GUIDE_SCORE) */
  topicId?: string;
  score: number;
  /** the person's own words that point to it, as written, strongest first */
  evidence: string[];
  /** the sentences that hold those words: what to search the area's guides with */
  context: string;
}

export interface AreaScore {
  categoryId: string;
  score: number;
}

export interface Spotting {
  /** the problems, best first, one per area, at most MAX_PROBLEMS */
  problems: Problem[];
  /** every area with a cue, best first */
  areas: AreaScore[];
  /** whether the message raises a legal problem the knowledge base covers */
  inScope: boolean;
  whereabouts: Whereabouts;
  dates: DateFact[];
  parties: Party[];
  sums: Sum[];
  urgency?: Urgency;
}

export const MAX_PROBLEMS = 3;
/** an area needs this much weight to be a problem of the story; a second or third one, this much from cues */
const MIN_AREA_SCORE = 2;
/** An area the model leans to without a cue from the vocabulary is a problem only with this much in all. */
const MODEL_ONLY_SCORE = 6;
/** a second or third problem with no cue needs this share of the first one's score */
const MODEL_SECOND_SHARE = 0.7;
/** a guide's cues must weigh this much for the spotter to name it; below, the area's guides are searched */
const GUIDE_SCORE = 3;
const CONTEXT_CHARS = 600;
/** a second or third problem needs this share of the first one's score */
const OTHER_PROBLEM_SHARE = 0.45;
/** a cue in a sentence that asks the question */
const QUESTION_BOOST = 1.5;
/** what an area's score keeps when the story lacks the words it needs (vocabulary.ts `needs`) */
const WANTING_SHARE = 0.35;
/** each time a cue is said again, up to 3 more times: MAX_TIMES in all */
const MAX_TIMES = 4;
const REPEAT_SHARE = 0.3;

const QUESTION_SENTENCE = /\?|^\s*(can|could|do|does|did|is|am|are|should|would|will|what|how|who|where|when|which|any\s+advice|help)\b/i;

/** The offsets of the text's sentences. */
function sentenceSpans(text: string): [number, number][] {
  return [...text.matchAll(/[^.?!\n]+[.?!\n]*/g)].map((m) => [m.index, m.index + m[0].length]);
}

/**
 * Cues on the same words count once in one scope (an area, or a guide): the heaviest, or of equal
 * weight the longest. "deposit" inside "security deposit" adds nothing more; nor does "landlord" beside
 * "landlords" (both read "landlord"); "get divorced" (1) does not hide "divorc*" (3).
 */
type Weighed = CueHit & { weight: number };

function onePerWords(hits: Weighed[], scope: (h: Weighed) => string): Weighed[] {
  const ranked = [...hits].sort((a, b) => b.weight - a.weight || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Weighed[] = [];
  for (const h of ranked) if (!kept.some((k) => scope(k) === scope(h) && k.start < h.end && h.start < k.end)) kept.push(h);
  return kept.sort((a, b) => a.start - b.start);
}

/** Each cue's first few times: a cue counts at most that often (REPEAT_SHARE), and a text that repeats one thousands of times costs no more. */
function firstTimes(hits: CueHit[]): CueHit[] {
  const times = new Map<Cue, number>();
  return hits.filter((h) => {
    const n = (times.get(h.cue) ?? 0) + 1;
    times.set(h.cue, n);
    return n <= MAX_TIMES;
  });
}

/** The sentences around some offsets, in order, up to CONTEXT_CHARS. */
function sentencesAround(text: string, spans: [number, number][], offsets: number[]): string {
  const chosen = spans.filter(([from, to]) => offsets.some((o) => o >= from && o < to));
  let context = '';
  for (const [from, to] of chosen) {
    if (context.length >= CONTEXT_CHARS) break;
    context += `${text.slice(from, to).trim()} `;
  }
  return context.trim().slice(0, CONTEXT_CHARS);
}

interface Tally {
  score: number;
  /** weight and words of each cue met, by phrase */
  cues: Map<string, { weight: number; text: string; times: number }>;
}

/** Adds a cue met to a tally: its weight the first time, a share of it the next three times. */
function add(tallies: Map<string, Tally>, key: string, phrase: string, weight: number, text: string) {
  const tally = tallies.get(key) ?? { score: 0, cues: new Map() };
  tallies.set(key, tally);
  const cue = tally.cues.get(phrase);
  if (!cue) {
    tally.cues.set(phrase, { weight, text, times: 1 });
    tally.score += weight;
    return;
  }
  if (cue.times <= 3) tally.score += cue.weight * REPEAT_SHARE;
  cue.times++;
}

const evidenceOf = (tally: Tally) => [...tally.cues.values()].sort((a, b) => b.weight - a.weight).map((c) => c.text);

/** how much the learned model's score for an area counts beside the cues' */
export const MODEL_WEIGHT = 4;

export function scoreProblems(text: string, vocabulary: Vocabulary, model?: AreaModel, modelWeight = MODEL_WEIGHT): { problems: Problem[]; areas: AreaScore[] } {
  const tokens = tokenize(text);
  // each cue at the weight training found it deserves
  const found = firstTimes(vocabulary.find(tokens)).map((h) => ({ ...h, weight: h.cue.weight * (model?.cueFactor(cueKey(h.cue)) ?? 1) }));
  const hits = onePerWords(found, (h) => h.cue.categoryId);
  const guideHits = onePerWords(found.filter((h) => h.cue.topicId), (h) => `${h.cue.categoryId}/${h.cue.topicId}`);
  const sentences = sentenceSpans(text);
  const questions = sentences.filter(([from, to]) => QUESTION_SENTENCE.test(text.slice(from, to)));
  const inQuestion = (h: CueHit) => questions.some(([from, to]) => h.start >= from && h.start < to);
  const areas = new Map<string, Tally>();
  const guides = new Map<string, Tally>();
  const weightOf = (hit: Weighed) => hit.weight * (inQuestion(hit) ? QUESTION_BOOST : 1);
  for (const hit of hits) add(areas, hit.cue.categoryId, hit.cue.phrase, weightOf(hit), text.slice(hit.start, hit.end));
  for (const hit of guideHits) add(guides, `${hit.cue.categoryId}/${hit.cue.topicId}`, hit.cue.phrase, weightOf(hit), text.slice(hit.start, hit.end));
  const learned = model?.scores(tokens) ?? new Map<string, number>();
  const wanting = vocabulary.wanting(tokens);
  const areaIds = new Set([...areas.keys(), ...[...learned.keys()].filter((c) => c !== NONE)]);
  const areaScores = [...areaIds]
    .map((categoryId) => {
      const score = (areas.get(categoryId)?.score ?? 0) + modelWeight * (learned.get(categoryId) ?? 0);
      return { categoryId, score: wanting.has(categoryId) && score > 0 ? score * WANTING_SHARE : score };
    })
    .sort((a, b) => b.score - a.score);
  const problems: Problem[] = [];
  for (const area of areaScores) {
    if (problems.length === MAX_PROBLEMS || area.score < MIN_AREA_SCORE || area.score < (problems[0]?.score ?? 0) * OTHER_PROBLEM_SHARE) break;
    const cues = areas.get(area.categoryId);
    const fromCues = (cues?.score ?? 0) >= MIN_AREA_SCORE;
    // a second problem is one the person's own words raise, or one the model leans to nearly as much
    if (problems.length && !fromCues && area.score < (problems[0]?.score ?? 0) * MODEL_SECOND_SHARE) continue;
    if (!fromCues && area.score < MODEL_ONLY_SCORE) break;
    const best = [...guides].filter(([key]) => key.startsWith(`${area.categoryId}/`)).sort((a, b) => b[1].score - a[1].score)[0];
    const areaHits = hits.filter((h) => h.cue.categoryId === area.categoryId).map((h) => h.start);
    problems.push({
      categoryId: area.categoryId,
      topicId: best && best[1].score >= GUIDE_SCORE ? best[0].split('/')[1] : undefined,
      score: area.score,
      evidence: evidenceOf(cues ?? { score: 0, cues: new Map() }).slice(0, 3),
      context: sentencesAround(text, sentences, areaHits),
    });
  }
  return { problems, areas: areaScores };
}

export function createIssueSpotter({ vocabulary = sharedVocabulary(), places = loadPlaces(), model = areaModel() } = {}) {
  const findWhereabouts = createStateFinder(places);
  function spotIssues(text: string, { now = new Date() }: { now?: Date } = {}): Spotting {
    const { problems, areas } = scoreProblems(text, vocabulary, model);
    const dates = findDates(text, now);
    return {
      problems,
      areas,
      inScope: problems.length > 0,
      whereabouts: findWhereabouts(text),
      dates,
      parties: findParties(text),
      sums: findSums(text),
      urgency: detectUrgency(text, dates),
    };
  }
  /** Only where the person is: for earlier messages, whose problems were read when they were sent. */
  return Object.assign(spotIssues, { whereabouts: findWhereabouts });
}
export type IssueSpotter = ReturnType<typeof createIssueSpotter>;

let shared: IssueSpotter | undefined;
/** The spotter over the shipped vocabulary and places, made once. */
export const issueSpotter = () => (shared ??= createIssueSpotter());
