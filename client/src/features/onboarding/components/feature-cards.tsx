import type { LucideIcon } from 'lucide-react';

export interface FeatureCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

export function FeatureCards({ cards }: { cards: FeatureCard[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-lg border border-border bg-surface p-4">
          <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold">{title}</span>
            <span className="text-sm text-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
