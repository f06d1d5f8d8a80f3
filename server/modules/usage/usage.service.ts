/**
 * Plan usage for the current UTC calendar month. Features that count toward a plan limit (chat
 * conversations, document uploads) register a counter here; until one is registered its use is 0.
 */
import { PLANS } from '../../../common/plans';
import type { Usage } from '../../../common/schemas/usage';
import type { UserRow } from '../auth/users.repository';

export type MeteredResource = 'conversations' | 'uploads';
/** how many of the resource the user created in [from, to) */
export type UsageCounter = (userId: number, from: Date, to: Date) => Promise<number>;

export function monthPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

export function createUsageService(now: () => Date = () => new Date()) {
  const counters = new Map<MeteredResource, UsageCounter>();
  const LIMIT_KEY = { conversations: 'conversationsPerMonth', uploads: 'uploadsPerMonth' } as const;

  async function meter(user: UserRow, resource: MeteredResource, start: Date, end: Date) {
    const counter = counters.get(resource);
    return {
      used: counter ? await counter(user.id, start, end) : 0,
      limit: PLANS[user.plan].limits[LIMIT_KEY[resource]],
    };
  }

  return {
    registerCounter(resource: MeteredResource, counter: UsageCounter): void {
      counters.set(resource, counter);
    },

    async getUsage(user: UserRow): Promise<Usage> {
      const { start, end } = monthPeriod(now());
      return {
        plan: user.plan,
        periodStart: start.toISOString(),
        periodEnd: end.toISOString(),
        conversations: await meter(user, 'conversations', start, end),
        uploads: await meter(user, 'uploads', start, end),
      };
    },
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
