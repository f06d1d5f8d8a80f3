import { FileText, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LinkKind } from '../api/links';
import { TakeOutButton } from './take-out-button';

const KINDS = {
  document: { label: 'Documents', icon: FileText, href: (id: number) => `/documents/${id}` },
  conversation: { label: 'Conversations', icon: MessageSquare, href: (id: number) => `/chat/${id}` },
} as const;

/** The documents or conversations filed in a matter: each opens, shows `meta` (status, when), and can be taken out. */
export function FiledList<T extends { id: number; title: string }>({ matterId, kind, items, meta }: { matterId: number; kind: LinkKind; items: T[]; meta: (item: T) => ReactNode }) {
  const { label, icon: Icon, href } = KINDS[kind];
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-2 p-2 pl-4">
          <Link href={href(item.id)} className="flex min-w-0 flex-1 flex-col gap-1 py-1 hover:text-accent sm:flex-row sm:items-center sm:gap-3">
            <span className="flex min-w-0 flex-1 items-center gap-2">
              <Icon className="size-4 shrink-0 text-muted" aria-hidden />
              <span className="min-w-0 font-medium break-words text-accent">{item.title}</span>
            </span>
            {meta(item)}
          </Link>
          <TakeOutButton matterId={matterId} kind={kind} id={item.id} title={item.title} />
        </li>
      ))}
    </ul>
  );
}
