import { ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { TemplateSummaryDto } from '@common/schemas/drafting';
import { SearchInput } from '@/components/ui/search-input';
import { useTemplates } from '../api/templates';

/** the templates whose title, summary or area hold every word typed, by area, areas in alphabetical order */
export function groupTemplates(templates: TemplateSummaryDto[], query: string): [area: string, TemplateSummaryDto[]][] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, TemplateSummaryDto[]>();
  for (const t of templates) {
    const text = `${t.title} ${t.summary} ${t.areaName}`.toLowerCase();
    if (!words.every((w) => text.includes(w))) continue;
    groups.set(t.areaName, [...(groups.get(t.areaName) ?? []), t]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** Every template, searchable, by area, each with what it is for; choosing one opens its guide. */
export function TemplatePicker({ link }: { link: (templateId: string) => string }) {
  const { data, isLoading, error } = useTemplates();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupTemplates(data?.templates ?? [], query), [data, query]);
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
      <h2 id="templates-heading" className="sr-only">
        Templates
      </h2>
      <SearchInput label="Search templates" value={query} onChange={setQuery} placeholder="Search, such as “lease”, “NDA” or “deposit”" className="max-w-xl" />
      {isLoading && <p className="text-muted">Loading the templates…</p>}
      {error && <p className="text-danger">We couldn’t load the templates. Please refresh the page.</p>}
      {data && !groups.length && <p className="text-muted">{query.trim() ? `No template matches “${query.trim()}”.` : 'There are no templates yet.'}</p>}
      {groups.map(([area, templates]) => (
        <div key={area} className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold">{area}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {templates.map((t) => (
              <li key={t.id}>
                <Link
                  href={link(t.id)}
                  aria-labelledby={`template-${t.id}`}
                  aria-describedby={`template-${t.id}-summary`}
                  className="group flex h-full items-start gap-3 rounded-lg border border-border bg-surface p-4 hover:border-accent"
                >
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span id={`template-${t.id}`} className="font-semibold text-accent group-hover:underline">
                      {t.title}
                    </span>
                    <span id={`template-${t.id}-summary`} className="text-sm text-muted">
                      {t.summary}
                    </span>
                  </span>
                  <ChevronRight className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
