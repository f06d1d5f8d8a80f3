import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A card of the dashboard: its heading, a link to the whole of it ("See all", "All matters"), and what it holds. */
export function SectionCard({ id, heading, link, children }: { id: string; heading: string; link: { href: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="font-semibold">
          {heading}
        </h2>
        <Link href={link.href} className="text-sm font-medium text-accent hover:underline">
          {link.label}
        </Link>
      </div>
      {children}
    </section>
  );
}
