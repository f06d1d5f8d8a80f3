import { limitOf, planLimitMessage } from '@common/plans';
import { useUsage } from '@/features/billing';

/**
 * The plan's limit message when a conversation could not be answered now: it has not counted yet (no
 * answer so far) and this month's conversations are used up. Undefined otherwise, or while usage loads.
 */
export function useConversationLimit(counted: boolean): string | undefined {
  const { data: usage } = useUsage();
  if (counted || !usage) return undefined;
  const limit = limitOf(usage.plan, 'conversations');
  return limit !== null && usage.conversations.used >= limit ? planLimitMessage(usage.plan, 'conversations') : undefined;
}
