import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';

export interface ConfirmDialogProps {
  /** names the thing: "Delete team “Smith Law”?" */
  heading: string;
  description: string;
  /** the confirm button's words: "Delete", "Leave team", … */
  confirmLabel: string;
  variant?: 'danger' | 'primary';
  /** when set, the confirm button works only once this exact text is typed (for what cannot be undone) */
  typeToConfirm?: string;
  /** extra choices the action needs (a member to pick, …) */
  children?: ReactNode;
  /** false while those choices are incomplete */
  ready?: boolean;
  /** does it; a failure's message (the server's own words) shows in the dialog, which stays open */
  action: () => Promise<unknown>;
  /** the toast once it is done */
  done: string;
  onClose: () => void;
  onDone: () => void;
}

/** Asks before an action that is hard to undo, naming the thing; optionally the user types its name. */
export function ConfirmDialog({ heading, description, confirmLabel, variant = 'danger', typeToConfirm, children, ready = true, action, done, onClose, onDone }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [typed, setTyped] = useState('');
  const confirmed = ready && (typeToConfirm === undefined || typed.trim() === typeToConfirm);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await action();
      toast({ title: done });
      onDone();
    } catch (err) {
      setError(serverMessage(err as Error));
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={heading} description={description}>
      <form onSubmit={(e) => void confirm(e)} className="flex flex-col gap-4">
        {children}
        {typeToConfirm !== undefined && (
          <Field
            label={`Type “${typeToConfirm}” to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            autoFocus
          />
        )}
        {error && (
          <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={variant} busy={busy} disabled={!confirmed}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
