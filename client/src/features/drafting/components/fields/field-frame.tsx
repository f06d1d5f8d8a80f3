import type { ReactNode } from 'react';

/** Where a question's answer sits in the answers: "tenant", or "tenants.1.name" inside a list. */
export const questionBoxId = (path: string) => `question-${path}`;
export const controlId = (path: string) => `answer-${path}`;
const helpId = (path: string) => `${controlId(path)}-help`;
const errorId = (path: string) => `${controlId(path)}-error`;

/** What a control points to for screen readers: its error first, then its help. */
export function describedBy(path: string, { help, error }: { help?: string; error?: string }): string | undefined {
  return [error && errorId(path), help && helpId(path)].filter(Boolean).join(' ') || undefined;
}

export const inputClass = (error?: string | boolean) =>
  `min-h-10 w-full rounded-md border bg-surface px-3 text-base text-text ${error ? 'border-danger' : 'border-border'}`;

export const labelText = (label: string, optional?: boolean) => (optional ? `${label} (optional)` : label);

function Help({ path, help }: { path: string; help?: string }) {
  return help ? (
    <p id={helpId(path)} className="text-sm text-muted">
      {help}
    </p>
  ) : null;
}

export function FieldError({ path, error }: { path: string; error?: string }) {
  return error ? (
    <p id={errorId(path)} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** One labelled control (text, number, date, state): label above, help, its error, then the control. */
export function LabelledField({ path, label, help, error, children }: { path: string; label: string; help?: string; error?: string; children: ReactNode }) {
  return (
    <div id={questionBoxId(path)} className="flex flex-col gap-1.5">
      <label htmlFor={controlId(path)} className="font-medium">
        {label}
      </label>
      <Help path={path} help={help} />
      <FieldError path={path} error={error} />
      {children}
    </div>
  );
}

/** A question answered with several controls (a party, radio buttons, a list): a fieldset named by its legend. */
export function GroupField({ path, label, help, error, children }: { path: string; label: string; help?: string; error?: string; children: ReactNode }) {
  return (
    <fieldset id={questionBoxId(path)} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 font-medium">{label}</legend>
      <Help path={path} help={help} />
      <FieldError path={path} error={error} />
      {children}
    </fieldset>
  );
}
