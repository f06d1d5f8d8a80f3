import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ErrorBoundary, isChunkLoadError } from './error-boundary';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { jsonResponse as json } from '@/test/fetch-stub';

const UPDATE_TITLE = 'App Update Available';
const UPDATE_TEXT = 'The app has been updated. Please refresh the page to load the latest version.';
const ERROR_TITLE = 'Something went wrong';
const ERROR_TEXT = 'We encountered an error while loading this page. Please try refreshing.';

/** A release newer than the one under test (the bundle is stamped as __BUILD_VERSION__ by vitest.config.ts). */
const NEXT = { version: '9.9.9+20990101000000.zzz', deployedAt: '2099-01-01T00:00:00.000Z' };

/** The server: /api/deployment-info names a newer release; nothing else is expected to be asked. */
function stubServer() {
  const fn = vi.fn(async (input: RequestInfo | URL, _init: RequestInit = {}) =>
    String(input) === '/api/deployment-info' ? json(NEXT) : new Response(null, { status: 404 }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

function errorNamed(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

function Thrower({ error }: { error: Error }): never {
  throw error;
}

function renderThrowing(error: Error) {
  return render(
    <ErrorBoundary>
      <Thrower error={error} />
    </ErrorBoundary>,
  );
}

let fetchMock: ReturnType<typeof stubServer>;
let consoleError: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.fn>;
const realLocation = window.location;

beforeEach(() => {
  fetchMock = stubServer();
  // React reports every caught render error on console.error, and so does the boundary; keep the output clean
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  reload = vi.fn();
  // jsdom's location.reload is not configurable, so the whole location is replaced by a copy with a stub reload
  Object.defineProperty(window, 'location', {
    configurable: true,
    writable: true,
    value: { ...realLocation, href: realLocation.href, reload },
  });
});

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, writable: true, value: realLocation });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const deploymentInfoCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/deployment-info');

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/x.js'],
    ['Loading chunk 42 failed.'],
    ['NetworkError when attempting to fetch resource.'],
    ['Load failed'],
    ['TypeError: Failed to fetch'],
  ])('is true for the message %j', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('is true for an error named ChunkLoadError, whatever its message', () => {
    expect(isChunkLoadError(errorNamed('ChunkLoadError', 'something odd'))).toBe(true);
    expect(isChunkLoadError(errorNamed('ChunkLoadError', ''))).toBe(true);
  });

  it.each([
    ['Cannot read properties of undefined (reading \'map\')'],
    ['Minified React error #31'],
    ['Network problem'],
    ['Upload failed'],
    [''],
  ])('is false for the message %j', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(false);
  });

  it('is false for other error names with unrelated messages', () => {
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false);
    expect(isChunkLoadError(errorNamed('ChunkError', 'boom'))).toBe(false);
  });
});

describe('ErrorBoundary', () => {
  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>All fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh Page' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe.each([
    ['a failed dynamic import', new Error('Failed to fetch dynamically imported module: /assets/x.js')],
    ['an error named ChunkLoadError', errorNamed('ChunkLoadError', 'chunk 7 missing')],
    ['a "Loading chunk" message', new Error('Loading chunk 7 failed. (error: https://example.test/assets/7.js)')],
    ['a "NetworkError" message', new Error('NetworkError when attempting to fetch resource.')],
    ['a "Load failed" message', new TypeError('Load failed')],
  ])('for %s', (_label, error) => {
    it('shows the app-update fallback in place of the children', () => {
      renderThrowing(error);
      const alert = screen.getByRole('alert');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(UPDATE_TITLE);
      expect(screen.getByText(UPDATE_TEXT)).toBeTruthy();
      expect(alert.textContent).not.toContain(ERROR_TITLE);
      expect(alert.textContent).not.toContain(ERROR_TEXT);
    });

    it('runs one deployment check, which clears the stale caches for the new release', async () => {
      localStorage.setItem('appVersion', 'old');
      localStorage.setItem(STORAGE_KEYS.hasSeenOnboarding, 'true');
      renderThrowing(error);

      // the marker is written last, after the storage was cleaned: the check ran to its end
      await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.deploymentTimestamp)).toBe(NEXT.deployedAt));
      expect(deploymentInfoCalls()).toHaveLength(1);
      expect(deploymentInfoCalls()[0]![1]).toMatchObject({ cache: 'no-store' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('appVersion')).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)).toBe('true');
    });

    it('reloads the page from the Refresh Page button', async () => {
      renderThrowing(error);
      await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.deploymentTimestamp)).toBe(NEXT.deployedAt));
      expect(reload).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  describe.each([
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a plain Error', new Error('Unexpected state')],
    ['an error with an unrelated name', errorNamed('ValidationError', 'bad input')],
  ])('for %s', (_label, error) => {
    it('shows the generic fallback in place of the children', () => {
      renderThrowing(error);
      const alert = screen.getByRole('alert');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ERROR_TITLE);
      expect(screen.getByText(ERROR_TEXT)).toBeTruthy();
      expect(alert.textContent).not.toContain(UPDATE_TITLE);
      expect(alert.textContent).not.toContain(UPDATE_TEXT);
    });

    it('runs no deployment check', async () => {
      renderThrowing(error);
      // give a (wrongly) started check every chance to reach the network
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(localStorage.getItem(STORAGE_KEYS.deploymentTimestamp)).toBeNull();
    });

    it('reloads the page from the Refresh Page button', () => {
      renderThrowing(error);
      expect(reload).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it('logs the caught error', () => {
    const error = new Error('Unexpected state');
    renderThrowing(error);
    expect(consoleError).toHaveBeenCalledWith('Render error', error, expect.any(String));
  });
});
