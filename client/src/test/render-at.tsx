import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getQueryFn } from '@/lib/api-request';

/** Renders a screen at `path` (search included) with the app's default query function; returns the recorded location. */
export function renderAt(path: string, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: getQueryFn({ on401: 'throw' }) }, mutations: { retry: false } } });
  const memory = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {ui}
      </Router>
    </QueryClientProvider>,
  );
  return memory;
}
