import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { kbCategories, kbKeywords, kbSections, kbTerms, kbTopics } from '../../db/schema';
import { article } from '../../testing/kb-article';
import { openTestDatabase } from '../../testing/test-database';
import { ContentError } from './content';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';
import { syncKnowledgeBase } from './sync';

const rows = async (database: Database, table: typeof kbTopics | typeof kbSections | typeof kbCategories) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('syncing the real knowledge base', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('copies every area, guide and section, then writes nothing when nothing changed', async () => {
    const first = await syncKnowledgeBase(database.db);
    expect(first).toMatchObject({ updated: 0, removed: 0, unchanged: 0 });
    expect(first.added).toBeGreaterThanOrEqual(96);
    expect(await rows(database, kbCategories)).toBe(16);
    expect(await rows(database, kbTopics)).toBe(first.added);
    expect(await rows(database, kbSections)).toBe(first.added * 7);

    const second = await syncKnowledgeBase(database.db);
    expect(second).toMatchObject({ added: 0, updated: 0, removed: 0, unchanged: first.added });
  });

  it('stores multi-word keywords as phrases and the corpus vocabulary with topic counts', async () => {
    const phrases = await database.db.select().from(kbKeywords).where(eq(kbKeywords.topicId, 'security-deposits'));
    expect(phrases.map((p) => p.keyword)).toContain('security deposit');
    const [deposit] = await database.db.select().from(kbTerms).where(eq(kbTerms.term, 'deposit'));
    expect(deposit).toMatchObject({ lexeme: 'deposit' });
    expect(deposit!.topicCount).toBeGreaterThan(0);
    // stop words stay out of the vocabulary, so prefix and typo matching never expand to them
    expect(await database.db.select().from(kbTerms).where(eq(kbTerms.term, 'the'))).toEqual([]);
  });
});

describe('syncing changes', () => {
  let database: Database;
  let dir: string;
  const categories = (name = 'Housing', extra: object[] = []) =>
    JSON.stringify([{ id: 'housing', name, description: 'Renting a home.', icon: 'House', featured: 'deposits' }, ...extra]);
  const write = (file: string, text: string) => writeFile(path.join(dir, file), text);
  const titles = async () => (await database.db.select({ id: kbTopics.id, title: kbTopics.title }).from(kbTopics).orderBy(kbTopics.id)).map((t) => `${t.id}:${t.title}`);
  const search = (q: string) => createSearchService(createSearchRepository(database.db)).searchTopics({ q, limit: 10 });

  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'kb-sync-'));
    await mkdir(path.join(dir, 'housing'));
    await write('categories.json', categories());
    await write('housing/deposits.md', article({ frontMatter: { title: 'Deposits' } }));
    await write('housing/repairs.md', article({ frontMatter: { title: 'Repairs' } }));
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('adds, then updates an edited guide with its sections and vocabulary', async () => {
    expect(await syncKnowledgeBase(database.db, dir)).toMatchObject({ added: 2, updated: 0, removed: 0, unchanged: 0 });
    expect(await search('zyzzyva')).toEqual([]);

    await write('housing/repairs.md', article({ frontMatter: { title: 'Repairs and zyzzyva' } }));
    expect(await syncKnowledgeBase(database.db, dir)).toMatchObject({ added: 0, updated: 1, removed: 0, unchanged: 1 });
    expect(await titles()).toEqual(['deposits:Deposits', 'repairs:Repairs and zyzzyva']);
    expect(await rows(database, kbSections)).toBe(14);
    expect((await search('zyzzyva')).map((r) => r.topicId)).toEqual(['repairs']);
  });

  it('removes a deleted guide and its sections', async () => {
    await rm(path.join(dir, 'housing/repairs.md'));
    expect(await syncKnowledgeBase(database.db, dir)).toMatchObject({ added: 0, updated: 0, removed: 1, unchanged: 1 });
    expect(await titles()).toEqual(['deposits:Deposits']);
    expect(await rows(database, kbSections)).toBe(7);
    expect(await search('zyzzyva')).toEqual([]);
  });

  it('rewrites an area’s guides when the area is renamed, and drops an area that is gone', async () => {
    await mkdir(path.join(dir, 'pets'));
    await write('pets/dogs.md', article({ frontMatter: { title: 'Dogs' } }));
    await write('categories.json', categories('Housing', [{ id: 'pets', name: 'Pets', description: 'Animals.', icon: 'Dog', featured: 'dogs' }]));
    expect(await syncKnowledgeBase(database.db, dir)).toMatchObject({ added: 1, unchanged: 1 });

    await write('categories.json', categories('Homes and renting', [{ id: 'pets', name: 'Pets', description: 'Animals.', icon: 'Dog', featured: 'dogs' }]));
    expect(await syncKnowledgeBase(database.db, dir)).toMatchObject({ updated: 1, unchanged: 1 });

    await rm(path.join(dir, 'pets'), { recursive: true });
    await write('categories.json', categories('Homes and renting'));
    expect(await syncKnowledgeBase(database.db, dir)).toMatchObject({ removed: 1, unchanged: 1 });
    expect((await database.db.select({ id: kbCategories.id, name: kbCategories.name }).from(kbCategories))).toEqual([{ id: 'housing', name: 'Homes and renting' }]);
  });

  it('changes nothing when the content is broken', async () => {
    await write('housing/broken.md', 'no front matter');
    await expect(syncKnowledgeBase(database.db, dir)).rejects.toBeInstanceOf(ContentError);
    await rm(path.join(dir, 'housing/broken.md'));
    expect(await titles()).toEqual(['deposits:Deposits']);
  });

  it('lets instances starting together sync at once without duplicating anything', async () => {
    await write('housing/eviction.md', article({ frontMatter: { title: 'Eviction' } }));
    const reports = await Promise.all([syncKnowledgeBase(database.db, dir), syncKnowledgeBase(database.db, dir)]);
    expect(reports.map((r) => r.added).sort()).toEqual([0, 1]);
    expect(await titles()).toEqual(['deposits:Deposits', 'eviction:Eviction']);
  });
});
