import { Info } from 'lucide-react';

export function LegalNotice() {
  return (
    <p className="flex gap-2 rounded-lg border border-border bg-surface-muted p-3 text-sm text-muted">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      General information, not legal advice. Laws change and differ by state; for advice about your situation, talk to a lawyer or a legal aid office.
    </p>
  );
}
