/**
 * When an edited document is saved: EDITOR_AUTOSAVE_MS after typing stops, one request at a time, each
 * naming the revision it started from. A save the server refuses as a conflict stops the saving until
 * the person chooses (keep theirs or mine); a failed one (offline, server down) keeps the changes and
 * tries again on the next change or on "Retry".
 */
import type { JSONContent } from '@tiptap/core';
import type { Saved } from '@common/schemas/editing';
import { ApiError, serverMessage } from '@/lib/api-request';

export const EDITOR_AUTOSAVE_MS = 2000;

export type SaveState =
  | { kind: 'saved'; at: Date | null }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

export interface SaverDeps {
  send: (body: { baseRevision: number; content: JSONContent; name?: string; fresh?: boolean }) => Promise<Saved>;
  report: (state: SaveState) => void;
  /** a save went through: what the server kept, and whether the editor holds nothing newer */
  saved?: (saved: Saved, upToDate: boolean) => void;
  revision: number;
  delayMs?: number;
}

export function createEditorSaver({ send, report, saved, revision: startRevision, delayMs = EDITOR_AUTOSAVE_MS }: SaverDeps) {
  let revision = startRevision;
  /** the editor's document now: read only when a save goes out, not on every keystroke */
  let read: () => JSONContent = () => {
    throw new Error('The editor is not ready yet.');
  };
  let dirty = false;
  let pendingName: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<boolean> | null = null;
  let blocked = false;
  /** the next save starts a new version (text chosen after a conflict, or resumed) */
  let fresh = false;

  async function run(): Promise<boolean> {
    while ((dirty || pendingName !== undefined) && !blocked) {
      const name = pendingName;
      dirty = false;
      pendingName = undefined;
      report({ kind: 'saving' });
      try {
        const result = await send({ baseRevision: revision, content: read(), ...(name ? { name } : {}), ...(fresh ? { fresh } : {}) });
        revision = result.revision;
        fresh = false;
        saved?.(result, !dirty && pendingName === undefined);
      } catch (err) {
        dirty = true;
        if (err instanceof ApiError && err.status === 409) {
          blocked = true;
          report({ kind: 'conflict' });
        } else {
          pendingName ??= name;
          report({ kind: 'failed', message: serverMessage(err as Error) });
        }
        return false;
      }
    }
    if (!blocked) report({ kind: 'saved', at: new Date() });
    return !blocked;
  }

  function flush(): Promise<boolean> {
    clearTimeout(timer);
    timer = undefined;
    if (running) return running.then((ok) => (ok && (dirty || pendingName !== undefined) ? flush() : ok));
    const current = run();
    running = current;
    void current.finally(() => {
      running = null;
    });
    return current;
  }

  return {
    /** Where the text to save is read from: the editor, once it exists. */
    attach(reader: () => JSONContent) {
      read = reader;
    },
    /** The document changed: saved once typing has stopped for the delay. */
    change() {
      dirty = true;
      if (blocked) return;
      clearTimeout(timer);
      if (!running) report({ kind: 'unsaved' });
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    /** "Save version": now, kept under this name. */
    saveVersion(name: string): Promise<boolean> {
      pendingName = name;
      return flush();
    },
    /**
     * Carry on from `next` (the revision chosen after a conflict, or a restore): `unsaved` says whether
     * the editor holds text the server does not have yet, which then goes into a version of its own.
     */
    adopt(next: number, { unsaved }: { unsaved: boolean }) {
      revision = next;
      blocked = false;
      dirty = unsaved;
      fresh = unsaved;
      if (unsaved) return void flush();
      report({ kind: 'saved', at: new Date() });
    },
    get revision() {
      return revision;
    },
    hasUnsaved: () => dirty || pendingName !== undefined || running !== null,
    stop: () => clearTimeout(timer),
  };
}
export type EditorSaver = ReturnType<typeof createEditorSaver>;
