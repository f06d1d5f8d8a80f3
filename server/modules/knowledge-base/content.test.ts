/**
 * The content lint: every article in content/knowledge-base against docs/content-guide.md, and the
 * checks themselves against broken input, so a check that could not fail would show here.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentError, loadKnowledgeBase, parseCategories, parseTopic, type KnowledgeBaseContent } from './content';
import {
  bodyWordCount,
  checkCategoryCoverage,
  checkDuplicateTitles,
  checkRelated,
  checkSources,
  checkWordCounts,
  MIN_TOPICS_PER_CATEGORY,
} from './lint';
import { article } from '../../testing/kb-article';
import { SECTION_HEADINGS } from './markdown';
import { parseSource } from '../../../common/schemas/knowledge-base';
import { officialUrlProblem } from '../../content/official-url';

const CATEGORY_IDS = [
  'benefits', 'business', 'consumer', 'courts', 'crime', 'divorce', 'domestic-violence', 'education',
  'employment', 'estates', 'family', 'health', 'housing', 'immigration', 'torts', 'traffic',
];

describe('the knowledge base content', () => {
  let content: KnowledgeBaseContent;
  beforeAll(async () => {
    content = await loadKnowledgeBase();
  });

  it('has the 16 areas of the issue, each with at least 6 guides, 96+ in all', () => {
    expect(content.categories.map((c) => c.id).sort()).toEqual([...CATEGORY_IDS].sort());
    expect(checkCategoryCoverage(content)).toEqual([]);
    expect(content.topics.length).toBeGreaterThanOrEqual(16 * MIN_TOPICS_PER_CATEGORY);
  });

  it('has bodies of 500–1,200 words', () => {
    expect(checkWordCounts(content)).toEqual([]);
  });

  it('links related guides that exist, never itself', () => {
    expect(checkRelated(content)).toEqual([]);
  });

  it('has no two guides with one title', () => {
    expect(checkDuplicateTitles(content)).toEqual([]);
  });

  it('lists non-empty, distinct sources', () => {
    expect(checkSources(content)).toEqual([]);
  });

  it('gives every guide the seven sections, with numbered steps under "What you can do"', () => {
    for (const topic of content.topics) {
      expect(topic.sections.map((s) => s.heading), topic.file).toEqual([...SECTION_HEADINGS]);
      const steps = topic.sections.find((s) => s.id === 'what-you-can-do')!.markdown;
      expect(steps, `${topic.file}: "What you can do" must be a numbered list`).toMatch(/^1\. /m);
    }
  });

  it('cites sources by official name, not by private web sites, and links only to official texts', () => {
    for (const topic of content.topics) {
      for (const source of topic.sources) {
        const { title, url } = parseSource(source);
        expect(title, topic.file).not.toMatch(/https?:\/\/|www\.(?!\w+\.gov)|\.com\b(?!.*\.gov)|nolo|findlaw|avvo|justia|wikipedia/i);
        if (url) expect(officialUrlProblem(url), `${topic.file}: ${source}`).toBeUndefined();
      }
    }
  });

  it('names the United States and reviews every guide on a real date, not in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const topic of content.topics) {
      expect(topic.jurisdiction, topic.file).toMatch(/^United States/);
      expect(topic.lastReviewed <= today, topic.file).toBe(true);
    }
  });
});

describe('parseTopic', () => {
  const parse = (text: string, file = 'housing/security-deposits.md') => parseTopic(file, text);
  const problems = (text: string, file?: string) => {
    try {
      parse(text, file);
    } catch (err) {
      expect(err).toBeInstanceOf(ContentError);
      return (err as ContentError).problems.join('\n');
    }
    throw new Error('expected a ContentError');
  };

  it('reads a valid article into its front matter and seven sections with slug ids and plain text', () => {
    const topic = parse(article({ body: article().split('---\n\n')[1]!.replace('Some words about in short.', 'A **bold** [link](https://example.gov) claim.') }));
    expect(topic).toMatchObject({ categoryId: 'housing', id: 'security-deposits', title: 'Security deposits', lastReviewed: '2026-11-22' });
    expect(topic.sections.map((s) => s.id)).toEqual([
      'in-short', 'key-points', 'how-it-works', 'what-you-can-do', 'deadlines-and-numbers-to-know', 'when-to-talk-to-a-lawyer', 'common-misconceptions',
    ]);
    expect(topic.sections[0]!.text).toBe('A bold link claim.');
    expect(topic.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the file and the field for bad front matter', () => {
    expect(problems('no front matter')).toMatch(/security-deposits\.md: must open with front matter/);
    expect(problems(article({ frontMatter: { title: '' } }))).toMatch(/front matter title/);
    expect(problems(article({ frontMatter: { keywords: '[one, two]' } }))).toMatch(/front matter keywords/);
    expect(problems(article({ frontMatter: { jurisdiction: 'Canada' } }))).toMatch(/must start with "United States"/);
    expect(problems(article({ frontMatter: { sources: '["", "b", "c"]' } }))).toMatch(/front matter sources\.0 must not be empty/);
    expect(problems(article({ frontMatter: { related: '[security-deposits, x/y]' } }))).toMatch(/categoryId\/topicId/);
    expect(problems(article({ frontMatter: { lastReviewed: '22/11/2026' } }))).toMatch(/ISO date/);
    expect(problems(article({ frontMatter: { author: 'me' } }))).toMatch(/author|Unrecognized/i);
    expect(problems(article({ frontMatter: { title: '[unclosed' } }))).toMatch(/not valid YAML/);
  });

  it('refuses missing, extra, misordered or empty sections and text before the first one', () => {
    const sections = SECTION_HEADINGS.map((h) => `## ${h}\n\nText.`);
    expect(problems(article({ body: sections.slice(1).join('\n\n') }))).toMatch(/sections must be exactly/);
    expect(problems(article({ body: [...sections, '## Extra\n\nText.'].join('\n\n') }))).toMatch(/found .*"## Extra"/);
    expect(problems(article({ body: [sections[1], sections[0], ...sections.slice(2)].join('\n\n') }))).toMatch(/in this order/);
    expect(problems(article({ body: ['Intro.', ...sections].join('\n\n') }))).toMatch(/text before the first/);
    expect(problems(article({ body: sections.join('\n\n').replace('## In short\n\nText.', '## In short\n') }))).toMatch(/"In short" is empty/);
  });

  it('refuses file names that are not slugs', () => {
    expect(problems(article(), 'housing/Security Deposits.md')).toMatch(/lowercase slugs/);
  });
});

describe('parseCategories', () => {
  it('refuses bad JSON and bad entries, naming the field', () => {
    expect(() => parseCategories('{')).toThrow(/not valid JSON/);
    expect(() => parseCategories('[{"id":"Housing","name":"H","description":"d","icon":"House","featured":"x"}]')).toThrow(/0\.id must be a lowercase slug/);
    expect(() => parseCategories('[{"id":"housing","name":"H","description":"d","icon":"house","featured":"x"}]')).toThrow(/icon/);
    expect(() => parseCategories('[]')).toThrow(ContentError);
  });
});

describe('loadKnowledgeBase on a broken folder', () => {
  it('lists every problem at once: unknown folder, non-Markdown file, bad article, missing featured guide', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kb-'));
    await writeFile(
      path.join(dir, 'categories.json'),
      JSON.stringify([{ id: 'housing', name: 'Housing', description: 'Renting.', icon: 'House', featured: 'missing' }]),
    );
    await mkdir(path.join(dir, 'housing'));
    await mkdir(path.join(dir, 'pets'));
    await writeFile(path.join(dir, 'housing', 'security-deposits.md'), article());
    await writeFile(path.join(dir, 'housing', 'notes.txt'), 'x');
    await writeFile(path.join(dir, 'housing', 'broken.md'), 'no front matter');
    const error = await loadKnowledgeBase(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const text = (error as ContentError).problems.join('\n');
    expect(text).toMatch(/pets\/: folder has no entry in categories\.json/);
    expect(text).toMatch(/housing\/notes\.txt: only \.md files/);
    expect(text).toMatch(/housing\/broken\.md: must open with front matter/);
    expect(text).toMatch(/featured topic "housing\/missing" does not exist/);
  });
});

describe('the editorial checks catch what they check', () => {
  const topic = (over: Partial<KnowledgeBaseContent['topics'][number]>) => ({ ...parseTopic('housing/a.md', article()), ...over });
  const category = { id: 'housing', name: 'H', description: 'd', icon: 'House', featured: 'a', position: 0, hash: '' };

  it('word counts', () => {
    const short = topic({ body: 'Just a few words.' });
    expect(bodyWordCount(short.body)).toBe(4);
    expect(checkWordCounts({ categories: [], topics: [short] })).toEqual(['housing/a.md: body has 4 words; it must have 500–1200']);
    const long = topic({ body: 'word '.repeat(1201) });
    expect(checkWordCounts({ categories: [], topics: [long] })[0]).toMatch(/1201 words/);
  });

  it('related guides', () => {
    const a = topic({ related: ['housing/a', 'housing/nowhere'] });
    expect(checkRelated({ categories: [], topics: [a] })).toEqual([
      'housing/a.md: related lists the topic itself',
      'housing/a.md: related topic "housing/nowhere" does not exist',
    ]);
  });

  it('duplicate titles, in any case', () => {
    const a = topic({});
    const b = { ...topic({ title: 'SECURITY DEPOSITS' }), id: 'b', file: 'housing/b.md' };
    expect(checkDuplicateTitles({ categories: [], topics: [a, b] })).toEqual([
      'housing/b.md: title "SECURITY DEPOSITS" is also the title of housing/a.md',
    ]);
  });

  it('empty and repeated sources', () => {
    expect(checkSources({ categories: [], topics: [topic({ sources: ['A', ' ', 'a'] })] })).toEqual([
      'housing/a.md: sources entry 2 is empty',
      'housing/a.md: a source is listed twice',
    ]);
  });

  it('areas with too few guides', () => {
    expect(checkCategoryCoverage({ categories: [category], topics: [topic({})] })).toEqual([
      `housing/: has 1 topics; every category needs at least ${MIN_TOPICS_PER_CATEGORY}`,
    ]);
  });
});
