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

/** whose unsaved text, in which workspace, of which document: never offered to someone else on this browser */
export interface BackupOf {
  userId: number;
  documentId: number;
  context: ResourceContextState;
}

const keyOf = ({ userId, documentId, context }: BackupOf) => `${STORAGE_KEYS.editorBackup}:${userId}:${context.teamId ?? 'personal'}:${documentId}`;

export function readBackup(of: BackupOf): Backup | null {
  try {
    const raw = localStorage.getItem(keyOf(of));
    const parsed = raw ? (JSON.parse(raw) as Partial<Backup>) : null;
    if (!parsed || typeof parsed.baseRevision !== 'number' || typeof parsed.at !== 'string' || parsed.content?.type !== 'doc') return null;
    return parsed as Backup;
  } catch {
    return null;
  }
}

export function writeBackup(of: BackupOf, backup: Backup): void {
  try {
    localStorage.setItem(keyOf(of), JSON.stringify(backup));
  } catch {
    // storage full or blocked: the server copy is still saved every few seconds
  }
}

export function clearBackup(of: BackupOf): void {
  try {
    localStorage.removeItem(keyOf(of));
  } catch {
    // nothing to clear
  }
}

/** Signing out leaves no document text behind on a shared computer. */
export function clearAllBackups(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(`${STORAGE_KEYS.editorBackup}:`)) localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept
  }
}
