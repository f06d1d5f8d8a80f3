import { useQuery } from '@tanstack/react-query';
import type { Matter } from '@common/schemas/matters';
import { SelectField } from '@/components/ui/select-field';
import { useContextKey } from '@/lib/resource-context';

/** the workspace's matters, most recently worked on first */
const MATTERS = '/api/matters?sort=updated&limit=100';

/**
 * Which matter, if any, an upload is filed in: the workspace's matters by number and title, closed ones
 * marked. One chosen before (a link with ?matter=) that is not among the latest 100 is asked for on its own.
 */
export function MatterChoice({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const contextKey = useContextKey();
  const { data } = useQuery<{ items: Matter[] }>({ queryKey: [MATTERS, contextKey] });
  const latest = data?.items ?? [];
  const missing = value !== '' && data !== undefined && !latest.some((m) => String(m.id) === value);
  const { data: chosen } = useQuery<Matter>({ queryKey: [`/api/matters/${value}`, contextKey], enabled: missing });
  const matters = chosen && missing ? [chosen, ...latest] : latest;
  if (!matters.length) return null;
  const options = [
    { value: '', label: 'Not in a matter' },
    ...matters.map((m) => ({ value: String(m.id), label: `${m.number} ${m.title}${m.status === 'closed' ? ' (closed)' : ''}` })),
  ];
  return <SelectField label="File it in a matter (optional)" value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} options={options} className="max-w-md" />;
}
