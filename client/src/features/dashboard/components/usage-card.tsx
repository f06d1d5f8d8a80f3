import { Link } from 'wouter';
import { PLANS } from '@common/plans';
import { UsageMeters, useUsage } from '@/features/billing';

/** The plan and this month's use of it, with the way to upgrade on Free. */
export function UsageCard() {
  const { data: usage, isLoading, error } = useUsage();
  return (
    <section aria-labelledby="usage-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="usage-heading" className="font-semibold">
          {usage ? `${PLANS[usage.plan].name} plan` : 'Your plan'}
        </h2>
        {usage?.plan === 'free' && (
          <Link href="/subscribe" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-hover">
            Upgrade
          </Link>
        )}
      </div>
      {isLoading && <p className="text-muted">Loading your usage…</p>}
      {error && <p className="text-danger">We couldn’t load your usage. Please refresh the page.</p>}
      {usage && <UsageMeters usage={usage} />}
    </section>
  );
}
