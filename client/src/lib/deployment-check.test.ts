import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_BUILD, checkForNewDeployment, startDeploymentChecks, type BuildStamp } from './deployment-check';
import { STORAGE_KEYS } from './storage-keys';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';

const BUILD: BuildStamp = { version: '1.0.0+20260101000000.aaa', deployedAt: '2026-01-01T00:00:00.000Z' };
const NEXT = { version: '1.0.1+20260301000000.bbb', deployedAt: '2026-03-01T00:00:00.000Z' };

/** Cache Storage is absent from jsdom; this in-memory stand-in holds only named caches. */
function stubCacheStorage(names: string[]) {
  const live = new Set(names);
  vi.stubGlobal('caches', {
    keys: async () => [...live],
    delete: async (name: string) => live.delete(name),
  });
  return live;
}

function seedStorage() {
  localStorage.setItem('queryCache', 'x');
  localStorage.setItem('appVersion', 'x');
  localStorage.setItem('lastTimestamp', 'x');
  localStorage.setItem(STORAGE_KEYS.hasSeenOnboarding, 'true');
  localStorage.setItem(STORAGE_KEYS.resourceContext, 'personal');
  sessionStorage.setItem('API_CACHE_v2', 'x');
  sessionStorage.setItem('draftMessage', 'keep me');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('checkForNewDeployment', () => {
  it('compares with the bundle\'s own build stamp by default', async () => {
    expect(CURRENT_BUILD).toEqual({ version: __BUILD_VERSION__, deployedAt: __BUILD_TIME__ });
    stubFetch(() => json(CURRENT_BUILD));
    await expect(checkForNewDeployment()).resolves.toBe(false);
    stubFetch(() => json(NEXT));
    await expect(checkForNewDeployment()).resolves.toBe(true);
  });

  it('does nothing in a dev build', async () => {
    const fetchMock = stubFetch(() => json(NEXT));
    seedStorage();
    await expect(checkForNewDeployment({ version: 'dev', deployedAt: '' })).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('queryCache')).toBe('x');
  });

  it('asks /api/deployment-info without caching and leaves everything alone when the version matches', async () => {
    const fetchMock = stubFetch(() => json(BUILD));
    seedStorage();
    await expect(checkForNewDeployment(BUILD)).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/deployment-info');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(localStorage.getItem('queryCache')).toBe('x');
    expect(localStorage.getItem(STORAGE_KEYS.deploymentTimestamp)).toBeNull();
  });

  it('on a new version clears every cache and the stale storage entries, then stores the marker', async () => {
    stubFetch(() => json(NEXT));
    const cacheNames = stubCacheStorage(['workbox-precache', 'runtime']);
    seedStorage();
    localStorage.setItem(STORAGE_KEYS.deploymentTimestamp, BUILD.deployedAt);

    await expect(checkForNewDeployment(BUILD)).resolves.toBe(true);

    expect(cacheNames.size).toBe(0);
    expect(localStorage.getItem('queryCache')).toBeNull();
    expect(localStorage.getItem('appVersion')).toBeNull();
    expect(localStorage.getItem('lastTimestamp')).toBeNull();
    expect(sessionStorage.getItem('API_CACHE_v2')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.resourceContext)).toBe('personal');
    expect(sessionStorage.getItem('draftMessage')).toBe('keep me');
    expect(localStorage.getItem(STORAGE_KEYS.deploymentTimestamp)).toBe(NEXT.deployedAt);
  });

  it('works where Cache Storage does not exist', async () => {
    expect(typeof caches).toBe('undefined');
    stubFetch(() => json(NEXT));
    seedStorage();
    await expect(checkForNewDeployment(BUILD)).resolves.toBe(true);
    expect(localStorage.getItem('appVersion')).toBeNull();
  });

  it('does not clear again for a deployment already handled', async () => {
    stubFetch(() => json(NEXT));
    const cacheNames = stubCacheStorage(['runtime']);
    seedStorage();
    localStorage.setItem(STORAGE_KEYS.deploymentTimestamp, NEXT.deployedAt);
    await expect(checkForNewDeployment(BUILD)).resolves.toBe(false);
    expect(cacheNames.size).toBe(1);
    expect(localStorage.getItem('queryCache')).toBe('x');
  });

  it('handles a deployment once, then ignores it on the next check', async () => {
    stubFetch(() => json(NEXT));
    await expect(checkForNewDeployment(BUILD)).resolves.toBe(true);
    localStorage.setItem('queryCache', 'written after the clear');
    await expect(checkForNewDeployment(BUILD)).resolves.toBe(false);
    expect(localStorage.getItem('queryCache')).toBe('written after the clear');
  });

  it('falls back to HEAD / and its X-Deployment-Time header when deployment-info fails', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/deployment-info'
        ? new Response('gone', { status: 404 })
        : new Response(null, { status: 200, headers: { 'X-Deployment-Time': NEXT.deployedAt } }),
    );
    seedStorage();
    await expect(checkForNewDeployment(BUILD)).resolves.toBe(true);
    expect(fetchMock.mock.calls[1]).toEqual(['/', { method: 'HEAD', cache: 'no-store' }]);
    expect(localStorage.getItem('appVersion')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.deploymentTimestamp)).toBe(NEXT.deployedAt);
  });

  it('sees no new deployment when the fallback header matches the build time', async () => {
    stubFetch((url) => {
      if (url === '/api/deployment-info') throw new TypeError('Failed to fetch');
      return new Response(null, { headers: { 'X-Deployment-Time': BUILD.deployedAt } });
    });
    seedStorage();
    await expect(checkForNewDeployment(BUILD)).resolves.toBe(false);
    expect(localStorage.getItem('appVersion')).toBe('x');
  });

  it('sees no new deployment when the fallback answer has no header', async () => {
    stubFetch((url) => (url === '/api/deployment-info' ? json({ unexpected: true }) : new Response(null)));
    await expect(checkForNewDeployment(BUILD)).resolves.toBe(false);
  });

  it('only logs a warning when both calls fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    seedStorage();
    await expect(checkForNewDeployment(BUILD)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('appVersion')).toBe('x');
  });

  it('shares one check between concurrent callers', async () => {
    const fetchMock = stubFetch(() => json(NEXT));
    const results = await Promise.all([checkForNewDeployment(BUILD), checkForNewDeployment(BUILD)]);
    expect(results).toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('startDeploymentChecks', () => {
  it('checks every 300000 ms by default, passively, until stopped', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => json({ version: __BUILD_VERSION__, deployedAt: __BUILD_TIME__ }));
    const stop = startDeploymentChecks();

    await vi.advanceTimersByTimeAsync(299_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/deployment-info');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    stop();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('honours a custom interval', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => json({ version: __BUILD_VERSION__, deployedAt: __BUILD_TIME__ }));
    const stop = startDeploymentChecks(1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
  });
});
