import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTSIDE_PROVIDER_MESSAGE, ResourceContextProvider, useContextKey, useResourceContext } from './resource-context';
import { contextLink, getResourceContext } from './resource-context-store';
import { STORAGE_KEYS } from './storage-keys';

const { resourceContext: CONTEXT_KEY, resourceContextTeamId: TEAM_KEY } = STORAGE_KEYS;

function renderContext() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ResourceContextProvider>{children}</ResourceContextProvider>
    </QueryClientProvider>
  );
  return renderHook(() => ({ ...useResourceContext(), key: useContextKey() }), { wrapper });
}

const stored = () => [localStorage.getItem(CONTEXT_KEY), localStorage.getItem(TEAM_KEY)];
const store = (context: string, teamId?: string) => {
  localStorage.setItem(CONTEXT_KEY, context);
  if (teamId !== undefined) localStorage.setItem(TEAM_KEY, teamId);
};

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ResourceContextProvider: restoring', () => {
  it('starts personal when nothing is stored', () => {
    const { result } = renderContext();
    expect(result.current).toMatchObject({ context: 'personal', teamId: null });
    expect(result.current.key).toEqual({ context: 'personal', teamId: null });
  });

  it('restores a stored team', () => {
    store('team', '7');
    const { result } = renderContext();
    expect(result.current).toMatchObject({ context: 'team', teamId: 7 });
    expect(result.current.key).toEqual({ context: 'team', teamId: 7 });
  });

  it('restores a stored personal context', () => {
    store('personal');
    expect(renderContext().result.current).toMatchObject({ context: 'personal', teamId: null });
  });

  it.each([
    ['a team without an id', 'team', undefined],
    ['a team whose id is not a number', 'team', 'abc'],
    ['a team whose id is zero', 'team', '0'],
    ['an unknown context', 'company', '7'],
  ])('resets %s to personal, logs it and stores personal', (_, context, teamId) => {
    store(context, teamId);
    expect(renderContext().result.current).toMatchObject({ context: 'personal', teamId: null });
    expect(error).toHaveBeenCalled();
    expect(stored()).toEqual(['personal', null]);
  });

  it('resets to personal when storage cannot be read', () => {
    store('team', '7');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(renderContext().result.current).toMatchObject({ context: 'personal', teamId: null });
    expect(error).toHaveBeenCalled();
  });
});

describe('ResourceContextProvider: switching', () => {
  it('switches to a team by number and stores both keys', () => {
    const { result } = renderContext();
    act(() => result.current.setContext('team', 12));
    expect(result.current).toMatchObject({ context: 'team', teamId: 12 });
    expect(result.current.key).toEqual({ context: 'team', teamId: 12 });
    expect(stored()).toEqual(['team', '12']);
    expect(getResourceContext()).toEqual({ context: 'team', teamId: 12 });
  });

  it('parses a team id given as a string to an integer', () => {
    const { result } = renderContext();
    act(() => result.current.setContext('team', '42'));
    expect(result.current).toMatchObject({ context: 'team', teamId: 42 });
    expect(stored()).toEqual(['team', '42']);
  });

  it.each([['abc'], ['12abc'], [''], ['1.5'], [1.5], [-3], [0], [null], [undefined], [Number.NaN]])(
    'rejects team id %j: logs it and changes nothing',
    (teamId) => {
      store('team', '7');
      const { result } = renderContext();
      act(() => result.current.setContext('team', teamId as string | number | null | undefined));
      expect(result.current).toMatchObject({ context: 'team', teamId: 7 });
      expect(stored()).toEqual(['team', '7']);
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  it('rejects a context other than personal or team', () => {
    const { result } = renderContext();
    act(() => result.current.setContext('company' as 'team', 3));
    expect(result.current).toMatchObject({ context: 'personal', teamId: null });
    expect(localStorage.getItem(CONTEXT_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('switching to personal clears the team id, in memory and in storage', () => {
    store('team', '7');
    const { result } = renderContext();
    act(() => result.current.setContext('personal', 7));
    expect(result.current).toMatchObject({ context: 'personal', teamId: null });
    expect(stored()).toEqual(['personal', null]);
  });

  it('falls back to personal when the choice cannot be stored', () => {
    store('team', '7');
    const { result } = renderContext();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    act(() => result.current.setContext('team', 9));
    expect(result.current).toMatchObject({ context: 'personal', teamId: null });
    expect(getResourceContext()).toEqual({ context: 'personal', teamId: null });
    expect(error).toHaveBeenCalled();
  });

  it('keeps the same setContext between renders, so effects that use it run once', () => {
    const { result, rerender } = renderContext();
    const first = result.current.setContext;
    rerender();
    expect(result.current.setContext).toBe(first);
  });
});

describe('useResourceContext outside its provider', () => {
  it('throws', () => {
    error.mockImplementation(() => {}); // React reports the render error too
    expect(() => renderHook(() => useResourceContext())).toThrow(OUTSIDE_PROVIDER_MESSAGE);
    expect(() => renderHook(() => useContextKey())).toThrow(OUTSIDE_PROVIDER_MESSAGE);
  });
});

describe('contextLink', () => {
  it('adds the team to a link in a team context, and leaves a personal link alone', () => {
    expect(contextLink('/api/documents/4/file', { context: 'personal', teamId: null })).toBe('/api/documents/4/file');
    expect(contextLink('/api/documents/4/file', { context: 'team', teamId: 12 })).toBe('/api/documents/4/file?team=12');
    expect(contextLink('/api/x?a=1', { context: 'team', teamId: 3 })).toBe('/api/x?a=1&team=3');
  });
});
