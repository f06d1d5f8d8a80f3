import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverMessage } from '@/lib/api-request';
import { useContextKey } from '@/lib/resource-context';
import { draftUrl, saveDraft, type DraftChanges } from '../api/drafts';

export const AUTOSAVE_MS = 600;

export type SaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

/**
 * Changes gather for `AUTOSAVE_MS` after the last one, then go in one request; never two at once, so
 * they land in order. A failed save keeps its changes for the next try.
 */
export function createSaver(send: (changes: DraftChanges) => Promise<void>, report: (status: SaveStatus, error?: string) => void) {
  let pending: DraftChanges = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<boolean> | null = null;
  const hasPending = () => Object.keys(pending).length > 0;

  async function run(): Promise<boolean> {
    while (hasPending()) {
      const changes = pending;
      pending = {};
      report('saving');
      try {
        await send(changes);
      } catch (err) {
        pending = { ...changes, ...pending };
        report('failed', serverMessage(err as Error));
        return false;
      }
    }
    report('saved');
    return true;
  }

  /** Sends what is waiting now; resolves true once everything is saved. */
  function flush(): Promise<boolean> {
    clearTimeout(timer);
    if (running) return running.then((ok) => (ok && hasPending() ? flush() : ok));
    const current = run();
    running = current;
    void current.finally(() => {
      running = null;
      // a change made just as the last save finished
      if (hasPending() && !timer) void flush();
    });
    return current;
  }

  function save(changes: DraftChanges, { now = false } = {}) {
    pending = { ...pending, ...changes };
    clearTimeout(timer);
    timer = undefined;
    if (now) return void flush();
    if (!running) report('waiting');
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, AUTOSAVE_MS);
  }

  return { save, flush, hasPending };
}

/**
 * Saves a draft as the person works (see createSaver); the draft the server answers with, and its new
 * preview, goes into the cache. `flush` sends at once (a step change, before generating). Leaving the
 * interview sends what is waiting; while something is unsaved, closing the tab asks first.
 */
export function useDraftAutosave(draftId: number) {
  const queryClient = useQueryClient();
  // the workspace the draft was opened in: its saves go there, and to its cache entry
  const context = useContextKey();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string>();
  const [saver] = useState(() =>
    createSaver(
      async (changes) => {
        queryClient.setQueryData([draftUrl(draftId), context], await saveDraft(draftId, changes, context));
      },
      (next, message) => {
        setStatus(next);
        setError(message);
      },
    ),
  );

  useEffect(
    () => () => {
      if (saver.hasPending()) void saver.flush();
    },
    [saver],
  );

  const unsaved = status === 'waiting' || status === 'saving' || status === 'failed';
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return { status, error, save: saver.save, flush: saver.flush };
}
