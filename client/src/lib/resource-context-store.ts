/**
 * The active resource context (spec §3, §4, §5): whether the app works in the user's own space or in
 * one of their teams'. It lives outside React so the request layer can name the team on every call;
 * `ResourceContextProvider` (resource-context.tsx) is its React face.
 */
import { TEAM_HEADER } from '@common/schemas/teams';
import { STORAGE_KEYS } from './storage-keys';

export type ResourceContextName = 'personal' | 'team';
export type ResourceContextState = { context: 'personal'; teamId: null } | { context: 'team'; teamId: number };

export const PERSONAL_CONTEXT: ResourceContextState = Object.freeze({ context: 'personal', teamId: null });

/** A team id given as a number or as a string of digits (a select's value, the stored one); null for anything else. */
export function parseTeamId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The context asked for, or null (logged) when the spec's rules reject it: only personal, or team with a numeric id. */
export function resolveResourceContext(context: unknown, teamId?: unknown): ResourceContextState | null {
  if (context === 'personal') return PERSONAL_CONTEXT;
  if (context !== 'team') {
    console.warn(`Ignored a switch to an unknown resource context: ${String(context)}`);
    return null;
  }
  const id = parseTeamId(teamId);
  if (id === null) {
    console.warn(`Ignored a switch to a team without a valid team id: ${String(teamId)}`);
    return null;
  }
  return { context: 'team', teamId: id };
}

export const isSameResourceContext = (a: ResourceContextState, b: ResourceContextState) => a.context === b.context && a.teamId === b.teamId;

function readStored(): ResourceContextState {
  try {
    const context = localStorage.getItem(STORAGE_KEYS.resourceContext);
    if (context === null || context === 'personal') return PERSONAL_CONTEXT;
    const teamId = context === 'team' ? parseTeamId(localStorage.getItem(STORAGE_KEYS.resourceContextTeamId)) : null;
    if (teamId === null) throw new Error(`the stored context "${context}" has no valid team`);
    return { context: 'team', teamId };
  } catch (error) {
    console.error('Could not restore the resource context; using personal.', error);
    writeStoredQuietly(PERSONAL_CONTEXT);
    return PERSONAL_CONTEXT;
  }
}

function writeStored(state: ResourceContextState): void {
  localStorage.setItem(STORAGE_KEYS.resourceContext, state.context);
  if (state.teamId === null) localStorage.removeItem(STORAGE_KEYS.resourceContextTeamId);
  else localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, String(state.teamId));
}

function writeStoredQuietly(state: ResourceContextState): void {
  try {
    writeStored(state);
  } catch {
    // storage is unavailable (private mode, quota, blocked): the context still works for this visit
  }
}

let current: ResourceContextState | null = null;
const listeners = new Set<() => void>();

function update(next: ResourceContextState): void {
  if (current && isSameResourceContext(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

/** The active context; read from storage the first time it is asked for. */
export function getResourceContext(): ResourceContextState {
  return (current ??= readStored());
}

/** Reads the context back from storage (spec §4: restored on load); anything unreadable gives personal. */
export function restoreResourceContext(): ResourceContextState {
  update(readStored());
  return getResourceContext();
}

/** Makes `next` active and stores it; if storing fails, the context falls back to personal (spec §4: any error). */
export function applyResourceContext(next: ResourceContextState): void {
  try {
    writeStored(next);
    update(next);
  } catch (error) {
    console.error('Could not save the resource context; using personal.', error);
    writeStoredQuietly(PERSONAL_CONTEXT);
    update(PERSONAL_CONTEXT);
  }
}

export function subscribeResourceContext(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The headers that name a context's team on a request (none for personal), by default the active context's. */
export function contextHeaders(state: ResourceContextState = getResourceContext()): Record<string, string> {
  return state.context === 'team' ? { [TEAM_HEADER]: String(state.teamId) } : {};
}

/** A link's URL in a context: a plain link (a download) cannot send a header, so a team goes in `?team=`. */
export function contextLink(url: string, state: ResourceContextState = getResourceContext()): string {
  return state.context === 'team' ? `${url}${url.includes('?') ? '&' : '?'}team=${state.teamId}` : url;
}

function isContextState(value: unknown): value is ResourceContextState {
  if (typeof value !== 'object' || value === null) return false;
  const { context, teamId } = value as Record<string, unknown>;
  return (context === 'personal' && teamId === null) || (context === 'team' && parseTeamId(teamId) === teamId);
}

/** The context a query key names (an element added by `useContextKey`), if any. */
export function contextInKey(queryKey: readonly unknown[]): ResourceContextState | undefined {
  return queryKey.find(isContextState);
}
