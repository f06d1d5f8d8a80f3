import { Link } from 'wouter';
import { PLANS } from '@common/plans';
import type { UsageMeter } from '@common/schemas/usage';
import { useUsage } from '@/features/billing';

function Meter({ label, meter }: { label: string; meter: UsageMeter }) {
  if (meter.limit === null) {
    return (
      <p className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-muted">{meter.used} used · Unlimited</span>
      </p>
    );
  }
  const percent = meter.limit === 0 ? 100 : Math.min(100, Math.round((meter.used / meter.limit) * 100));
  const full = meter.used >= meter.limit;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex justify-between text-sm">
        <span>{label}</span>
        <span className={full ? 'font-medium text-danger' : 'text-muted'}>
          {meter.used} of {meter.limit} used
        </span>
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-border" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={meter.limit} aria-valuenow={meter.used}>
        <div className={`h-full ${full ? 'bg-danger' : 'bg-accent'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The plan and this month's use of it, with the way to upgrade on Free. */
export function UsageCard() {
  const { data: usage, isLoading, error } = useUsage();
  const resets = usage && new Date(usage.periodEnd).toLocaleDateString(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' });
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
      {usage && (
        <>
          <Meter label="AI chat conversations" meter={usage.conversations} />
          <Meter label="Document uploads" meter={usage.uploads} />
          <p className="text-sm text-muted">Usage resets on {resets}.</p>
        </>
      )}
    </section>
  );
}
