import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { ACTION_LINK, EmptyState, PagedList } from '@/components/paged-list';
import { ContextHint } from '@/features/teams';
import { useDebounced } from '@/lib/use-debounced';
import { useMatterPages } from './api/matters';
import { today } from './lib/dates';
import { useWorkspacePeople } from './api/people';
import { FILTER_NAMES, MatterFilters, type MatterFilterValues } from './components/matter-filters';
import { MatterRow } from './components/matter-row';

const DEBOUNCE_MS = 300;

/**
 * /matters: the workspace's matters, searchable, filtered by status, area and responsible person, sorted,
 * page by page. The filters live in the URL (?status=closed&sort=title…), so Back and a shared link keep them.
 */
export default function MattersPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const q = useDebounced(text, DEBOUNCE_MS).trim();
  const { people, inTeam } = useWorkspacePeople();

  const values: MatterFilterValues = { text, status: '', area: '', responsible: '', sort: '' };
  for (const name of FILTER_NAMES) values[name] = params.get(name) ?? '';

  function update(wanted: URLSearchParams) {
    for (const [name, value] of [...wanted]) if (!value) wanted.delete(name);
    setParams(wanted, { replace: true });
  }

  // the search words reach the URL (and the server) once typing pauses
  useEffect(() => {
    if (q !== (params.get('q') ?? '')) update(new URLSearchParams({ ...Object.fromEntries(params), q }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search should write the URL
  }, [q]);

  function onChange({ text: typed, ...patch }: Partial<MatterFilterValues>) {
    if (typed !== undefined) setText(typed);
    // clearing the filters clears the words at once, not after the pause
    const words: Record<string, string> = typed === '' ? { q: '' } : {};
    if (Object.keys(patch).length) update(new URLSearchParams({ ...Object.fromEntries(params), ...patch, ...words }));
  }

  // today where the user is: it splits each matter's next deadline from the overdue ones
  const filters = { q, params: { ...Object.fromEntries(FILTER_NAMES.map((name) => [name, values[name]])), today: today() } };
  const filtered = !!(q || values.status || values.area || values.responsible);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <ContextHint />
          <h1 className="text-3xl font-semibold">Matters</h1>
          <p className="max-w-[70ch] text-lg text-muted">Each legal problem in one place: its deadlines, tasks and notes.</p>
        </div>
        <Link href="/matters/new" className={ACTION_LINK}>
          <Plus className="size-4" aria-hidden />
          New matter
        </Link>
      </header>
      <MatterFilters value={values} onChange={onChange} people={inTeam ? people : undefined} />
      <PagedList
        pages={useMatterPages(filters)}
        noun="matters"
        filtered={filtered}
        empty={
          <EmptyState
            title="No matters yet"
            action={
              <Link href="/matters/new" className={ACTION_LINK}>
                <Plus className="size-4" aria-hidden />
                New matter
              </Link>
            }
          >
            A matter is the file for one legal problem. For you it might be “my eviction case” or “my divorce”; for a lawyer, one client engagement. Keep
            its court dates, deadlines, tasks and notes together, so nothing slips.
          </EmptyState>
        }
        renderItem={(matter) => <MatterRow matter={matter} />}
      />
    </div>
  );
}
