/**
 * The world the API fuzz suite (server/api-fuzz.int.test.ts) acts on: what a refused request must leave
 * alone, and what exists that a path parameter may name.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

/** bookkeeping a refused request may write (see the suite's header) */
const NOT_COMPARED = new Set(['sessions', 'login_failures', 'rate_limit_hits']);
/** written by the analysis queue in the background, not by the request */
const BACKGROUND_COLUMNS: Record<string, Set<string>> = {
  documents: new Set(['status', 'progress', 'error', 'attempts', 'lease_until', 'claimed_at', 'text', 'pages', 'analysis', 'search_vector', 'updated_at']),
};

/**
 * Every table's rows (as a count and a hash) and the number of stored files: what a refused request must
 * leave as it was.
 */
export function snapshotter(database: Database, dataDir: string): () => Promise<Record<string, string>> {
  let snapshotQuery: string | undefined;
  return async () => {
    if (!snapshotQuery) {
      const columns = rowsOf<{ table_name: string; column_name: string }>(
        await database.db.execute(sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`),
      );
      const byTable = new Map<string, string[]>();
      for (const { table_name: table, column_name: column } of columns) {
        if (NOT_COMPARED.has(table) || BACKGROUND_COLUMNS[table]?.has(column)) continue;
        byTable.set(table, [...(byTable.get(table) ?? []), `"${column}"`]);
      }
      snapshotQuery = [...byTable]
        .map(([table, cols]) => `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(r, '|' order by r)), '') as h from (select row(${cols.join(', ')})::text as r from "${table}") x`)
        .join(' union all ');
    }
    const state: Record<string, string> = {};
    for (const row of rowsOf<{ t: string; h: string }>(await database.db.execute(sql.raw(snapshotQuery)))) state[row.t] = row.h;
    state['stored files'] = String(readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length);
    return state;
  };
}

/**
 * What exists now, the caller's and other people's alike, each with the workspace it is in (`u<owner>` or
 * `t<team>`; `*` for what belongs to none): ids by what they name, and the parameters of nested routes that
 * belong together (a task with its matter).
 */
export interface Known {
  ids: number[];
  byName: Record<string, { id: string; ws: string }[]>;
  nested: Record<string, (Record<string, string> & { ws: string })[]>;
}

const WS = (t: string) => `coalesce('t' || ${t}.team_id, 'u' || ${t}.owner_id)`;
const NESTED: Record<string, string> = {
  '/api/matters/:id/tasks/:taskId': `select m.id as "id", x.id as "taskId", ${WS('m')} as ws from matter_tasks x join matters m on m.id = x.matter_id`,
  '/api/matters/:id/deadlines/:deadlineId': `select m.id as "id", x.id as "deadlineId", ${WS('m')} as ws from matter_deadlines x join matters m on m.id = x.matter_id`,
  '/api/matters/:id/notes/:noteId': `select m.id as "id", x.id as "noteId", ${WS('m')} as ws from matter_notes x join matters m on m.id = x.matter_id`,
  '/api/matters/:id/links/:kind/:linkId': `select d.matter_id as "id", 'document' as "kind", d.id as "linkId", ${WS('d')} as ws from documents d where d.matter_id is not null
    union all select c.matter_id, 'conversation', c.id, ${WS('c')} from conversations c where c.matter_id is not null`,
  // a lease draft's Insurance section has other wordings; the deposit letter has no sections
  '/api/drafts/:id/sections/:section': `select d.id as "id", 'insurance' as "section", ${WS('d')} as ws from drafts d`,
  '/api/teams/:id/members/:userId': `select team_id as "id", user_id as "userId", '*' as ws from team_members`,
  '/api/teams/:id/invitations/:invitationId': `select team_id as "id", id as "invitationId", '*' as ws from team_invitations`,
};
const KNOWN = [
  `select 'matters' as k, id, ${WS('t')} as ws from matters t`,
  `select 'tasks', x.id, ${WS('t')} from matter_tasks x join matters t on t.id = x.matter_id`,
  `select 'deadlines', x.id, ${WS('t')} from matter_deadlines x join matters t on t.id = x.matter_id`,
  `select 'notes', x.id, ${WS('t')} from matter_notes x join matters t on t.id = x.matter_id`,
  `select 'documents', id, ${WS('t')} from documents t`,
  `select 'conversations', id, ${WS('t')} from conversations t`,
  `select 'teams', id, '*' from teams`,
  `select 'users', id, '*' from users`,
  `select 'invitations', id, '*' from team_invitations`,
  `select 'drafts', id, ${WS('t')} from drafts t`,
  `select 'answer-sets', id, ${WS('t')} from answer_sets t`,
].join(' union all ');

export async function known(database: Database, tokens: { invitations: string[]; feeds: string[] }): Promise<Known> {
  const rows = rowsOf<{ k: string; id: number; ws: string }>(await database.db.execute(sql.raw(KNOWN)));
  const any = (...ids: string[]) => ids.map((id) => ({ id, ws: '*' }));
  const byName: Known['byName'] = {
    token: any(...tokens.invitations),
    file: any(...tokens.feeds),
    categoryId: any('housing'),
    topicId: any('deposits', 'repairs'),
    templateId: any('residential-lease', 'security-deposit-demand'),
  };
  for (const { k, id, ws } of rows) (byName[k] ??= []).push({ id: String(id), ws });
  const nested: Known['nested'] = { '/api/knowledge-base/topics/:categoryId/:topicId': [{ categoryId: 'housing', topicId: 'deposits', ws: '*' }] };
  for (const [url, query] of Object.entries(NESTED)) {
    nested[url] = rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(query))).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])) as Record<string, string> & { ws: string });
  }
  return { ids: [...new Set(rows.map((r) => Number(r.id)))], byName, nested };
}

/** the existing things a path parameter may name: `:id` by the route's resource, the others by their name */
export function knownFor({ byName }: Known, url: string, param: string) {
  const resource: Record<string, string> = { taskId: 'tasks', deadlineId: 'deadlines', noteId: 'notes', userId: 'users', invitationId: 'invitations' };
  if (param === 'linkId') return [...(byName.documents ?? []), ...(byName.conversations ?? [])];
  return byName[param === 'id' ? (url.split('/')[2] ?? '') : (resource[param] ?? param)] ?? [];
}

/** most of what is picked is in the workspace the request acts in (so it can be found), the rest anywhere */
export function pick<T extends { ws: string }>(items: T[], ws: string): fc.Arbitrary<T>[] {
  const here = items.filter((i) => i.ws === ws || i.ws === '*');
  return [...(here.length ? [fc.constantFrom(...here)] : []), ...(items.length ? [fc.constantFrom(...items)] : [])];
}

