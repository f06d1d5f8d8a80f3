/**
 * Reads content/knowledge-base into validated objects: categories.json plus one Markdown file per topic.
 * Structural problems (bad front matter, missing or misordered sections, a folder without a category)
 * stop the load, because the database could not hold such an article; editorial checks live in lint.ts.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ROOT_DIR } from '../../lib/build-info';
import { markdownToText, SECTION_HEADINGS, slugify, splitFrontMatter, splitSections } from './markdown';

export const CONTENT_DIR = path.join(ROOT_DIR, 'content/knowledge-base');

/**
 * Part of every content hash: bump it when the parsing or the stored shape changes, so the next sync
 * rewrites every row instead of trusting hashes of the old format.
 */
const FORMAT_VERSION = '1';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug (a-z, 0-9, -)');
const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const categoriesFileSchema = z
  .array(
    z.strictObject({
      id: slug,
      name: nonEmpty,
      description: nonEmpty,
      icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/, 'must be a lucide-react icon name such as "House"'),
      /** the id of the category's most asked-about topic, shown among the popular topics */
      featured: slug,
    }),
  )
  .min(1);

export const frontMatterSchema = z.strictObject({
  title: nonEmpty.max(80),
  summary: nonEmpty.max(400),
  keywords: z.array(nonEmpty).min(5).max(12),
  jurisdiction: z.string().startsWith('United States', 'must start with "United States"'),
  sources: z.array(nonEmpty).min(3).max(8),
  related: z.array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be "categoryId/topicId"')).min(2).max(5),
  lastReviewed: z.iso.date('must be an ISO date (YYYY-MM-DD)'),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface ContentCategory {
  id: string;
  name: string;
  description: string;
  icon: string;
  featured: string;
  position: number;
  hash: string;
}

export interface ContentSection {
  id: string;
  heading: string;
  markdown: string;
  text: string;
}

export interface ContentTopic extends FrontMatter {
  categoryId: string;
  id: string;
  /** path inside the content folder, for messages */
  file: string;
  body: string;
  sections: ContentSection[];
  hash: string;
}

export interface KnowledgeBaseContent {
  categories: ContentCategory[];
  topics: ContentTopic[];
}

/** Every problem found while loading, each naming its file. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The knowledge base content has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

const hash = (text: string) => createHash('sha256').update(FORMAT_VERSION).update('\0').update(text).digest('hex');

/** Parses one topic file; `file` is `<categoryId>/<topicId>.md`. Throws a ContentError naming it. */
export function parseTopic(file: string, text: string): ContentTopic {
  const [categoryId = '', name = ''] = file.split('/');
  const id = name.replace(/\.md$/, '');
  const fail = (message: string) => new ContentError([`${file}: ${message}`]);
  if (!slug.safeParse(id).success || !slug.safeParse(categoryId).success) throw fail('file and folder names must be lowercase slugs');

  const parts = splitFrontMatter(text);
  if (!parts) throw fail('must open with front matter between two "---" lines');
  let yaml: unknown;
  try {
    yaml = parseYaml(parts.frontMatter);
  } catch (err) {
    throw fail(`front matter is not valid YAML: ${(err as Error).message.split('\n')[0]}`);
  }
  const frontMatter = frontMatterSchema.safeParse(yaml);
  if (!frontMatter.success) {
    throw new ContentError(frontMatter.error.issues.map((i) => `${file}: front matter ${i.path.join('.') || '(root)'} ${i.message}`));
  }

  const problems: string[] = [];
  const { preamble, sections } = splitSections(parts.body);
  if (preamble) problems.push(`${file}: text before the first "## " section`);
  const headings = sections.map((s) => s.heading);
  if (headings.join('|') !== SECTION_HEADINGS.join('|')) {
    problems.push(`${file}: sections must be exactly "## ${SECTION_HEADINGS.join('", "## ')}" in this order; found "## ${headings.join('", "## ')}"`);
  }
  for (const s of sections) if (!s.markdown) problems.push(`${file}: section "${s.heading}" is empty`);
  if (problems.length) throw new ContentError(problems);

  return {
    ...frontMatter.data,
    categoryId,
    id,
    file,
    body: parts.body,
    sections: sections.map((s) => ({ id: slugify(s.heading), heading: s.heading, markdown: s.markdown, text: markdownToText(s.markdown) })),
    hash: hash(text),
  };
}

export function parseCategories(text: string): ContentCategory[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ContentError([`categories.json: not valid JSON: ${(err as Error).message}`]);
  }
  const parsed = categoriesFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new ContentError(parsed.error.issues.map((i) => `categories.json: ${i.path.join('.')} ${i.message}`));
  }
  return parsed.data.map((c, position) => ({ ...c, position, hash: hash(JSON.stringify({ ...c, position })) }));
}

/** Loads and validates the whole folder; throws one ContentError listing every problem. */
export async function loadKnowledgeBase(dir = CONTENT_DIR): Promise<KnowledgeBaseContent> {
  const categories = parseCategories(await readFile(path.join(dir, 'categories.json'), 'utf8'));
  const known = new Set(categories.map((c) => c.id));
  const problems: string[] = [];
  const topics: ContentTopic[] = [];
  const folders = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  for (const folder of folders) {
    if (!known.has(folder)) problems.push(`${folder}/: folder has no entry in categories.json`);
    const files = (await readdir(path.join(dir, folder))).sort();
    for (const name of files) {
      const file = `${folder}/${name}`;
      if (!name.endsWith('.md')) {
        problems.push(`${file}: only .md files belong in a category folder`);
        continue;
      }
      try {
        topics.push(parseTopic(file, await readFile(path.join(dir, file), 'utf8')));
      } catch (err) {
        if (!(err instanceof ContentError)) throw err;
        problems.push(...err.problems);
      }
    }
  }
  for (const c of categories) {
    if (!topics.some((t) => t.categoryId === c.id && t.id === c.featured)) problems.push(`categories.json: featured topic "${c.id}/${c.featured}" does not exist`);
  }
  const ids = categories.map((c) => c.id);
  for (const id of new Set(ids)) if (ids.indexOf(id) !== ids.lastIndexOf(id)) problems.push(`categories.json: category "${id}" is listed twice`);
  if (problems.length) throw new ContentError(problems);
  return { categories, topics };
}
