import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { SelectField } from '@/components/ui/select-field';
import type { Person } from '../api/people';
import { SORT_OPTIONS, STATUS_OPTIONS, usePracticeAreas } from '../lib/labels';

/** The list's narrowing as the URL holds it ('' = any); `text` is the search box before it is debounced. */
export interface MatterFilterValues {
  text: string;
  status: string;
  area: string;
  responsible: string;
  sort: string;
}

export const FILTER_NAMES = ['status', 'area', 'responsible', 'sort'] as const;

/** Search, status, practice area, responsible person (in a team) and order of the matters list. */
export function MatterFilters({ value, onChange, people }: { value: MatterFilterValues; onChange: (patch: Partial<MatterFilterValues>) => void; people?: Person[] }) {
  const areas = usePracticeAreas();
  const any = (label: string) => [{ value: '', label }];
  const narrowed = value.text || value.status || value.area || value.responsible;
  return (
    <div className="flex flex-col gap-3">
      <SearchInput label="Search matters" showLabel value={value.text} onChange={(text) => onChange({ text })} placeholder="Title, number, client or tag" className="max-w-xl" />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <SelectField label="Status" value={value.status} onChange={(e) => onChange({ status: e.target.value })} options={[...any('Any status'), ...STATUS_OPTIONS]} />
        <SelectField label="Practice area" value={value.area} onChange={(e) => onChange({ area: e.target.value })} options={[...any('Any area'), ...areas.options]} className="min-w-0 sm:max-w-64" />
        {people && (
          <SelectField
            label="Responsible"
            value={value.responsible}
            onChange={(e) => onChange({ responsible: e.target.value })}
            options={[...any('Anyone'), ...people.map((p) => ({ value: String(p.id), label: p.name }))]}
          />
        )}
        <SelectField label="Sort by" value={value.sort || 'updated'} onChange={(e) => onChange({ sort: e.target.value })} options={SORT_OPTIONS} />
        {narrowed && (
          <Button variant="ghost" className="col-span-2 justify-self-start" onClick={() => onChange({ text: '', status: '', area: '', responsible: '' })}>
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
