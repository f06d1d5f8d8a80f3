/**
 * Matters: open one with just a title (the rest has defaults), find them, change them, close and
 * reopen them, delete them; every change goes to the matter's activity timeline. Access through the
 * shared policy: a matter belongs to the workspace it was opened in (decision 0008).
 */
import type { Matter, MatterFields, MatterListItem, MatterListQuery } from '../../../common/schemas/matters';
import { activityOf, recordActivity } from '../../db/activity';
import { ownerOf } from '../../db/ownership-filter';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { assertMayChange } from '../../plugins/workspace';
import { toDeadline } from './deadline.presenter';
import type { MatterRow, MattersRepository, NewMatter } from './matters.repository';

export const MATTER_MESSAGES = {
  notFound: 'This matter does not exist, or it is not in this workspace.',
  responsible: 'The responsible person must be a member of this team.',
  responsiblePersonal: 'In your personal workspace, you are the one responsible.',
  assignee: 'A task can be assigned only to a member of this team.',
  assigneePersonal: 'In your personal workspace, tasks can be assigned only to you.',
  badCursor: 'The cursor is not valid: use the nextCursor of the previous page',
} as const;

const day = (at: Date) => at.toISOString().slice(0, 10);

/** an entry of a matter's timeline: everything done to it and to its tasks, deadlines and notes */
export function matterActivity(user: Actor, matterId: number, verb: string, detail: Record<string, unknown>, at: Date) {
  return { actorId: user.id, teamId: user.teamId ?? null, ownerId: user.teamId ? null : user.id, verb, subjectType: 'matter', subjectId: matterId, detail, at };
}

function toMatter(row: MatterRow): Matter {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    clientName: row.clientName,
    clientContact: row.clientContact,
    practiceArea: row.practiceArea,
    status: row.status,
    priority: row.priority,
    description: row.description,
    openedOn: row.openedOn,
    closedOn: row.closedOn,
    tags: row.tags,
    responsibleUserId: row.responsibleUserId,
    ownerId: row.ownerId,
    teamId: row.teamId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const encodeOffset = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeOffset(cursor: string): number {
  const m = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw new AppError(400, 'validation_error', MATTER_MESSAGES.badCursor);
  return Number(m[1]);
}

export function createMattersService({ repository, now }: { repository: MattersRepository; now: () => Date }) {
  async function find(user: Actor, id: number): Promise<MatterRow> {
    const row = await repository.find(ownerOf(user), id);
    if (!row) throw new AppError(404, 'not_found', MATTER_MESSAGES.notFound);
    return row;
  }

  /** who may be responsible for a matter or a task: a member of the team, or in a personal workspace only its owner */
  async function checkPerson(user: Actor, userId: number | null | undefined, field: 'responsibleUserId' | 'assigneeId'): Promise<void> {
    if (userId === null || userId === undefined || userId === user.id) return;
    const [inTeam, personal] = field === 'assigneeId' ? [MATTER_MESSAGES.assignee, MATTER_MESSAGES.assigneePersonal] : [MATTER_MESSAGES.responsible, MATTER_MESSAGES.responsiblePersonal];
    if (!user.teamId) throw new AppError(400, 'validation_error', personal, { [field]: personal });
    if (!(await repository.isTeamMember(user.teamId, userId))) throw new AppError(400, 'validation_error', inTeam, { [field]: inTeam });
  }

  const log = (user: Actor, matterId: number, verb: string, detail: Record<string, unknown> = {}) => matterActivity(user, matterId, verb, detail, now());

  return {
    /** the matter, if it is in the caller's workspace (404 otherwise): for its tasks, deadlines and notes */
    row: find,
    /** who may be given a task or a matter: a member of the team, or oneself */
    checkAssignee: (user: Actor, userId: number | null | undefined) => checkPerson(user, userId, 'assigneeId'),

    /** a page of the workspace's matters, each with its next open deadline and how many passed unmet (by the caller's `today`) */
    async list(user: Actor, query: MatterListQuery): Promise<{ items: MatterListItem[]; nextCursor: string | null }> {
      const offset = query.cursor ? decodeOffset(query.cursor) : 0;
      const rows = await repository.list(ownerOf(user), query, offset);
      const page = rows.slice(0, query.limit);
      const { next, overdue } = await repository.deadlineSummaries(
        page.map((r) => r.id),
        query.today ?? day(now()),
      );
      const nextOf = new Map(next.map((d) => [d.matterId, toDeadline(d)]));
      const overdueOf = new Map(overdue.map((o) => [o.matterId, o.count]));
      return {
        items: page.map((row) => ({ ...toMatter(row), nextDeadline: nextOf.get(row.id) ?? null, overdueDeadlines: overdueOf.get(row.id) ?? 0 })),
        nextCursor: rows.length > query.limit ? encodeOffset(offset + query.limit) : null,
      };
    },

    async get(user: Actor, id: number): Promise<Matter> {
      return toMatter(await find(user, id));
    },

    async create(user: Actor, input: MatterFields): Promise<Matter> {
      await checkPerson(user, input.responsibleUserId, 'responsibleUserId');
      const at = now();
      const status = input.status ?? 'open';
      const values: NewMatter = {
        ownerId: user.id,
        teamId: user.teamId ?? null,
        title: input.title,
        clientName: input.clientName ?? null,
        clientContact: input.clientContact ?? null,
        practiceArea: input.practiceArea ?? null,
        status,
        priority: input.priority ?? 'normal',
        description: input.description ?? null,
        openedOn: input.openedOn ?? day(at),
        closedOn: status === 'closed' ? day(at) : null,
        tags: input.tags ?? [],
        responsibleUserId: input.responsibleUserId === undefined ? user.id : input.responsibleUserId,
        createdAt: at,
        updatedAt: at,
      };
      return repository.transaction(async (tx) => {
        const row = await repository.insert(tx, ownerOf(user), values, at.getUTCFullYear());
        await recordActivity(tx, log(user, row.id, 'matter.opened', { number: row.number, title: row.title }));
        return toMatter(row);
      });
    },

    async update(user: Actor, id: number, input: Partial<MatterFields>): Promise<Matter> {
      const before = await find(user, id);
      // `{}` changes nothing: the matter as it is, not touched (its place in the list kept)
      if (!Object.keys(input).length) return toMatter(before);
      await checkPerson(user, input.responsibleUserId, 'responsibleUserId');
      const at = now();
      const changes: Partial<NewMatter> = { ...input, updatedAt: at };
      if (input.status && input.status !== before.status) changes.closedOn = input.status === 'closed' ? day(at) : null;
      const changed = Object.keys(input).filter((k) => JSON.stringify(input[k as keyof MatterFields]) !== JSON.stringify(before[k as keyof MatterRow]));
      return repository.transaction(async (tx) => {
        const row = await repository.update(tx, id, changes);
        if (!row) throw new AppError(404, 'not_found', MATTER_MESSAGES.notFound);
        const verb = input.status === 'closed' && before.status !== 'closed' ? 'matter.closed' : before.status === 'closed' && input.status && input.status !== 'closed' ? 'matter.reopened' : 'matter.updated';
        if (changed.length) await recordActivity(tx, log(user, id, verb, { fields: changed }));
        return toMatter(row);
      });
    },

    async remove(user: Actor, id: number): Promise<void> {
      assertMayChange(user, await find(user, id));
      await repository.transaction((tx) => repository.delete(tx, id));
    },

    async activity(user: Actor, id: number) {
      await find(user, id);
      const entries = await activityOf(repository.db, 'matter', id);
      return { items: entries.map((e) => ({ id: e.id, verb: e.verb, detail: e.detail, actor: e.actor, at: e.at.toISOString() })) };
    },
  };
}
export type MattersService = ReturnType<typeof createMattersService>;
