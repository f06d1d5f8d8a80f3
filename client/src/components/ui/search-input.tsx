import { Search } from 'lucide-react';
import { useId } from 'react';

/** A search box with its icon; the label is read out, and shown only when `showLabel` is set. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  showLabel = false,
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  showLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className="min-h-10 w-full rounded-md border border-border bg-surface pr-3 pl-9"
        />
      </div>
    </div>
  );
}
