/**
 * The text a source card stands for, as stored: a guide's section, or a state-rule table's cell for a
 * state (as the assistant quoted it). Tests check that every card quotes it, so no answer cites what
 * it was not given.
 */
import { and, eq } from 'drizzle-orm';
import type { Source } from '../../common/schemas/chat';
import { stateRulePassage } from '../ai/state-rule-passages';
import type { StateRule } from '../content/state-rules';
import type { Db } from '../db/client';
import { contentRecords, kbSections } from '../db/schema';

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The stored text `source` cites, or undefined when its url names nothing stored. */
export async function citedText(db: Db, source: Source): Promise<string | undefined> {
  const rule = /^\/state-rules\/([a-z0-9-]+)\?state=([A-Z]{2})$/.exec(source.url);
  if (rule) {
    const [row] = await db.select({ data: contentRecords.data }).from(contentRecords).where(and(eq(contentRecords.kind, 'state-rules'), eq(contentRecords.key, rule[1]!)));
    const table = row?.data as StateRule | undefined;
    const cell = table?.cells.find((c) => c.state === rule[2]);
    return table && cell && flat(stateRulePassage({ categoryId: '', topicId: '', title: '' }, table, cell).text);
  }
  if (source.url !== `/knowledge-base/${source.categoryId}/${source.topicId}#${source.sectionId}`) return undefined;
  const [section] = await db
    .select({ text: kbSections.text })
    .from(kbSections)
    .where(and(eq(kbSections.categoryId, source.categoryId!), eq(kbSections.topicId, source.topicId!), eq(kbSections.id, source.sectionId!)));
  return section && flat(section.text);
}
