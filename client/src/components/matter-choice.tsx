import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Matter } from '@common/schemas/matters';
import { SelectField } from '@/components/ui/select-field';
import { useContextKey } from '@/lib/resource-context';

/** the workspace's matters, most recently worked on first */
const MATTERS = '/api/matters?sort=updated&limit=100';

interface MatterChoiceProps {
  label: string;
  /** the matter's id, or '' for none */
  value: string;
  onChange: (value: string) => void;
  /** what choosing none is called ("Not in a matter"), or undefined when one must be chosen */
  noneLabel?: string;
  error?: string;
  /** shown instead once it is known that the workspace has no matters */
  empty?: ReactNode;
}

/**
 * Which matter something is filed in: the workspace's matters by number and title, closed ones marked. One
 * chosen before (a link with ?matter=) that is not among the latest 100 is asked for on its own. While the
 * workspace has no matters, shows `empty` (nothing unless given).
 */
export function MatterChoice({ label, value, onChange, noneLabel, error, empty = null }: MatterChoiceProps) {
  const contextKey = useContextKey();
  const { data } = useQuery<{ items: Matter[] }>({ queryKey: [MATTERS, contextKey] });
  const latest = data?.items ?? [];
  const missing = value !== '' && data !== undefined && !latest.some((m) => String(m.id) === value);
  const { data: chosen } = useQuery<Matter>({ queryKey: [`/api/matters/${value}`, contextKey], enabled: missing });
  const matters = chosen && missing ? [chosen, ...latest] : latest;
  if (!matters.length) return data ? empty : null;
  const options = [
    { value: '', label: noneLabel ?? 'Choose a matter' },
    ...matters.map((m) => ({ value: String(m.id), label: `${m.number} ${m.title}${m.status === 'closed' ? ' (closed)' : ''}` })),
  ];
  return <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)} options={options} error={error} className="max-w-md" />;
}
