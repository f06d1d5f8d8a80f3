import { forwardRef, useId, useState, type TextareaHTMLAttributes } from 'react';
import { Markdown } from '@/components/markdown';

interface MarkdownFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** the text as typed, for the preview */
  text: string;
  error?: string;
  hint?: string;
}

/** A labelled Markdown text area with its inline error and a Write / Preview switch (the preview renders as it will show). */
export const MarkdownField = forwardRef<HTMLTextAreaElement, MarkdownFieldProps>(function MarkdownField({ label, text, error, hint, id, rows = 6, ...props }, ref) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const [preview, setPreview] = useState(false);
  const describedBy = [error && `${fieldId}-error`, hint && `${fieldId}-hint`].filter(Boolean).join(' ') || undefined;
  const toggle = (on: boolean) => (
    <button
      type="button"
      aria-pressed={preview === on}
      onClick={() => setPreview(on)}
      className={`rounded px-2.5 py-1 text-sm ${preview === on ? 'bg-surface font-medium text-text shadow-sm' : 'text-muted hover:text-text'}`}
    >
      {on ? 'Preview' : 'Write'}
    </button>
  );
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {label}
        </label>
        <div role="group" aria-label="Write or preview" className="flex gap-1 rounded-md bg-surface-muted p-0.5">
          {toggle(false)}
          {toggle(true)}
        </div>
      </div>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        hidden={preview}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-md border bg-surface px-3 py-2 text-base text-text ${error ? 'border-danger' : 'border-border'}`}
        {...props}
      />
      {preview && (
        <div className="min-h-24 rounded-md border border-border bg-surface px-4 py-2">
          {text.trim() ? <Markdown>{text}</Markdown> : <p className="text-muted">Nothing to preview yet.</p>}
        </div>
      )}
      {hint && !error && (
        <p id={`${fieldId}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
