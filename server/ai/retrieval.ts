/**
 * The one retrieval step of every answer, offline or by an LLM: the knowledge-base passages a message
 * needs, numbered for citation. It searches with what issue spotting found in the message (its
 * problems, ranked; server/ai/issues), not only with its raw words, so a long story lands on the
 * guides of the problems it raises, and fuses that with the full-text search of the knowledge base,
 * which knows each guide's words best for a short question.
 *
 * The main problem's guide comes whole (all seven sections); each other problem's guide brings its
 * short answer, steps and lawyer advice; then the best passages of the search within those areas. An
 * urgent situation adds the guide with the help to call first. A short follow-up ("and in California?")
 * is searched together with the question before it. In a conversation about the user's documents,
 * their best passages come first (document-passages.ts).
 */
import type { StateCode } from '../../common/jurisdictions';
import type { KbTopicRef } from '../../common/schemas/knowledge-base';
import type { LegalHelp } from '../../common/schemas/legal-help';
import type { KnowledgeBaseService } from '../modules/knowledge-base/knowledge-base.service';
import type { Passage as SearchPassage, SearchService } from '../modules/knowledge-base/search.service';
import type { ReadableDocument } from '../modules/documents/readable-documents';
import { rankDocumentPassages, type DocumentPassage } from './document-passages';
import { MAX_PROBLEMS, type Spotting } from './issues/spot';
import { isFollowUp } from './question';
import { stateRulePassage } from './state-rule-passages';
import type { StateRulesService } from '../modules/state-rules/state-rules.service';

/** A knowledge-base section as an answer may cite it, numbered as the prompt and the [n] markers use it (from 1). */
export type Passage = Pick<SearchPassage, 'categoryId' | 'topicId' | 'sectionId' | 'title' | 'heading' | 'markdown' | 'text'> & {
  n: number;
  /** the passage is a state-rule table's cell for the user's state (state-rule-passages.ts) */
  stateRule?: { id: string; state: StateCode; title: string; citation: string };
};

export interface Guide {
  categoryId: string;
  topicId: string;
  title: string;
  /** its rules differ from state to state (its front matter's jurisdiction names state law) */
  variesByState: boolean;
}

export interface PrimaryGuide extends Guide {
  related: KbTopicRef[];
}

/** A problem of the message and the guide that answers it. */
export interface Problem extends Guide {
  /** the person's own words that point to it ("3 day notice"); none when only the search found it */
  evidence: string[];
}

export interface Retrieval {
  /** the knowledge base's passages */
  passages: Passage[];
  /** the best passages of the documents the conversation is about, numbered before the guides' */
  documentPassages: DocumentPassage[];
  /** the guide the answer is mainly about; all its sections are among the passages */
  primary?: PrimaryGuide;
  /** the problems the message raises, the primary's first, at most three */
  problems: Problem[];
  /** whether the knowledge base holds an answer at all */
  confident: boolean;
  /** what was searched */
  query: string;
  /** the areas nearest the question, best first, for an answer that found nothing */
  nearestAreas: { id: string; name: string }[];
  /** free legal help in the answer's state (content/legal-help), for the answer's closing */
  localHelp?: LocalHelp;
}

export type LocalHelp = Pick<LegalHelp, 'stateName' | 'legalAid' | 'lawyerReferral' | 'selfHelp'>;

export interface RetrievalInput {
  question: string;
  /** earlier questions of the conversation, oldest first */
  previousQuestions: string[];
  /** what issue spotting read in the question (with the one before it, for a short follow-up) */
  spotting: Spotting;
  /** the guide a conversation was started from ("categoryId/topicId") */
  contextTopic?: string;
  /** the user's documents the conversation is about */
  documents?: ReadableDocument[];
  /** the state the answer is for: the main guide's state-rule cells for it are quoted first */
  state?: StateCode;
}

const OTHER_PASSAGES = 4;
/** sections of a second or third problem's guide that an answer about it needs */
const OTHER_PROBLEM_SECTIONS = ['in-short', 'what-you-can-do', 'when-to-talk-to-a-lawyer'];
/** a message this long is a story: it is searched by its question and what spotting found, not word for word */
const STORY_CHARS = 400;
/** the guide whose opening section holds the help to call when someone is in danger */
const SAFETY_GUIDE = { categoryId: 'domestic-violence', topicId: 'safety-planning', sectionId: 'in-short' };
const EVICTION_GUIDE = { categoryId: 'housing', topicId: 'eviction-process', sectionId: 'key-points' };

/**
 * Whether the best passage answers the question rather than sharing a few words with it: its guide holds
 * most of what was asked (with a strong match when none of the question's telling words is in its
 * title, summary or keywords: "a recipe for banana bread" meets "recipes" only in the NDA guide's body),
 * or is about two of its telling words, or about one with a strong match.
 * Calibrated on server/ai/eval (99 everyday questions in scope, 17 out of scope).
 */
export function isConfident(best: Pick<SearchPassage, 'coverage' | 'keyWords' | 'score'> | undefined): boolean {
  if (!best) return false;
  return (
    (best.coverage >= 0.5 && (best.keyWords >= 1 || best.score >= 1)) ||
    (best.keyWords >= 2 && best.coverage >= 0.2) ||
    (best.keyWords >= 1 && best.coverage >= 0.25 && best.score >= 0.8)
  );
}

/** The sentences of a story that ask something, and the words spotting found: what a story is searched by. */
function storyQuery(question: string, spotting: Spotting): string {
  const asks = (question.match(/[^.?!\n]*\?/g) ?? []).slice(-3).join(' ');
  const evidence = spotting.problems.flatMap((p) => p.evidence).join(' ');
  return `${asks}\n${evidence}`.trim() || question.slice(0, STORY_CHARS);
}

const variesByState = (jurisdiction: string) => /\bstate\b/i.test(jurisdiction);

export function createRetriever({ search, knowledgeBase, stateRules }: { search: SearchService; knowledgeBase: KnowledgeBaseService; stateRules: Pick<StateRulesService, 'forGuide' | 'legalHelp'> }) {
  let areaNames: Promise<Map<string, { name: string; featured?: string }>> | undefined;
  const areas = () =>
    (areaNames ??= Promise.all([knowledgeBase.listCategories(), knowledgeBase.featured()]).then(
      ([list, featured]) => new Map(list.map((c) => [c.id, { name: c.name, featured: featured.find((f) => f.categoryId === c.id)?.topicId }])),
    ));

  async function guideSections(categoryId: string, topicId: string) {
    const guide = await knowledgeBase.guide(categoryId, topicId);
    return guide ? { guide, sections: guide.sections.map((s) => ({ categoryId, topicId, sectionId: s.id, title: guide.title, heading: s.heading, markdown: s.markdown, text: s.text })) } : undefined;
  }

  /**
   * The guide of each problem: the one spotting named, else the best the search found in its area, else
   * the area's featured guide. For a short question the search, which weighs every word of every guide,
   * picks the guide within the area spotting found, and names the problem when spotting found none.
   */
  async function chooseGuides(question: string, spotting: Spotting, hits: SearchPassage[], confident: boolean, short: boolean) {
    const names = await areas();
    const chosen: { categoryId: string; topicId: string; evidence: string[] }[] = [];
    for (const problem of spotting.problems) {
      const hit = hits.find((h) => h.categoryId === problem.categoryId);
      // the guide the person's words name; else, for a short question, the search's; for a story, the
      // area's guides searched with the sentences that raise the problem
      const searched = problem.topicId
        ? undefined
        : short && confident && hit
          ? hit
          : (await search.searchPassages(short ? question : problem.context || question, { limit: 1, categoryId: problem.categoryId }))[0];
      const topicId = searched?.topicId ?? problem.topicId ?? names.get(problem.categoryId)?.featured;
      if (topicId) chosen.push({ categoryId: problem.categoryId, topicId, evidence: problem.evidence });
    }
    // with no legal problem spotted, the search alone answers only when the guide is about two of the
    // question's telling words: one shared word ("weather", "recipe") is how off-topic questions match
    if (!chosen.length && confident && hits[0] && hits[0].keyWords >= 2) chosen.push({ categoryId: hits[0].categoryId, topicId: hits[0].topicId, evidence: [] });
    return chosen;
  }

  return async function retrieve({ question, previousQuestions, spotting, contextTopic, documents = [], state }: RetrievalInput): Promise<Retrieval> {
    const previous = previousQuestions.at(-1);
    const short = question.length < STORY_CHARS;
    let query = !short ? storyQuery(question, spotting) : previous && isFollowUp(question) ? `${previous}\n${question}` : question;
    const [contextCategory, contextId] = contextTopic?.split('/') ?? [];
    const context = contextCategory && contextId ? await knowledgeBase.guide(contextCategory, contextId) : undefined;
    // the first question of a conversation started from a guide is about that guide
    if (context && !previousQuestions.length) query = `${context.title}\n${query}`;

    const hits = await search.searchPassages(query, { limit: 8 });
    const searchConfident = isConfident(hits[0]);
    const names = await areas();
    const nearestAreas = [...new Set(hits.map((h) => h.categoryId))].map((id) => ({ id, name: names.get(id)?.name ?? id }));

    let chosen = await chooseGuides(question, spotting, hits, searchConfident, short);
    // someone locked out or facing removal needs the eviction guide, whatever else the words match
    if (spotting.urgency === 'eviction') chosen = [{ ...EVICTION_GUIDE, evidence: [] }, ...chosen.filter((c) => c.topicId !== EVICTION_GUIDE.topicId)];
    // the first question of a conversation started from a guide is about that guide, first
    if (context && (!previousQuestions.length || !chosen.length)) {
      chosen = [{ categoryId: context.categoryId, topicId: context.id, evidence: [] }, ...chosen.filter((c) => c.topicId !== context.id)].slice(0, MAX_PROBLEMS);
    }

    const loaded = (await Promise.all(chosen.map((c) => guideSections(c.categoryId, c.topicId)))).flatMap((g, i) => (g ? [{ ...g, evidence: chosen[i]!.evidence }] : []));
    const [primary, ...others] = loaded;
    const chosenAreas = new Set(loaded.map((g) => g.guide.categoryId));

    const passages: Omit<Passage, 'n'>[] = [...(primary?.sections ?? [])];
    let localHelp: LocalHelp | undefined;
    if (primary && state) {
      const guide = { categoryId: primary.guide.categoryId, topicId: primary.guide.id, title: primary.guide.title };
      const [cells, help] = await Promise.all([stateRules.forGuide(`${guide.categoryId}/${guide.topicId}`, state), stateRules.legalHelp(state)]);
      passages.unshift(...cells.map(({ rule, cell }) => stateRulePassage(guide, rule, cell)));
      localHelp = help.states[0];
    }
    const has = (p: { categoryId: string; topicId: string; sectionId: string }) =>
      passages.some((c) => c.categoryId === p.categoryId && c.topicId === p.topicId && c.sectionId === p.sectionId);
    for (const other of others) passages.push(...other.sections.filter((s) => OTHER_PROBLEM_SECTIONS.includes(s.sectionId)));
    const guidesSoFar = passages.length;
    for (const hit of hits) {
      if (passages.length >= guidesSoFar + OTHER_PASSAGES || !primary) break;
      // the answer stays with the problems the message raises
      if (chosenAreas.has(hit.categoryId) && !has(hit)) passages.push({ categoryId: hit.categoryId, topicId: hit.topicId, sectionId: hit.sectionId, title: hit.title, heading: hit.heading, markdown: hit.markdown, text: hit.text });
    }
    const urgent = spotting.urgency === 'safety' ? SAFETY_GUIDE : spotting.urgency === 'eviction' ? EVICTION_GUIDE : undefined;
    if (urgent && !has(urgent)) {
      const section = (await guideSections(urgent.categoryId, urgent.topicId))?.sections.find((s) => s.sectionId === urgent.sectionId);
      if (section) passages.unshift(section);
    }

    const fromDocuments = documents.length ? await rankDocumentPassages(search, query, documents) : [];
    const guideOf = (g: NonNullable<typeof primary>) => ({ categoryId: g.guide.categoryId, topicId: g.guide.id, title: g.guide.title, variesByState: variesByState(g.guide.jurisdiction) });
    return {
      documentPassages: fromDocuments.map((p, i) => ({ ...p, n: i + 1 })),
      passages: passages.map((p, i) => ({ ...p, n: fromDocuments.length + i + 1 })),
      primary: primary && { ...guideOf(primary), related: primary.guide.related },
      problems: loaded.map((g) => ({ ...guideOf(g), evidence: g.evidence })),
      confident: !!primary,
      query,
      nearestAreas,
      localHelp,
    };
  };
}
export type Retriever = ReturnType<typeof createRetriever>;
