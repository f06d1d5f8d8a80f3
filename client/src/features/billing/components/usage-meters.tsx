import type { Usage, UsageMeter } from '@common/schemas/usage';

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
      <p className="flex justify-between gap-3 text-sm">
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

/** This month's use of each metered feature against the plan's allowance, and when it starts again. */
export function UsageMeters({ usage }: { usage: Usage }) {
  const resets = new Date(usage.periodEnd).toLocaleDateString(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <div className="flex flex-col gap-4">
      <Meter label="AI chat conversations" meter={usage.conversations} />
      <Meter label="Document uploads" meter={usage.uploads} />
      {/* with nothing limited, nothing resets: the counts are the month's */}
      <p className="text-sm text-muted">
        {usage.conversations.limit === null && usage.uploads.limit === null ? `Counted since the month began; unlimited on your plan.` : `Usage resets on ${resets}.`}
      </p>
    </div>
  );
}
