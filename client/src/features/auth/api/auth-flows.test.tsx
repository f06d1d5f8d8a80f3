import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@common/schemas/auth';
import { toastStore, type ToastInput } from '@/components/ui/toast-store';
import { getQueryFn, resetCsrfToken } from '@/lib/api-request';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useLogin } from './use-login';
import { useLogout } from './use-logout';
import { useRegister } from './use-register';
import { USER_QUERY_KEY } from './use-user';
import { jsonResponse as json } from '@/test/fetch-stub';

// ---------------------------------------------------------------------------------------------------------
// The network boundary: a fake server behind a stubbed global fetch, answering like the real one.
// ---------------------------------------------------------------------------------------------------------

type Handler = (init: RequestInit) => Response | Promise<Response>;

const unauthorized = () => json({ message: 'Authentication required', code: 'unauthorized' }, { status: 401 });

const ALICE: User = { id: 7, username: 'alice', email: 'alice@example.com', plan: 'free', createdAt: '2026-01-01T00:00:00.000Z' };

/** Serves /api/csrf-token (tok-1, tok-2, ...) and /api/deployment-info itself; other paths go to `routes`. */
function stubServer(routes: Record<string, Handler>) {
  let issued = 0;
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/api/csrf-token') return json({ csrfToken: `tok-${++issued}` });
    if (url === '/api/deployment-info') return json({ version: __BUILD_VERSION__, deployedAt: __BUILD_TIME__ });
    const route = routes[url];
    if (!route) return json({ message: 'Not found', code: 'not_found' }, { status: 404 });
    return route(init);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

type FetchMock = ReturnType<typeof stubServer>;
const callsTo = (fetchMock: FetchMock, url: string) => fetchMock.mock.calls.filter(([u]) => String(u) === url);
const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

// ---------------------------------------------------------------------------------------------------------
// Toasts: the store is shared by every test in this file, so each test records only the toasts it shows.
// ---------------------------------------------------------------------------------------------------------

let shownToasts: ToastInput[] = [];
let unsubscribeToasts: () => void = () => {};

function recordToasts() {
  const seen = new Set(toastStore.getSnapshot().map((t) => t.id));
  shownToasts = [];
  unsubscribeToasts = toastStore.subscribe(() => {
    for (const { id, open: _open, ...item } of toastStore.getSnapshot()) {
      if (seen.has(id)) continue;
      seen.add(id);
      shownToasts.push(item);
    }
  });
}

/** The toast on screen now (the store holds one at a time). */
const visibleToast = () => {
  const [item, ...rest] = toastStore.getSnapshot();
  expect(rest).toEqual([]);
  return item;
};

// ---------------------------------------------------------------------------------------------------------
// Rendering hooks inside a fresh QueryClient and an in-memory router.
// ---------------------------------------------------------------------------------------------------------

let queryClient: QueryClient;
let memory: ReturnType<typeof memoryLocation<unknown>> & { history: string[] };

function setup(startPath = '/dashboard') {
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  memory = memoryLocation({ path: startPath, record: true });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <Router hook={memory.hook}>{children}</Router>
      </QueryClientProvider>
    );
  };
}

/** Lets pending promises and due timers run, without moving the fake clock. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
/**
 * Lets the hook's result catch up after the mutation settled: TanStack notifies observers with setTimeout(0),
 * which fake timers schedule 1 ms ahead when it is set during a tick (and the notifications can nest).
 */
const renderSettled = () => act(() => vi.advanceTimersByTimeAsync(10));
/** Moves the fake clock forward by `ms`, running whatever comes due. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  resetCsrfToken();
  recordToasts();
});

afterEach(() => {
  unsubscribeToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient?.clear();
});

// ---------------------------------------------------------------------------------------------------------

describe('useRegister', () => {
  const INPUT = { username: 'alice', email: 'alice@example.com', password: 'correct horse battery' };

  it('posts the registration with the CSRF token, stores the user and flags the new user for the tour', async () => {
    localStorage.setItem(STORAGE_KEYS.hasSeenTour, 'true');
    let stateWhenVerified: unknown;
    const fetchMock = stubServer({
      '/api/register': () => json(ALICE, { status: 201 }),
      '/api/user': () => {
        stateWhenVerified = {
          user: queryClient.getQueryData(USER_QUERY_KEY),
          newUserRegistered: localStorage.getItem(STORAGE_KEYS.newUserRegistered),
          hasSeenTour: localStorage.getItem(STORAGE_KEYS.hasSeenTour),
        };
        return json(ALICE);
      },
    });
    const { result } = renderHook(() => useRegister(), { wrapper: setup() });

    let returned: User | undefined;
    await act(async () => {
      returned = await result.current.mutateAsync(INPUT);
    });

    expect(returned).toEqual(ALICE);
    const [register] = callsTo(fetchMock, '/api/register');
    expect(callsTo(fetchMock, '/api/register')).toHaveLength(1);
    expect(register![1]).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify(INPUT) });
    expect(headersOf(register![1]).get('CSRF-Token')).toBe('tok-1');
    expect(headersOf(register![1]).get('Content-Type')).toBe('application/json');

    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(ALICE);
    expect(localStorage.getItem(STORAGE_KEYS.newUserRegistered)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenTour)).toBeNull();

    // the session is verified with one GET of the current user, after the user and the flags were set
    const userCalls = callsTo(fetchMock, '/api/user');
    expect(userCalls).toHaveLength(1);
    expect(userCalls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(headersOf(userCalls[0]![1]).get('CSRF-Token')).toBeNull();
    expect(stateWhenVerified).toEqual({ user: ALICE, newUserRegistered: 'true', hasSeenTour: null });
  });

  it('shows the toast "Registration successful" naming the username', async () => {
    stubServer({ '/api/register': () => json(ALICE, { status: 201 }), '/api/user': () => json(ALICE) });
    const { result } = renderHook(() => useRegister(), { wrapper: setup() });
    await act(() => result.current.mutateAsync(INPUT));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(shownToasts).toHaveLength(1);
    const shown = shownToasts[0]!;
    expect(shown.title).toBe('Registration successful');
    expect(shown.description).toContain('alice');
    expect(shown.variant).not.toBe('destructive');
    expect(visibleToast()).toMatchObject({ title: 'Registration successful', open: true });
  });

  it('accepts a session that is only established on the third check', async () => {
    vi.useFakeTimers();
    let checks = 0;
    const fetchMock = stubServer({
      '/api/register': () => json(ALICE, { status: 201 }),
      '/api/user': () => (++checks < 3 ? unauthorized() : json(ALICE)),
    });
    const { result } = renderHook(() => useRegister(), { wrapper: setup() });
    act(() => result.current.mutate(INPUT));

    await flush();
    await advance(500);
    await advance(500);
    expect(callsTo(fetchMock, '/api/user')).toHaveLength(3);
    await renderSettled();
    expect(result.current.isSuccess).toBe(true);
    expect(callsTo(fetchMock, '/api/user')).toHaveLength(3);
    expect(shownToasts.map((t) => t.title)).toEqual(['Registration successful']);
  });

  it('checks the session exactly 3 times, 500 ms apart, then fails with "Failed to establish session after registration"', async () => {
    vi.useFakeTimers();
    const fetchMock = stubServer({ '/api/register': () => json(ALICE, { status: 201 }), '/api/user': unauthorized });
    const { result } = renderHook(() => useRegister(), { wrapper: setup() });
    const userChecks = () => callsTo(fetchMock, '/api/user').length;

    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.mutateAsync(INPUT).catch((error: unknown) => error);
    });

    await flush();
    expect(userChecks()).toBe(1);
    await advance(499);
    expect(userChecks()).toBe(1);
    await advance(1);
    expect(userChecks()).toBe(2);
    await advance(499);
    expect(userChecks()).toBe(2);
    expect(result.current.isPending).toBe(true);
    expect(shownToasts).toEqual([]);
    await advance(1);
    expect(userChecks()).toBe(3);

    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to establish session after registration');
    await renderSettled();
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toBe('Failed to establish session after registration');

    expect(shownToasts).toEqual([
      { title: 'Registration failed', description: 'Failed to establish session after registration', variant: 'destructive' },
    ]);
    expect(visibleToast()).toMatchObject({
      title: 'Registration failed',
      description: 'Failed to establish session after registration',
      variant: 'destructive',
      open: true,
    });

    // no fourth attempt, however long it waits
    await advance(60_000);
    expect(userChecks()).toBe(3);
    expect(callsTo(fetchMock, '/api/register')).toHaveLength(1);
  });

  it('shows "Registration failed" with the server message when the server refuses', async () => {
    const fetchMock = stubServer({
      '/api/register': () => json({ message: 'Username already taken', code: 'conflict' }, { status: 409 }),
    });
    const { result } = renderHook(() => useRegister(), { wrapper: setup() });
    await act(async () => {
      await expect(result.current.mutateAsync(INPUT)).rejects.toThrow('Username already taken');
    });

    expect(shownToasts).toEqual([{ title: 'Registration failed', description: 'Username already taken', variant: 'destructive' }]);
    expect(callsTo(fetchMock, '/api/user')).toHaveLength(0);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.newUserRegistered)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('useLogin', () => {
  const INPUT = { username: 'alice', password: 'correct horse battery' };

  it('posts the credentials with the CSRF token, sets the user, refreshes other cached data, then verifies once', async () => {
    let mattersServed = 0;
    let stateWhenVerified: unknown;
    const fetchMock = stubServer({
      '/api/login': () => json(ALICE),
      '/api/matters': () => json([{ id: 1, revision: ++mattersServed }]),
      '/api/user': () => {
        stateWhenVerified = {
          user: queryClient.getQueryData(USER_QUERY_KEY),
          matters: queryClient.getQueryData(['/api/matters']),
        };
        return json(ALICE);
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(
      () => ({
        login: useLogin(),
        // a screen showing business data while the sign-in happens
        matters: useQuery({ queryKey: ['/api/matters'], queryFn: getQueryFn({ on401: 'throw' }) }),
      }),
      { wrapper: setup('/auth') },
    );
    await waitFor(() => expect(result.current.matters.data).toEqual([{ id: 1, revision: 1 }]));

    await act(() => result.current.login.mutateAsync(INPUT));

    const logins = callsTo(fetchMock, '/api/login');
    expect(logins).toHaveLength(1);
    expect(logins[0]![1]).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify(INPUT) });
    expect(headersOf(logins[0]![1]).get('CSRF-Token')).toBe('tok-1');

    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(ALICE);
    // the user just set is kept as it is; everything else was fetched again before the session check
    expect(queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(false);
    expect(callsTo(fetchMock, '/api/matters')).toHaveLength(2);
    expect(stateWhenVerified).toEqual({ user: ALICE, matters: [{ id: 1, revision: 2 }] });
    expect(callsTo(fetchMock, '/api/user')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the toast "Login successful" / "Welcome back, {username}!"', async () => {
    stubServer({ '/api/login': () => json(ALICE), '/api/user': () => json(ALICE) });
    const { result } = renderHook(() => useLogin(), { wrapper: setup('/auth') });
    await act(() => result.current.mutateAsync(INPUT));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(shownToasts).toEqual([{ title: 'Login successful', description: 'Welcome back, alice!' }]);
    expect(visibleToast()).toMatchObject({ title: 'Login successful', description: 'Welcome back, alice!', open: true });
  });

  it('accepts a session that is only established on the second check, without a warning', async () => {
    vi.useFakeTimers();
    let checks = 0;
    const fetchMock = stubServer({
      '/api/login': () => json(ALICE),
      '/api/user': () => (++checks < 2 ? unauthorized() : json(ALICE)),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useLogin(), { wrapper: setup('/auth') });
    act(() => result.current.mutate(INPUT));

    await flush();
    expect(callsTo(fetchMock, '/api/user')).toHaveLength(1);
    await advance(250);
    expect(callsTo(fetchMock, '/api/user')).toHaveLength(2);
    await renderSettled();
    expect(result.current.isSuccess).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(shownToasts).toEqual([{ title: 'Login successful', description: 'Welcome back, alice!' }]);
  });

  it('verifies at most 2 times, 250 ms apart; when that fails it only warns and still succeeds', async () => {
    vi.useFakeTimers();
    const fetchMock = stubServer({ '/api/login': () => json(ALICE), '/api/user': unauthorized });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useLogin(), { wrapper: setup('/auth') });
    const userChecks = () => callsTo(fetchMock, '/api/user').length;

    let outcome: Promise<User> | undefined;
    act(() => {
      outcome = result.current.mutateAsync(INPUT);
    });

    await flush();
    expect(userChecks()).toBe(1);
    await advance(249);
    expect(userChecks()).toBe(1);
    expect(result.current.isPending).toBe(true);
    expect(shownToasts).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    await advance(1);
    expect(userChecks()).toBe(2);

    await expect(outcome).resolves.toEqual(ALICE);
    await renderSettled();
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toEqual(ALICE);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(ALICE);
    expect(shownToasts).toEqual([{ title: 'Login successful', description: 'Welcome back, alice!' }]);

    await advance(60_000);
    expect(userChecks()).toBe(2);
  });

  it('shows "Login failed" with the server message on a 401', async () => {
    const fetchMock = stubServer({
      '/api/login': () => json({ message: 'Invalid username or password', code: 'invalid_credentials' }, { status: 401 }),
    });
    const { result } = renderHook(() => useLogin(), { wrapper: setup('/auth') });
    await act(async () => {
      await expect(result.current.mutateAsync(INPUT)).rejects.toThrow('Invalid username or password');
    });
    await waitFor(() => expect(result.current.isError).toBe(true));

    expect(result.current.error?.message).toBe('Invalid username or password');
    expect(shownToasts).toEqual([{ title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' }]);
    expect(visibleToast()).toMatchObject({ title: 'Login failed', variant: 'destructive', open: true });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeUndefined();
    expect(callsTo(fetchMock, '/api/user')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/login')).toHaveLength(1);
  });

  it('shows "Login failed" with "Authentication failed" and the status text when the body is unreadable', async () => {
    stubServer({
      '/api/login': () => new Response('<html>upstream crashed</html>', { status: 500, statusText: 'Internal Server Error' }),
    });
    const { result } = renderHook(() => useLogin(), { wrapper: setup('/auth') });
    await act(async () => {
      await expect(result.current.mutateAsync(INPUT)).rejects.toThrow('Authentication failed: Internal Server Error');
    });

    expect(shownToasts).toEqual([
      { title: 'Login failed', description: 'Authentication failed: Internal Server Error', variant: 'destructive' },
    ]);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('useLogout', () => {
  function renderLogout() {
    const wrapper = setup('/dashboard');
    queryClient.setQueryData(USER_QUERY_KEY, ALICE);
    queryClient.setQueryData(['/api/matters'], [{ id: 1 }]);
    queryClient.setQueryData(['/api/documents', 3], { id: 3 });
    localStorage.setItem(STORAGE_KEYS.newUserRegistered, 'true');
    localStorage.setItem(STORAGE_KEYS.hasSeenTour, 'true');
    localStorage.setItem(STORAGE_KEYS.hasSeenOnboarding, 'true');
    return renderHook(() => ({ logout: useLogout(), location: useLocation()[0], search: useSearch() }), { wrapper });
  }

  it('posts /api/logout with the CSRF token', async () => {
    const fetchMock = stubServer({ '/api/logout': () => json({ ok: true }) });
    const { result } = renderLogout();
    await act(() => result.current.logout.mutateAsync());

    const logouts = callsTo(fetchMock, '/api/logout');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]![1]).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(headersOf(logouts[0]![1]).get('CSRF-Token')).toBe('tok-1');
    expect(callsTo(fetchMock, '/api/csrf-token')).toHaveLength(1);
  });

  it('clears the user and every other cached query, forgets the tour flags and replaces the location with /auth?tab=login', async () => {
    stubServer({ '/api/logout': () => new Response(null, { status: 204 }) });
    const { result } = renderLogout();
    expect(result.current.location).toBe('/dashboard');

    await act(() => result.current.logout.mutateAsync());
    await waitFor(() => expect(result.current.logout.isSuccess).toBe(true));

    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/matters'])).toBeUndefined();
    expect(queryClient.getQueryData(['/api/documents', 3])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll().map((q) => q.queryKey)).toEqual([USER_QUERY_KEY]);

    expect(localStorage.getItem(STORAGE_KEYS.newUserRegistered)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenTour)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)).toBe('true');

    expect(result.current.location).toBe('/auth');
    expect(result.current.search).toBe('tab=login');
    // replaced, not pushed: /dashboard is no longer in the history
    expect(memory.history).toEqual(['/auth?tab=login']);
  });

  it('shows the toast "Logged out" / "You have been logged out successfully."', async () => {
    stubServer({ '/api/logout': () => new Response(null, { status: 204 }) });
    const { result } = renderLogout();
    await act(() => result.current.logout.mutateAsync());

    expect(shownToasts).toEqual([{ title: 'Logged out', description: 'You have been logged out successfully.' }]);
    expect(visibleToast()).toMatchObject({ title: 'Logged out', description: 'You have been logged out successfully.', open: true });
  });

  it('shows "Logout failed" and keeps the session state when the server fails', async () => {
    stubServer({
      '/api/logout': () =>
        json({ message: 'Something went wrong on our side. Please try again in a moment.', code: 'internal_error' }, { status: 500 }),
    });
    const { result } = renderLogout();
    await act(async () => {
      await expect(result.current.logout.mutateAsync()).rejects.toThrow(
        '500: Something went wrong on our side. Please try again in a moment.',
      );
    });
    await waitFor(() => expect(result.current.logout.isError).toBe(true));

    expect(shownToasts).toEqual([
      {
        title: 'Logout failed',
        description: '500: Something went wrong on our side. Please try again in a moment.',
        variant: 'destructive',
      },
    ]);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(ALICE);
    expect(queryClient.getQueryData(['/api/matters'])).toEqual([{ id: 1 }]);
    expect(localStorage.getItem(STORAGE_KEYS.newUserRegistered)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenTour)).toBe('true');
    expect(result.current.location).toBe('/dashboard');
    expect(memory.history).toEqual(['/dashboard']);
  });

  it('shows "Logout failed" with the network error text when the server cannot be reached', async () => {
    const fetchMock = stubServer({
      '/api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { result } = renderLogout();
    await act(async () => {
      await expect(result.current.logout.mutateAsync()).rejects.toThrow('Network error - please refresh the page');
    });

    expect(shownToasts).toEqual([
      { title: 'Logout failed', description: 'Network error - please refresh the page', variant: 'destructive' },
    ]);
    expect(callsTo(fetchMock, '/api/deployment-info')).toHaveLength(1);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(ALICE);
    expect(result.current.location).toBe('/dashboard');
  });
});
