/**
 * Editorial checks of docs/content-guide.md that a machine can make, over content that already loaded.
 * They do not stop the server (an article a little too long is still servable); content.test.ts fails on them.
 */
import type { KnowledgeBaseContent } from './content';
import { countWords, markdownToText } from './markdown';

export const BODY_WORDS = { min: 500, max: 1200 } as const;
export const MIN_TOPICS_PER_CATEGORY = 6;

export function bodyWordCount(body: string): number {
  return countWords(markdownToText(body));
}

export function checkWordCounts({ topics }: KnowledgeBaseContent): string[] {
  return topics.flatMap((t) => {
    const words = bodyWordCount(t.body);
    return words < BODY_WORDS.min || words > BODY_WORDS.max
      ? [`${t.file}: body has ${words} words; it must have ${BODY_WORDS.min}–${BODY_WORDS.max}`]
      : [];
  });
}

export function checkRelated({ topics }: KnowledgeBaseContent): string[] {
  const ids = new Set(topics.map((t) => `${t.categoryId}/${t.id}`));
  return topics.flatMap((t) =>
    t.related.flatMap((r) => {
      if (r === `${t.categoryId}/${t.id}`) return [`${t.file}: related lists the topic itself`];
      return ids.has(r) ? [] : [`${t.file}: related topic "${r}" does not exist`];
    }),
  );
}

export function checkDuplicateTitles({ topics }: KnowledgeBaseContent): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const t of topics) {
    const key = t.title.trim().toLowerCase();
    const first = seen.get(key);
    if (first) problems.push(`${t.file}: title "${t.title}" is also the title of ${first}`);
    else seen.set(key, t.file);
  }
  return problems;
}

export function checkSources({ topics }: KnowledgeBaseContent): string[] {
  return topics.flatMap((t) => {
    const problems = t.sources.flatMap((s, i) => (s.trim() ? [] : [`${t.file}: sources entry ${i + 1} is empty`]));
    const lower = t.sources.map((s) => s.trim().toLowerCase());
    if (new Set(lower).size !== lower.length) problems.push(`${t.file}: a source is listed twice`);
    return problems;
  });
}

export function checkCategoryCoverage({ categories, topics }: KnowledgeBaseContent): string[] {
  return categories.flatMap((c) => {
    const n = topics.filter((t) => t.categoryId === c.id).length;
    return n >= MIN_TOPICS_PER_CATEGORY ? [] : [`${c.id}/: has ${n} topics; every category needs at least ${MIN_TOPICS_PER_CATEGORY}`];
  });
}
