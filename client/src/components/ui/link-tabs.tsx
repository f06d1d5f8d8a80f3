import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

export interface LinkTab<T extends string> {
  id: T;
  label: string;
  /** the address that shows this tab, e.g. /history?tab=documents */
  href: string;
}

const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * Tabs whose choice lives in the URL: each tab is a link, so the choice survives a reload and can be
 * shared. Keys as WAI-ARIA tabs have them: only the chosen tab is in the Tab order; the arrow keys, Home
 * and End move to (and show) another. Switching replaces the history entry: Back leaves the page.
 */
export function LinkTabs<T extends string>({ label, tabs, selected, idPrefix }: { label: string; tabs: readonly LinkTab<T>[]; selected: T; idPrefix: string }) {
  const [, navigate] = useLocation();

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    navigate(next.href, { replace: true });
    document.getElementById(tabId(idPrefix, next.id))?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 border-b border-border">
      {tabs.map((t, i) => {
        const active = t.id === selected;
        return (
          <Link
            key={t.id}
            href={t.href}
            replace
            role="tab"
            id={tabId(idPrefix, t.id)}
            aria-selected={active}
            aria-controls={panelId(idPrefix)}
            tabIndex={active ? 0 : -1}
            onKeyDown={(e: KeyboardEvent) => onKeyDown(e, i)}
            className={`-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap focus-visible:-outline-offset-2 ${
              active ? 'border-accent text-text' : 'border-transparent text-muted hover:border-border hover:text-text'
            }`}
          >
            {t.label}
          </Link>
        );
      })}
    </div>
  );
}

/** The panel of the chosen tab, named by it. */
export function LinkTabPanel({ idPrefix, selected, children, className }: { idPrefix: string; selected: string; children: ReactNode; className?: string }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, selected)} className={className}>
      {children}
    </div>
  );
}
