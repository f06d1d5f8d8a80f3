/**
 * The one retrieval step of every answer, offline or by an LLM: the knowledge-base passages a question
 * needs, numbered for citation. The guide it is mainly about comes whole (all seven sections), then the
 * best passages of other guides; an urgent situation adds the guide with the help to call first.
 * A short follow-up ("and in California?") is searched together with the question before it. In a
 * conversation about the user's documents, their best passages come first (document-passages.ts).
 */
import type { KbTopicRef } from '../../common/schemas/knowledge-base';
import type { KnowledgeBaseService } from '../modules/knowledge-base/knowledge-base.service';
import type { Passage as SearchPassage, SearchService } from '../modules/knowledge-base/search.service';
import type { ReadableDocument } from '../modules/documents/readable-documents';
import { rankDocumentPassages, type DocumentPassage } from './document-passages';
import { isFollowUp, type Urgency } from './question';

/** A knowledge-base section as an answer may cite it, numbered as the prompt and the [n] markers use it (from 1). */
export type Passage = Pick<SearchPassage, 'categoryId' | 'topicId' | 'sectionId' | 'title' | 'heading' | 'markdown' | 'text'> & { n: number };

export interface PrimaryGuide {
  categoryId: string;
  topicId: string;
  title: string;
  related: KbTopicRef[];
}

export interface Retrieval {
  /** the knowledge base's passages */
  passages: Passage[];
  /** the best passages of the documents the conversation is about, numbered before the guides' */
  documentPassages: DocumentPassage[];
  /** the guide the answer is mainly about; all its sections are among the passages */
  primary?: PrimaryGuide;
  /** whether the knowledge base holds an answer at all (retrieval is lexical: see isConfident) */
  confident: boolean;
  /** what was searched: the question, with the one before it for a short follow-up */
  query: string;
  /** the areas nearest the question, best first, for an answer that found nothing */
  nearestAreas: { id: string; name: string }[];
}

export interface RetrievalInput {
  question: string;
  /** earlier questions of the conversation, oldest first */
  previousQuestions: string[];
  /** the guide a conversation was started from ("categoryId/topicId") */
  contextTopic?: string;
  /** the user's documents the conversation is about */
  documents?: ReadableDocument[];
  urgency?: Urgency;
}

const OTHER_PASSAGES = 5;
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

export function createRetriever({ search, knowledgeBase }: { search: SearchService; knowledgeBase: KnowledgeBaseService }) {
  let areaNames: Promise<Map<string, string>> | undefined;
  const areas = () => (areaNames ??= knowledgeBase.listCategories().then((list) => new Map(list.map((c) => [c.id, c.name]))));

  async function guideSections(categoryId: string, topicId: string) {
    const guide = await knowledgeBase.guide(categoryId, topicId);
    return guide ? { guide, sections: guide.sections.map((s) => ({ categoryId, topicId, sectionId: s.id, title: guide.title, heading: s.heading, markdown: s.markdown, text: s.text })) } : undefined;
  }

  return async function retrieve({ question, previousQuestions, contextTopic, documents = [], urgency }: RetrievalInput): Promise<Retrieval> {
    const previous = previousQuestions.at(-1);
    let query = previous && isFollowUp(question) ? `${previous}\n${question}` : question;
    const [contextCategory, contextId] = contextTopic?.split('/') ?? [];
    const context = contextCategory && contextId ? await knowledgeBase.guide(contextCategory, contextId) : undefined;
    // the first question of a conversation started from a guide is about that guide
    if (context && !previousQuestions.length) query = `${context.title}\n${query}`;

    const hits = await search.searchPassages(query, { limit: 8 });
    const confident = isConfident(hits[0]);
    const names = await areas();
    const nearestAreas = [...new Set(hits.map((h) => h.categoryId))].map((id) => ({ id, name: names.get(id) ?? id }));

    const best = confident ? hits[0] : undefined;
    // someone locked out or facing removal needs the eviction guide, whatever else the words match
    const primaryKey =
      urgency === 'eviction'
        ? { categoryId: EVICTION_GUIDE.categoryId, topicId: EVICTION_GUIDE.topicId }
        : best
          ? { categoryId: best.categoryId, topicId: best.topicId }
          : context
            ? { categoryId: context.categoryId, topicId: context.id }
            : undefined;
    const primary = primaryKey ? await guideSections(primaryKey.categoryId, primaryKey.topicId) : undefined;

    const chosen: Omit<Passage, 'n'>[] = [...(primary?.sections ?? [])];
    const has = (p: { categoryId: string; topicId: string; sectionId: string }) =>
      chosen.some((c) => c.categoryId === p.categoryId && c.topicId === p.topicId && c.sectionId === p.sectionId);
    if (confident) {
      for (const hit of hits) {
        if (chosen.length >= (primary?.sections.length ?? 0) + OTHER_PASSAGES) break;
        if (!has(hit)) chosen.push({ categoryId: hit.categoryId, topicId: hit.topicId, sectionId: hit.sectionId, title: hit.title, heading: hit.heading, markdown: hit.markdown, text: hit.text });
      }
    }
    const urgent = urgency === 'safety' ? SAFETY_GUIDE : urgency === 'eviction' ? EVICTION_GUIDE : undefined;
    if (urgent && !has(urgent)) {
      const section = (await guideSections(urgent.categoryId, urgent.topicId))?.sections.find((s) => s.sectionId === urgent.sectionId);
      if (section) chosen.unshift(section);
    }

    const fromDocuments = documents.length ? await rankDocumentPassages(search, query, documents) : [];
    return {
      documentPassages: fromDocuments.map((p, i) => ({ ...p, n: i + 1 })),
      passages: chosen.map((p, i) => ({ ...p, n: fromDocuments.length + i + 1 })),
      primary: primary && {
        categoryId: primary.guide.categoryId,
        topicId: primary.guide.id,
        title: primary.guide.title,
        related: primary.guide.related,
      },
      confident: confident || (!!primary && (!!context || urgency === 'eviction')),
      query,
      nearestAreas,
    };
  };
}
export type Retriever = ReturnType<typeof createRetriever>;
