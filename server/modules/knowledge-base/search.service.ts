/**
 * The one search of the knowledge base. The API's search box (`searchTopics`: search as you type, one
 * result per topic with a highlighted snippet) and the assistant's retrieval (`searchPassages`: a
 * question in a person's own words, section-level passages) build their queries the same way:
 *   words → corpus lexemes (stem, prefix, typo; vocabulary.ts) → one OR-group per word, weighted by how
 *   rare it is → one ranked full-text query (search.repository.ts).
 * Matching is OR-style with ranking, so a question need not contain every one of its words. The
 * assistant ranks the sections of a user's document the same way (`rankTexts`).
 */
import type { KbSearchQuery, KbSearchResult } from '../../../common/schemas/knowledge-base';
import { anyOf, inverseDocumentFrequency, queryWords } from './query';
import type { SearchInput, SearchRepository, SectionHit, TextHit } from './search.repository';
import { buildSnippet, splitSentences, type Sentences } from './snippet';
import { synonymsOf } from './synonyms';
import { Vocabulary, type Lexeme } from './vocabulary';

export type Passage = SectionHit;

/** a word in more than this share of the guides says little about which one a question is about */
const TELLING_SHARE = 0.3;

/** The assistant wants several angles: at most this many passages from one topic. */
const PASSAGES_PER_TOPIC = 2;

/** how much text one ranking query reads (about 10 ms on the embedded database) */
const RANK_BATCH_CHARS = 32_000;

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Consecutive runs of the texts of about `chars` characters each (a longer text alone), with where each starts. */
function batchesOf(texts: string[], chars: number): { from: number; texts: string[] }[] {
  const batches: { from: number; texts: string[] }[] = [];
  let size = Infinity;
  texts.forEach((text, i) => {
    if (size + text.length > chars) {
      batches.push({ from: i, texts: [] });
      size = 0;
    }
    batches.at(-1)!.texts.push(text);
    size += text.length;
  });
  return batches;
}

export function createSearchService(repository: SearchRepository) {
  let vocabulary: Promise<Vocabulary> | undefined;
  /** topic texts split into sentences, by content hash: read once, as the vocabulary is */
  const sentences = new Map<string, Sentences>();

  function loadVocabulary(): Promise<Vocabulary> {
    vocabulary ??= repository.loadVocabulary().then(
      ({ rows, totalTopics }) => new Vocabulary(rows, totalTopics),
      (err: unknown) => {
        vocabulary = undefined; // try again on the next search
        throw err;
      },
    );
    return vocabulary;
  }

  async function buildQueries(
    text: string,
    options: { asYouType?: boolean; dropFiller?: boolean; keepUnknown?: boolean },
  ): Promise<SearchInput & { lexemes: string[]; knownShare: number }> {
    const vocab = await loadVocabulary();
    const words = queryWords(text, options);
    const entries = words.flatMap((w, group) => [{ ...w, group }, ...synonymsOf(w.word).map((word) => ({ word, prefix: false, group }))]);
    const stems = await repository.stem([...new Set(entries.map((e) => e.word).filter((w) => !vocab.lexemeOf(w)))]);
    const alternatives: Lexeme[][] = words.map(() => []);
    for (const entry of entries) {
      const known = vocab.lexemeOf(entry.word);
      const lexemes = vocab.resolve(entry.word, known ? [known] : (stems.get(entry.word) ?? []), entry.prefix);
      // a word no guide holds finds nothing in the knowledge base, but may well be in a user's document
      alternatives[entry.group]!.push(...lexemes.filter((l) => l.topicCount > 0 || (options.keepUnknown && l.kind === 'exact')));
    }
    const queries = new Map<string, number>();
    const keyQueries: string[] = [];
    // how much of the question the corpus knows: a word no topic holds counts as a rare (heavy) word,
    // a word only read as a typo as half known; searchPassages scales coverage by this
    let known = 0;
    let unknown = 0;
    for (const lexemes of alternatives) {
      if (!lexemes.length) {
        unknown += inverseDocumentFrequency(0, vocab.totalTopics);
        continue;
      }
      const query = anyOf([...new Set(lexemes.map((l) => l.lexeme))].sort());
      const weight = inverseDocumentFrequency(Math.max(...lexemes.map((l) => l.topicCount)), vocab.totalTopics);
      queries.set(query, Math.max(queries.get(query) ?? 0, weight));
      // words that say what a guide is about: spelt as typed (no typo guesses) and not in most guides
      const telling = lexemes.filter((l) => l.kind !== 'typo' && l.topicCount <= vocab.totalTopics * TELLING_SHARE);
      if (telling.length) keyQueries.push(anyOf([...new Set(telling.map((l) => l.lexeme))].sort(), 'AB'));
      const typoOnly = lexemes.every((l) => l.kind === 'typo');
      known += typoOnly ? weight / 2 : weight;
      unknown += typoOnly ? weight / 2 : 0;
    }
    const allLexemes = [...new Set(alternatives.flat().map((l) => l.lexeme))];
    return {
      text,
      queries: [...queries].map(([query, weight]) => ({ query, weight })),
      keyQueries: [...new Set(keyQueries)],
      lexemes: allLexemes,
      knownShare: known + unknown > 0 ? known / (known + unknown) : 0,
    };
  }

  async function sentencesOf(hashes: string[]): Promise<void> {
    const missing = hashes.filter((h) => !sentences.has(h));
    for (const [hash, text] of await repository.texts(missing)) sentences.set(hash, splitSentences(text));
  }

  return {
    async searchTopics({ q, category, limit }: KbSearchQuery): Promise<KbSearchResult[]> {
      const input = await buildQueries(q, { asYouType: true });
      if (!input.queries.length) return [];
      const hits = await repository.rankTopics({ ...input, categoryId: category }, limit);
      await sentencesOf(hits.map((h) => h.hash));
      const marks = new Set((await loadVocabulary()).termsOf(input.lexemes));
      return hits.map((h) => ({
        categoryId: h.categoryId,
        topicId: h.topicId,
        title: h.title,
        snippet: buildSnippet(sentences.get(h.hash) ?? splitSentences(''), marks),
        score: round(h.score),
      }));
    },

    /**
     * The best passages for a free-text question, best first, at most PASSAGES_PER_TOPIC per topic;
     * with `categoryId`, in that area only.
     * Each passage's `coverage` is the share of the whole question (words the corpus lacks included)
     * that its topic holds: low coverage means the question is about something else.
     */
    async searchPassages(question: string, { limit = 5, categoryId }: { limit?: number; categoryId?: string } = {}): Promise<Passage[]> {
      const input = await buildQueries(question, { dropFiller: true });
      if (!input.queries.length) return [];
      const hits = await repository.rankSections({ ...input, categoryId }, limit * 4);
      const perTopic = new Map<string, number>();
      const passages: Passage[] = [];
      for (const hit of hits) {
        const key = `${hit.categoryId}/${hit.topicId}`;
        const n = perTopic.get(key) ?? 0;
        if (n >= PASSAGES_PER_TOPIC) continue;
        perTopic.set(key, n + 1);
        passages.push({ ...hit, score: round(hit.score), coverage: round(hit.coverage * input.knownShare) });
        if (passages.length === limit) break;
      }
      return passages;
    },

    /**
     * The best of some texts that are not in the knowledge base (the sections of a user's document) for
     * a question, best first: the same query words, weights and passage score as `searchPassages`, where
     * words no guide holds count too, as the rarest words do.
     */
    async rankTexts(question: string, texts: string[], { limit = 5 }: { limit?: number } = {}): Promise<TextHit[]> {
      const input = await buildQueries(question, { dropFiller: true, keepUnknown: true });
      if (!input.queries.length) return [];
      // a long document in one query would hold the embedded database's thread (and so the event loop)
      // for a long time; each text's score stands alone, so batches ranked apart merge exactly
      const hits: TextHit[] = [];
      for (const batch of batchesOf(texts, RANK_BATCH_CHARS)) {
        for (const hit of await repository.rankTexts(input, batch.texts, limit)) hits.push({ index: batch.from + hit.index, score: round(hit.score) });
      }
      return hits.sort((a, b) => b.score - a.score || a.index - b.index).slice(0, limit);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
