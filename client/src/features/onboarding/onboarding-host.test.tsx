import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@common/schemas/auth';
import { USER_QUERY_KEY } from '@/features/auth';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { OnboardingHost } from './onboarding-host';
import { TOUR_OPEN_DELAY_MS } from './tour-steps';
import { jsonResponse } from '@/test/fetch-stub';

const ANA: User = { id: 1, username: 'ana', email: 'ana@example.com', plan: 'free', createdAt: '2026-01-01T00:00:00.000Z' };

/** GET /api/user answers `user`, or 401 when `user` is null; anything else is a 404. */
function stubServer(user: User | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) === '/api/user') return user ? jsonResponse(user) : jsonResponse({ message: 'Authentication required', code: 'unauthorized' }, { status: 401 });
    return jsonResponse({ message: 'Not found', code: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let queryClient: QueryClient;

/** Renders the host on `path` and waits, without moving the clock, until the user query has answered. */
async function renderHost(path: string) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memoryLocation({ path }).hook}>
        <OnboardingHost />
      </Router>
    </QueryClientProvider>,
  );
  await flush();
  expect(queryClient.getQueryState(USER_QUERY_KEY)?.status).toBe('success');
  return view;
}

/** Settles promises, zero-delay timers and the lazy tour import without moving the fake clock. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(0);
      await vi.dynamicImportSettled();
    }
  });
}

/** Moves the fake clock by `ms`, then lets whatever that started settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await flush();
}

const tour = () => screen.queryByRole('dialog', { name: 'Counsel tour' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  queryClient?.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OnboardingHost', () => {
  it('opens the tour 1000 ms after a signed-in user lands on /dashboard, not at 999 ms', async () => {
    expect(TOUR_OPEN_DELAY_MS).toBe(1000);
    const fetchMock = stubServer(ANA);
    await renderHost('/dashboard');
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.anything());
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(ANA);

    await advance(999);
    expect(tour()).toBeNull();
    await advance(1);
    expect(tour()).not.toBeNull();
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(tour()!.textContent).toContain('Hi ana.');
  });

  it('opens the tour on / too', async () => {
    stubServer(ANA);
    await renderHost('/');
    await advance(999);
    expect(tour()).toBeNull();
    await advance(1);
    expect(tour()).not.toBeNull();
  });

  it('does not open it when hasSeenOnboarding is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.hasSeenOnboarding, 'true');
    stubServer(ANA);
    await renderHost('/dashboard');
    await advance(10_000);
    expect(tour()).toBeNull();
  });

  it('does not open it on another path such as /profile', async () => {
    stubServer(ANA);
    await renderHost('/profile');
    await advance(10_000);
    expect(tour()).toBeNull();
  });

  it('does not open it when signed out, and after signing in waits the full 1000 ms', async () => {
    const fetchMock = stubServer(null);
    await renderHost('/dashboard');
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.anything());
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    await advance(10_000);
    expect(tour()).toBeNull();

    // the user signs in on this page: the delay counts from then, not from the signed-out landing
    act(() => queryClient.setQueryData(USER_QUERY_KEY, ANA));
    await flush();
    expect(tour()).toBeNull();
    await advance(999);
    expect(tour()).toBeNull();
    await advance(1);
    expect(tour()).not.toBeNull();
  });

  it('closing with Skip Tour stores hasSeenOnboarding=true, removes newUserRegistered, and it stays closed', async () => {
    localStorage.setItem(STORAGE_KEYS.newUserRegistered, 'true');
    stubServer(ANA);
    await renderHost('/dashboard');
    await advance(TOUR_OPEN_DELAY_MS);
    expect(tour()).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.newUserRegistered)).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Skip Tour' }));
    await flush();
    expect(tour()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.newUserRegistered)).toBeNull();

    await advance(10_000);
    expect(tour()).toBeNull();
  });

  it('window.startOnboardingTour() opens the tour, leaving storage alone', async () => {
    localStorage.setItem(STORAGE_KEYS.hasSeenOnboarding, 'true');
    stubServer(ANA);
    await renderHost('/profile');
    await advance(10_000);
    expect(tour()).toBeNull();
    expect(typeof window.startOnboardingTour).toBe('function');

    act(() => window.startOnboardingTour!());
    await flush();
    expect(tour()).not.toBeNull();
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.newUserRegistered)).toBeNull();
  });

  it('window.resetOnboardingTour() clears hasSeenOnboarding, sets newUserRegistered=true and opens the tour', async () => {
    localStorage.setItem(STORAGE_KEYS.hasSeenOnboarding, 'true');
    stubServer(ANA);
    await renderHost('/profile');
    await advance(10_000);
    expect(tour()).toBeNull();
    expect(typeof window.resetOnboardingTour).toBe('function');

    act(() => window.resetOnboardingTour!());
    await flush();
    expect(tour()).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.newUserRegistered)).toBe('true');
  });

  it('removes the global hooks when unmounted', async () => {
    stubServer(ANA);
    const { unmount } = await renderHost('/profile');
    expect(window.startOnboardingTour).toBeTypeOf('function');
    expect(window.resetOnboardingTour).toBeTypeOf('function');
    unmount();
    expect(window.startOnboardingTour).toBeUndefined();
    expect(window.resetOnboardingTour).toBeUndefined();
  });
});
