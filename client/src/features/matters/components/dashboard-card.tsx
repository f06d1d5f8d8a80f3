import type { ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';

/** One of the dashboard's matter cards: a heading, a link to the matters, the list or its friendly empty text. */
export function DashboardCard({ id, heading, state, empty, children }: { id: string; heading: string; state: 'loading' | 'failed' | 'empty' | 'ready'; empty: ReactNode; children: ReactNode }) {
  return (
    <SectionCard id={id} heading={heading} link={{ href: '/matters', label: 'All matters' }}>
      {state === 'loading' && <p className="text-sm text-muted">Loading…</p>}
      {state === 'failed' && <p className="text-sm text-danger">We couldn’t load this list. Please refresh the page.</p>}
      {state === 'empty' && <div className="text-sm text-muted">{empty}</div>}
      {state === 'ready' && children}
    </SectionCard>
  );
}

export const cardState = ({ data, error }: { data?: { items: unknown[] }; error: Error | null }) =>
  error ? 'failed' : !data ? 'loading' : data.items.length ? 'ready' : 'empty';
