import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** the label is still read out, but not shown (a role picker in a row that names the person) */
  hideLabel?: boolean;
  options: readonly { value: string; label: string }[];
  error?: string;
}

/** A labelled native select (keyboard and screen readers work as everywhere) with its inline error. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, hideLabel = false, options, error, id, className = '', ...props }, ref) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`min-h-10 rounded-md border bg-surface px-3 text-base text-text disabled:opacity-60 ${error ? 'border-danger' : 'border-border'}`}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
