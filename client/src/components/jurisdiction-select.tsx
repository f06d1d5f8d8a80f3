import { useId } from 'react';
import { US_STATES, type StateCode } from '@common/jurisdictions';

/** The state the answers should follow; "Not sure" (null) gets the general rule and how states differ. */
export function JurisdictionSelect({ value, onChange, disabled }: { value: StateCode | null; onChange: (value: StateCode | null) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        Your state
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange((event.target.value || null) as StateCode | null)}
        className="min-h-10 min-w-0 rounded-md border border-border bg-surface px-2 text-sm"
      >
        <option value="">Not sure</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
