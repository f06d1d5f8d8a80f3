import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { PLANS } from '@common/plans';
import { useUsage } from '../api/use-usage';
import { UsageMeters } from './usage-meters';

/**
 * What a plan limit (402 `plan_limit`) looks like wherever it is met: the server's message, this
 * month's usage and when it resets, and the way to Premium.
 */
export function UpgradePrompt({ message }: { message: string }) {
  const { data: usage } = useUsage();
  const premium = PLANS.premium;
  return (
    <section role="alert" aria-labelledby="upgrade-heading" className="flex flex-col gap-4 rounded-lg border border-warning bg-warning-soft p-5">
      <h2 id="upgrade-heading" className="flex items-center gap-2 font-semibold">
        <Sparkles className="size-5 shrink-0 text-warning" aria-hidden />
        You have reached your plan’s limit
      </h2>
      <p>{message}</p>
      {usage && (
        <div className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4">
          <h3 className="text-sm font-semibold">Your {PLANS[usage.plan].name} plan this month</h3>
          <UsageMeters usage={usage} />
        </div>
      )}
      <div className="text-sm">
        <p className="font-medium">
          {premium.name}, ${premium.priceMonthlyUsd}/month:
        </p>
        <ul className="mt-1 grid list-disc gap-x-6 pl-5 sm:grid-cols-2">
          {premium.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <Link href="/subscribe" className="inline-flex min-h-10 items-center self-start rounded-md bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent-hover">
        Upgrade to Premium
      </Link>
    </section>
  );
}
