import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { SectionCard } from '@/components/section-card';

export interface RecentItem {
  id: number;
  title: string;
  href: string;
  /** ISO date shown beside it */
  at: string;
}

/** The latest few of something (conversations, documents), to pick one up again. */
export function RecentList({ heading, items, allHref, icon: Icon }: { heading: string; items: RecentItem[]; allHref: string; icon: LucideIcon }) {
  const id = `recent-${heading.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <SectionCard id={id} heading={heading} link={{ href: allHref, label: 'See all' }}>
      <ul className="flex flex-col divide-y divide-border">
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.href} className="flex items-center gap-3 py-2.5 hover:text-accent">
              <Icon className="size-4 shrink-0 text-muted" aria-hidden />
              <span className="min-w-0 flex-1 truncate">{item.title}</span>
              <time dateTime={item.at} className="shrink-0 text-sm text-muted">
                {new Date(item.at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
