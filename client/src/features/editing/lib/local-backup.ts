/**
 * The editor's unsaved text kept in the browser, so a reload, a crash or a lost connection loses
 * nothing: written as the person types, cleared once the server has it, offered back on the next open.
 */
import type { JSONContent } from '@tiptap/core';
import type { ResourceContextState } from '@/lib/resource-context-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export interface Backup {
  /** the revision the unsaved text was typed over */
  baseRevision: number;
  content: JSONContent;
  /** when it was typed (ISO) */
  at: string;
}

const keyOf = (id: number, context: ResourceContextState) => `${STORAGE_KEYS.editorBackup}:${context.teamId ?? 'personal'}:${id}`;

export function readBackup(id: number, context: ResourceContextState): Backup | null {
  try {
    const raw = localStorage.getItem(keyOf(id, context));
    const parsed = raw ? (JSON.parse(raw) as Partial<Backup>) : null;
    if (!parsed || typeof parsed.baseRevision !== 'number' || typeof parsed.at !== 'string' || parsed.content?.type !== 'doc') return null;
    return parsed as Backup;
  } catch {
    return null;
  }
}

export function writeBackup(id: number, context: ResourceContextState, backup: Backup): void {
  try {
    localStorage.setItem(keyOf(id, context), JSON.stringify(backup));
  } catch {
    // storage full or blocked: the server copy is still saved every few seconds
  }
}

export function clearBackup(id: number, context: ResourceContextState): void {
  try {
    localStorage.removeItem(keyOf(id, context));
  } catch {
    // nothing to clear
  }
}
