/**
 * `npm run bench [-- <suite>...]`: runs the named suites, or all of them. Numbers go in the README.
 * TEST_DATABASE_URL names the PostgreSQL server for the PostgreSQL runs (skipped when none answers).
 */
import { benchChat } from './chat';
import { benchDocuments } from './documents';
import { benchDrafting } from './drafting';
import { benchEditing } from './editing';
import { benchHttp } from './http';
import { benchKnowledgeBase } from './knowledge-base';
import { benchMatters } from './matters';

const SUITES: Record<string, () => Promise<void>> = { http: benchHttp, kb: benchKnowledgeBase, chat: benchChat, docs: benchDocuments, matters: benchMatters, drafting: benchDrafting, editing: benchEditing };

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !SUITES[name]);
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
for (const name of asked.length ? asked : Object.keys(SUITES)) await SUITES[name]!();
