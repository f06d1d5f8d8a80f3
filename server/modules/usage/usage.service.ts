/**
 * Plan usage for the current UTC calendar month, and the one quota check every metered feature goes
 * through: `withQuota` counts the month's use under a per-user lock, refuses with 402 `plan_limit` at
 * the plan's limit, and otherwise records the use and does the work in the same transaction.
 */
import { PLANS, type PlanId } from '../../../common/plans';
import type { Usage } from '../../../common/schemas/usage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth/users.repository';
import type { MeteredResource, UsageRepository } from './usage.repository';

export function monthPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

const LIMIT_KEY = { conversations: 'conversationsPerMonth', uploads: 'uploadsPerMonth' } as const;
const NOUN = { conversations: 'AI chat conversations', uploads: 'document uploads' } as const;

export function limitOf(plan: PlanId, resource: MeteredResource): number | null {
  return PLANS[plan].limits[LIMIT_KEY[resource]];
}

/** "You have used all 5 AI chat conversations of the Free plan this month. Premium has unlimited ..." */
export function planLimitMessage(plan: PlanId, resource: MeteredResource): string {
  const limit = limitOf(plan, resource);
  return `You have used all ${limit} ${NOUN[resource]} of the ${PLANS[plan].name} plan this month. Upgrade to Premium for unlimited ${NOUN[resource]}.`;
}

export function createUsageService(repository: UsageRepository, now: () => Date = () => new Date()) {
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
        const limit = limitOf(user.plan, resource);
        if (limit !== null) {
          await repository.lock(tx, user.id);
          const { start, end } = monthPeriod(at);
          if ((await repository.count(user.id, resource, start, end, tx)) >= limit) {
            throw new AppError(402, 'plan_limit', planLimitMessage(user.plan, resource));
          }
        }
        await repository.record(tx, user.id, resource, at);
        return work(tx);
      });
    },
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
