import { Check, CloudOff, Loader2, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SaveState } from '../lib/editor-saver';

const time = (at: Date) => at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** "Saving…", "Saved 10:42" or "Not saved — retry", announced politely to screen readers. */
export function SaveIndicator({ state, retry }: { state: SaveState; retry: () => void }) {
  let body;
  switch (state.kind) {
    case 'saved':
      body = (
        <>
          <Check className="size-4 text-success" aria-hidden />
          {state.at ? `Saved ${time(state.at)}` : 'All changes saved'}
        </>
      );
      break;
    case 'unsaved':
    case 'saving':
      body = (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Saving…
        </>
      );
      break;
    case 'failed':
      body = (
        <span className="flex flex-wrap items-center gap-1 text-danger" title={state.message}>
          <CloudOff className="size-4" aria-hidden />
          Not saved —
          <Button variant="ghost" className="min-h-8 px-1.5 text-accent underline" onClick={retry}>
            retry
          </Button>
          <span className="sr-only">{state.message}</span>
        </span>
      );
      break;
    case 'conflict':
      body = (
        <span className="flex items-center gap-1 text-warning">
          <TriangleAlert className="size-4" aria-hidden />
          Not saved: changed elsewhere
        </span>
      );
  }
  return (
    <p role="status" aria-live="polite" className="flex min-h-8 items-center gap-1.5 text-sm text-muted" data-testid="save-state">
      {body}
    </p>
  );
}
