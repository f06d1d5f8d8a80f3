import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getQueryFn } from '@/lib/api-request';
import { ResourceContextProvider } from '@/lib/resource-context';

/**
 * Renders a screen at `path` (search included) with the app's default query function and resource context;
 * returns the recorded location. `staleTime` as in the app (5 min) shows what is answered from the cache.
 */
export function renderAt(path: string, ui: ReactNode, { staleTime = 0 }: { staleTime?: number } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime, queryFn: getQueryFn({ on401: 'throw' }) }, mutations: { retry: false } },
  });
  const memory = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={queryClient}>
      <ResourceContextProvider>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {ui}
        </Router>
      </ResourceContextProvider>
    </QueryClientProvider>,
  );
  return memory;
}
