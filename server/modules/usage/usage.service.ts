/**
 * Plan usage for the current UTC calendar month, and the one quota check every metered feature goes
 * through: the month's use is counted under a per-user lock, 402 `plan_limit` refuses at the plan's
 * limit, and otherwise the use is recorded in the same transaction as the work. `withQuota` counts an
 * upload as it is accepted; `countOnce` counts a conversation once, when it is first answered, and
 * can take the use back when that answer says nothing.
 */
import { limitOf, planLimitMessage, type MeteredResource } from '../../../common/plans';
import type { Usage } from '../../../common/schemas/usage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth/users.repository';
import type { UsageRepository } from './usage.repository';

export function monthPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** Something counted once against a plan, such as a conversation: whether it has been, and marking it (null: not). */
export interface CountedOnce {
  counted: (tx: Db) => Promise<boolean>;
  mark: (tx: Db, at: Date | null) => Promise<void>;
}

export function createUsageService(repository: UsageRepository, now: () => Date = () => new Date()) {
  async function refuseAtLimit(tx: Db, user: UserRow, resource: MeteredResource, at: Date, { locked = false } = {}) {
    const limit = limitOf(user.plan, resource);
    if (limit === null) return;
    if (!locked) await repository.lock(tx, user.id);
    const { start, end } = monthPeriod(at);
    if ((await repository.count(user.id, resource, start, end, tx)) >= limit) throw new AppError(402, 'plan_limit', planLimitMessage(user.plan, resource));
  }

  return {
    async getUsage(user: UserRow): Promise<Usage> {
      const { start, end } = monthPeriod(now());
      const meter = async (resource: MeteredResource) => ({ used: await repository.count(user.id, resource, start, end), limit: limitOf(user.plan, resource) });
      return {
        plan: user.plan,
        periodStart: start.toISOString(),
        periodEnd: end.toISOString(),
        conversations: await meter('conversations'),
        uploads: await meter('uploads'),
      };
    },

    /** Runs `work` in a transaction that also records one use of `resource`, or throws 402 at the limit. */
    async withQuota<T>(user: UserRow, resource: MeteredResource, work: (tx: Db) => Promise<T>): Promise<T> {
      return repository.transaction(async (tx) => {
        const at = now();
        await refuseAtLimit(tx, user, resource, at);
        await repository.record(tx, user.id, resource, at);
        return work(tx);
      });
    },

    /** Throws 402 when the month's use of `resource` is at the plan's limit; changes nothing. */
    async assertUnderLimit(user: UserRow, resource: MeteredResource): Promise<void> {
      const limit = limitOf(user.plan, resource);
      if (limit === null) return;
      const { start, end } = monthPeriod(now());
      if ((await repository.count(user.id, resource, start, end)) >= limit) throw new AppError(402, 'plan_limit', planLimitMessage(user.plan, resource));
    },

    /**
     * Counts one use of `resource` for a thing counted once (a conversation, at its first answer): under
     * the user's lock, nothing when `thing` counted already, 402 at the limit, else the use recorded and
     * `thing` marked, in one transaction. Returns how to take the use back (the answer said nothing), or
     * undefined when the thing had counted already.
     */
    async countOnce(user: UserRow, resource: MeteredResource, thing: CountedOnce): Promise<(() => Promise<void>) | undefined> {
      const recorded = await repository.transaction(async (tx) => {
        const at = now();
        await repository.lock(tx, user.id);
        if (await thing.counted(tx)) return undefined;
        await refuseAtLimit(tx, user, resource, at, { locked: true });
        const id = await repository.record(tx, user.id, resource, at);
        await thing.mark(tx, at);
        return id;
      });
      if (recorded === undefined) return undefined;
      return () =>
        repository.transaction(async (tx) => {
          await repository.remove(tx, recorded);
          await thing.mark(tx, null);
        });
    },
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
