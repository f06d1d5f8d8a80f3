/** The plans and their limits: the one source for the tour, the upgrade prompt and the quota checks. */
export const PLAN_IDS = ['free', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  priceMonthlyUsd: number;
  mostPopular: boolean;
  /** null = unlimited */
  limits: { conversationsPerMonth: number | null; uploadsPerMonth: number | null };
  features: string[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    priceMonthlyUsd: 0,
    mostPopular: false,
    limits: { conversationsPerMonth: 5, uploadsPerMonth: 2 },
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
