import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@common/errors';
import { ApiError, apiRequest, resetCsrfToken } from './api-request';
import { queryClient, shouldRetryQuery } from './query-client';
import { jsonResponse as json } from '@/test/fetch-stub';

/** Answers /api/csrf-token and /api/deployment-info like the server; everything else via `route`. */
function stubFetch(route: (url: string) => Response) {
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/csrf-token') return json({ csrfToken: 'tok' });
    if (url === '/api/deployment-info') return json({ version: __BUILD_VERSION__, deployedAt: __BUILD_TIME__ });
    return route(url);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const callsTo = (fn: ReturnType<typeof stubFetch>, url: string) => fn.mock.calls.filter(([u]) => String(u) === url).length;

afterEach(() => {
  queryClient.clear();
  resetCsrfToken();
  vi.unstubAllGlobals();
});

describe('shouldRetryQuery', () => {
  it('retries an ordinary failure up to 2 times', () => {
    const error = new ApiError(500, '500: boom', undefined);
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, false, false]);
    expect(shouldRetryQuery(0, new Error(MESSAGES.networkError))).toBe(true);
  });

  it.each([401, 403, 404])('never retries an ApiError with status %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, `${status}: no`, undefined))).toBe(false);
  });

  it.each([400, 408, 409, 429, 502])('still retries an ApiError with status %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, `${status}: maybe`, undefined))).toBe(true);
  });

  it("never retries 'Authentication required', whatever carries it", () => {
    expect(shouldRetryQuery(0, new Error(MESSAGES.authRequired))).toBe(false);
  });
});

describe('queryClient defaults', () => {
  it('uses the spec §9 timings and refetch settings', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, refetchOnWindowFocus: false, refetchInterval: false });
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(mutations?.retry).toBe(false);
  });

  it('fetches a query by GETting its first key element', async () => {
    const fetchMock = stubFetch(() => json([{ id: 1 }]));
    await expect(queryClient.fetchQuery({ queryKey: ['/api/matters'] })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/matters', expect.objectContaining({ method: 'GET', credentials: 'include' })]);
  });

  it('serves a fresh query from cache instead of refetching', async () => {
    const fetchMock = stubFetch(() => json({ n: 1 }));
    await queryClient.fetchQuery({ queryKey: ['/api/matters'] });
    await queryClient.fetchQuery({ queryKey: ['/api/matters'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries a failing query 3 times in all (1 + 2 retries)', async () => {
    const fetchMock = stubFetch(() => new Response('boom', { status: 500 }));
    await expect(queryClient.fetchQuery({ queryKey: ['/api/matters'], retryDelay: 0 })).rejects.toThrow('500: boom');
    expect(callsTo(fetchMock, '/api/matters')).toBe(3);
  });

  it('does not retry a 401 from the default query function', async () => {
    const fetchMock = stubFetch(() => json({ message: 'Sign in' }, { status: 401 }));
    await expect(queryClient.fetchQuery({ queryKey: ['/api/matters'], retryDelay: 0 })).rejects.toThrow(MESSAGES.authRequired);
    expect(callsTo(fetchMock, '/api/matters')).toBe(1);
  });

  it('never retries a mutation', async () => {
    const fetchMock = stubFetch(() => new Response('boom', { status: 500 }));
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => apiRequest('POST', '/api/matters', { title: 'x' }),
      retryDelay: 0,
    });
    await expect(observer.mutate()).rejects.toThrow('500: boom');
    expect(callsTo(fetchMock, '/api/matters')).toBe(1);
  });
});
