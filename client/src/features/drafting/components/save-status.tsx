import { Check, CloudOff, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SaveStatus } from '../lib/use-autosave';

/** A quiet "Saving…" / "Saved" beside the title; a failed save says so and offers to try again. */
export function SaveStatusNote({ status, error, retry }: { status: SaveStatus; error?: string; retry: () => void }) {
  if (status === 'failed') {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
        <CloudOff className="size-4 shrink-0" aria-hidden />
        Your latest answers are not saved{error ? `: ${error}` : '.'}
        <Button variant="ghost" className="min-h-8 px-2 text-accent" onClick={retry}>
          Try again
        </Button>
      </p>
    );
  }
  if (status === 'idle') return null;
  const saving = status === 'waiting' || status === 'saving';
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted">
      {saving ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Check className="size-4 text-success" aria-hidden />}
      {saving ? 'Saving…' : 'Saved'}
    </p>
  );
}
