/**
 * The version history beside the editor: every kept version, newest first, with who saved it and
 * when; any two compared as a redline; an older one restored as the newest (the ones in between stay).
 */
import { History, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { VersionSummary } from '@common/schemas/editing';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-request';
import { useComparison, useVersions } from '../api/editing';
import { RedlineView } from './redline-view';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const label = (v: VersionSummary) => `Version ${v.number}${v.name ? ` — ${v.name}` : ''}`;

/** `onRestore` absent: who may not change the document reads and compares, restores nothing. */
export function HistoryPanel({ documentId, revision, onRestore, onClose }: { documentId: number; revision: number; onRestore?: (number: number) => Promise<void>; onClose: () => void }) {
  const { data, isLoading, error, refetch } = useVersions(documentId, true);
  const versions = data?.items ?? [];
  // a save changes the newest version: the list follows
  useEffect(() => void refetch(), [revision, refetch]);
  const [pair, setPair] = useState<{ from: number; to: number } | null>(null);
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  const [restoring, setRestoring] = useState<number>();
  const [restoreError, setRestoreError] = useState<string>();
  const fromId = useId();
  const toId = useId();
  const newest = versions[0]?.number;
  const older = versions[1]?.number;
  const chosenFrom = from ?? older;
  const chosenTo = to ?? newest;

  async function restore(number: number) {
    if (!onRestore) return;
    setRestoring(number);
    setRestoreError(undefined);
    try {
      await onRestore(number);
    } catch (err) {
      setRestoreError(serverMessage(err as Error));
    } finally {
      setRestoring(undefined);
    }
  }

  return (
    <aside aria-label="Version history" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <History className="size-5" aria-hidden />
          Version history
        </h2>
        <Button variant="ghost" className="min-h-9 px-2" onClick={onClose} aria-label="Close version history">
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      {isLoading && <FullScreenSpinner fullScreen={false} />}
      {error && <p className="text-sm text-danger">{serverMessage(error)}</p>}
      {versions.length >= 2 && chosenFrom !== undefined && chosenTo !== undefined && (
        <form
          className="flex flex-col gap-2 rounded-md bg-surface-muted p-3"
          onSubmit={(e) => {
            e.preventDefault();
            setPair({ from: chosenFrom, to: chosenTo });
          }}
        >
          <p className="text-sm font-medium">Compare two versions</p>
          <div className="grid grid-cols-[auto_1fr] items-center gap-2 text-sm">
            <label htmlFor={fromId}>From</label>
            <select id={fromId} value={chosenFrom} onChange={(e) => setFrom(Number(e.target.value))} className="min-h-9 rounded-md border border-border bg-surface px-2">
              {versions.map((v) => (
                <option key={v.number} value={v.number}>
                  {label(v)}
                </option>
              ))}
            </select>
            <label htmlFor={toId}>To</label>
            <select id={toId} value={chosenTo} onChange={(e) => setTo(Number(e.target.value))} className="min-h-9 rounded-md border border-border bg-surface px-2">
              {versions.map((v) => (
                <option key={v.number} value={v.number}>
                  {label(v)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={chosenFrom === chosenTo}>
            Compare
          </Button>
        </form>
      )}
      {restoreError && (
        <p role="alert" className="text-sm text-danger">
          {restoreError}
        </p>
      )}
      <ol className="flex flex-col divide-y divide-border" aria-label="Versions, newest first">
        {versions.map((v) => (
          <li key={v.number} className="flex items-start justify-between gap-2 py-2">
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words">
                {label(v)}
                {v.number === newest && <span className="ml-2 rounded bg-accent-soft px-1.5 py-0.5 text-xs text-accent">Current</span>}
              </p>
              <p className="text-muted">
                {when(v.updatedAt)}
                {v.author ? ` · ${v.author}` : ''} · {v.words === 1 ? '1 word' : `${v.words.toLocaleString()} words`}
              </p>
            </div>
            {onRestore && v.number !== newest && (
              <Button variant="ghost" className="min-h-9 shrink-0 px-2 text-accent" busy={restoring === v.number} disabled={restoring !== undefined} onClick={() => void restore(v.number)} aria-label={`Restore version ${v.number}`}>
                <RotateCcw className="size-4" aria-hidden />
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
      {pair && <ComparisonDialog documentId={documentId} pair={pair} onClose={() => setPair(null)} />}
    </aside>
  );
}

function ComparisonDialog({ documentId, pair, onClose }: { documentId: number; pair: { from: number; to: number }; onClose: () => void }) {
  const { data, isLoading, error } = useComparison(documentId, pair);
  const summary = data ? `${data.insertions === 1 ? '1 word' : `${data.insertions} words`} added, ${data.deletions === 1 ? '1 word' : `${data.deletions} words`} removed` : undefined;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Changes from version ${pair.from} to version ${pair.to}`} description={summary} size="wide">
      <div className="max-h-[65vh] overflow-y-auto rounded-md border border-border p-4">
        {isLoading && <FullScreenSpinner fullScreen={false} />}
        {error && <p className="text-sm text-danger">{serverMessage(error)}</p>}
        {data && (data.insertions + data.deletions === 0 && data.blocks.every((b) => !b.change) ? <p className="text-muted">These two versions have the same text.</p> : data && <RedlineView blocks={data.blocks} />)}
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
