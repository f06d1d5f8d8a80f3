import type { Severity } from '@common/schemas/documents';

const STYLE: Record<Severity, { label: string; className: string }> = {
  high: { label: 'High risk', className: 'bg-danger-soft text-danger' },
  medium: { label: 'Review', className: 'bg-warning-soft text-warning' },
  low: { label: 'Low risk', className: 'bg-success-soft text-success' },
};

/** Colour for meaning, always with the words too. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  const { label, className } = STYLE[severity];
  return <span className={`inline-block shrink-0 rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}>{label}</span>;
}
