/** The plans and their limits: the one source for the tour, the upgrade prompt and the quota checks. */
export const PLAN_IDS = ['free', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The costly actions limited per minute and per day, besides the monthly quotas. */
export type RatedAction = 'messages' | 'regenerations' | 'reanalyses';

export interface Plan {
  id: PlanId;
  name: string;
  priceMonthlyUsd: number;
  mostPopular: boolean;
  /** null = unlimited */
  limits: { conversationsPerMonth: number | null; uploadsPerMonth: number | null };
  /** how often a person may do something costly: far above what anyone types, so only automated use meets it */
  rates: Record<RatedAction, { perMinute: number; perDay: number }>;
  features: string[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    priceMonthlyUsd: 0,
    mostPopular: false,
    limits: { conversationsPerMonth: 5, uploadsPerMonth: 2 },
    rates: {
      messages: { perMinute: 10, perDay: 100 },
      regenerations: { perMinute: 5, perDay: 20 },
      reanalyses: { perMinute: 3, perDay: 10 },
    },
    features: [
      '5 AI chat conversations per month',
      '2 document uploads per month',
      'Basic document analysis',
      'Knowledge base access',
    ],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    priceMonthlyUsd: 29,
    mostPopular: true,
    limits: { conversationsPerMonth: null, uploadsPerMonth: null },
    rates: {
      messages: { perMinute: 20, perDay: 1000 },
      regenerations: { perMinute: 10, perDay: 200 },
      reanalyses: { perMinute: 6, perDay: 100 },
    },
    features: [
      'Unlimited AI conversations',
      'Unlimited document uploads',
      'Advanced analysis',
      'Voice interaction',
      'Team collaboration',
      'Priority support',
    ],
  },
};

/** What the plans meter each month. */
export type MeteredResource = 'conversations' | 'uploads';

const LIMIT_KEY = { conversations: 'conversationsPerMonth', uploads: 'uploadsPerMonth' } as const;
const NOUN = { conversations: 'AI chat conversations', uploads: 'document uploads' } as const;

/** The plan's monthly limit of a resource; null = unlimited. */
export function limitOf(plan: PlanId, resource: MeteredResource): number | null {
  return PLANS[plan].limits[LIMIT_KEY[resource]];
}

/** "You have used all 5 AI chat conversations of the Free plan this month. Upgrade to Premium for unlimited …" */
export function planLimitMessage(plan: PlanId, resource: MeteredResource): string {
  return `You have used all ${limitOf(plan, resource)} ${NOUN[resource]} of the ${PLANS[plan].name} plan this month. Upgrade to Premium for unlimited ${NOUN[resource]}.`;
}

const ACTION_NOUN = { messages: 'messages', regenerations: 'regenerated answers', reanalyses: 'reanalyses' } as const;

/** "You have sent 10 messages in the last minute, the most the Free plan allows. Please try again in 40 seconds." */
export function rateLimitMessage(plan: PlanId, action: RatedAction, wait: string): string {
  const { perMinute, perDay } = PLANS[plan].rates[action];
  return `The ${PLANS[plan].name} plan allows ${perMinute} ${ACTION_NOUN[action]} a minute and ${perDay} a day, and you have reached that. Please try again in ${wait}.`;
}
