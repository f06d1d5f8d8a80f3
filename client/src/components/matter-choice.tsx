import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Matter } from '@common/schemas/matters';
import { SelectField } from '@/components/ui/select-field';
import { matterUrl, MATTERS_URL } from '@/lib/matter-cache';
import { useContextKey } from '@/lib/resource-context';

/** the workspace's matters, most recently worked on first */
const LATEST = `${MATTERS_URL}?sort=updated&limit=100`;

/**
 * The matters one may choose from: the workspace's latest 100, and `value` (one chosen before, by a link
 * with ?matter=) asked for on its own if it is not among them. `loaded` once that is all known.
 */
export function useMatterChoices(value: string) {
  const contextKey = useContextKey();
  const latest = useQuery<{ items: Matter[] }>({ queryKey: [LATEST, contextKey] });
  const items = latest.data?.items ?? [];
  const missing = value !== '' && latest.data !== undefined && !items.some((m) => String(m.id) === value);
  const chosen = useQuery<Matter>({ queryKey: [matterUrl(Number(value)), contextKey], enabled: missing });
  return {
    matters: chosen.data && missing ? [chosen.data, ...items] : items,
    loaded: latest.data !== undefined && (!missing || chosen.data !== undefined || chosen.isError),
    failed: latest.isError,
  };
}

interface MatterChoiceProps {
  label: string;
  /** the matter's id, or '' for none */
  value: string;
  onChange: (value: string) => void;
  /** what choosing none is called ("Not in a matter"), or undefined when one must be chosen */
  noneLabel?: string;
  error?: string;
  autoFocus?: boolean;
  /** shown instead once it is known that the workspace has no matters */
  empty?: ReactNode;
}

/**
 * Which matter something is filed in: the workspace's matters by number and title, closed ones marked. A
 * chosen one that is not there (deleted, in another workspace, after switching workspace) is let go, so
 * nothing is ever sent for a matter the list does not show. While the workspace has no matters, shows
 * `empty` (nothing unless given).
 */
export function MatterChoice({ label, value, onChange, noneLabel, error, autoFocus, empty = null }: MatterChoiceProps) {
  const { matters, loaded } = useMatterChoices(value);
  const gone = loaded && value !== '' && !matters.some((m) => String(m.id) === value);
  useEffect(() => {
    if (gone) onChange('');
  }, [gone, onChange]);
  if (!matters.length) return loaded ? empty : null;
  const options = [
    { value: '', label: noneLabel ?? 'Choose a matter' },
    ...matters.map((m) => ({ value: String(m.id), label: `${m.number} ${m.title}${m.status === 'closed' ? ' (closed)' : ''}` })),
  ];
  return <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)} options={options} error={error} autoFocus={autoFocus} className="max-w-md" />;
}
