import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  applyResourceContext,
  contextInKey,
  getResourceContext,
  isSameResourceContext,
  resolveResourceContext,
  restoreResourceContext,
  subscribeResourceContext,
  type ResourceContextName,
  type ResourceContextState,
} from './resource-context-store';

export type ResourceContextValue = ResourceContextState & {
  /** Switches context; a team needs its id (a numeric string is accepted). Rejected input is logged and ignored. */
  setContext: (context: ResourceContextName, teamId?: number | string | null) => void;
};

export const OUTSIDE_PROVIDER_MESSAGE = 'useResourceContext must be used within a ResourceContextProvider';

const ResourceContext = createContext<ResourceContextValue | null>(null);

/** Holds the personal/team context for everything below it; needs a QueryClientProvider above it. */
export function ResourceContextProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // once, when the app loads (spec §4)
  useState(restoreResourceContext);
  const state = useSyncExternalStore(subscribeResourceContext, getResourceContext);

  const setContext = useCallback(
    (context: ResourceContextName, teamId?: number | string | null) => {
      const next = resolveResourceContext(context, teamId);
      if (!next || isSameResourceContext(next, getResourceContext())) return;
      // every context's cached lists may be out of date by now: the one switched to fetches again as it shows
      void queryClient.invalidateQueries({ predicate: (query) => contextInKey(query.queryKey) !== undefined, refetchType: 'none' });
      applyResourceContext(next);
    },
    [queryClient],
  );

  const value = useMemo(() => ({ ...state, setContext }), [state, setContext]);
  return <ResourceContext.Provider value={value}>{children}</ResourceContext.Provider>;
}

/** The active context and the way to switch it; throws outside its provider (spec §8). */
export function useResourceContext(): ResourceContextValue {
  const value = useContext(ResourceContext);
  if (!value) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return value;
}

/**
 * The query-key element for data that belongs to a context (conversations, documents, usage, …):
 * `queryKey: [url, useContextKey()]`. Each context gets its own cache entries, switching fetches the new
 * context's, and the default query function sends the context the key names.
 */
export function useContextKey(): ResourceContextState {
  const { context, teamId } = useResourceContext();
  return useMemo(() => (context === 'team' ? { context, teamId } : { context, teamId: null }), [context, teamId]);
}
