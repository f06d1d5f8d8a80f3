import { Check } from 'lucide-react';
import { PLANS } from '@common/plans';

/** Free and Premium side by side, from common/plans.ts (the one source billing uses too). */
export function PlanComparison() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {Object.values(PLANS).map((plan) => (
        <section
          key={plan.id}
          aria-label={`${plan.name} plan`}
          className={`relative flex flex-col gap-3 rounded-lg border bg-surface p-5 ${plan.mostPopular ? 'border-accent ring-1 ring-accent' : 'border-border'}`}
        >
          {plan.mostPopular && (
            <span className="absolute -top-3 left-5 rounded-full bg-accent px-3 py-0.5 text-xs font-semibold text-on-accent">Most Popular</span>
          )}
          <h3 className="text-lg font-semibold">{plan.name}</h3>
          <p>
            <span className="text-3xl font-semibold">${plan.priceMonthlyUsd}</span>
            <span className="text-muted">/month</span>
          </p>
          <ul className="flex flex-col gap-1.5 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
