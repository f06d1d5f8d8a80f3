import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@common/errors';
import { TEAM_HEADER } from '@common/schemas/teams';
import { ApiError, apiRequest, getCsrfToken, getQueryFn, resetCsrfToken } from './api-request';
import { jsonResponse as json, stubFetch, type FetchHandler as Handler } from '@/test/fetch-stub';
import { PERSONAL_CONTEXT, restoreResourceContext } from './resource-context-store';
import { STORAGE_KEYS } from './storage-keys';

/** A server whose token endpoint hands out tok-1, tok-2, ... and whose other routes answer via `route`. */
function server(route: Handler) {
  let issued = 0;
  return stubFetch((url, init) => {
    if (url === '/api/csrf-token') return json({ csrfToken: `tok-${++issued}` });
    if (url === '/api/deployment-info') return json({ version: __BUILD_VERSION__, deployedAt: __BUILD_TIME__ });
    return route(url, init);
  });
}

const callsTo = (fn: ReturnType<typeof stubFetch>, url: string) => fn.mock.calls.filter(([u]) => String(u) === url);
const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

beforeEach(() => {
  resetCsrfToken();
  restoreResourceContext(); // storage is emptied after each test: personal
});
afterEach(() => vi.unstubAllGlobals());

describe('getCsrfToken', () => {
  it('fetches the token with credentials once and reuses it', async () => {
    const fetchMock = server(() => new Response(null, { status: 404 }));
    await expect(getCsrfToken()).resolves.toBe('tok-1');
    await expect(getCsrfToken()).resolves.toBe('tok-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('shares one fetch between concurrent callers', async () => {
    const fetchMock = server(() => new Response(null, { status: 404 }));
    const tokens = await Promise.all([getCsrfToken(), getCsrfToken(), getCsrfToken()]);
    expect(tokens).toEqual(['tok-1', 'tok-1', 'tok-1']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed fetch', async () => {
    let fail = true;
    const fetchMock = stubFetch(() => (fail ? new Response('down', { status: 500 }) : json({ csrfToken: 'fresh' })));
    await expect(getCsrfToken()).rejects.toThrow('500: down');
    fail = false;
    await expect(getCsrfToken()).resolves.toBe('fresh');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fetches a new token after resetCsrfToken', async () => {
    server(() => new Response(null, { status: 404 }));
    await getCsrfToken();
    resetCsrfToken();
    await expect(getCsrfToken()).resolves.toBe('tok-2');
  });
});

describe('apiRequest: what it sends', () => {
  it('sends a modifying request with the CSRF token, JSON body and credentials', async () => {
    const fetchMock = server(() => json({ ok: true }));
    const res = await apiRequest('POST', '/api/things', { name: 'Lease' });
    expect(await res.json()).toEqual({ ok: true });

    const [, init] = callsTo(fetchMock, '/api/things')[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Lease"}' });
    expect(headersOf(init).get('CSRF-Token')).toBe('tok-1');
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
  });

  it('sends no Content-Type when there is no body, but still the token', async () => {
    const fetchMock = server(() => new Response(null, { status: 204 }));
    await apiRequest('delete', '/api/things/1');
    const [, init] = callsTo(fetchMock, '/api/things/1')[0]!;
    expect(init).toMatchObject({ method: 'DELETE', credentials: 'include', body: undefined });
    expect(headersOf(init).has('Content-Type')).toBe(false);
    expect(headersOf(init).get('CSRF-Token')).toBe('tok-1');
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('sends %s without fetching a token', async (method) => {
    const fetchMock = server(() => new Response(null, { status: 200 }));
    await apiRequest(method, '/api/things');
    expect(callsTo(fetchMock, '/api/csrf-token')).toHaveLength(0);
    const [, init] = callsTo(fetchMock, '/api/things')[0]!;
    expect(init).toMatchObject({ method, credentials: 'include' });
    expect(headersOf(init).has('CSRF-Token')).toBe(false);
  });

  it('reuses the cached token across modifying requests', async () => {
    const fetchMock = server(() => json({}));
    await apiRequest('POST', '/api/a', {});
    await apiRequest('PATCH', '/api/b', {});
    expect(callsTo(fetchMock, '/api/csrf-token')).toHaveLength(1);
    expect(headersOf(callsTo(fetchMock, '/api/b')[0]![1]).get('CSRF-Token')).toBe('tok-1');
  });
});

describe('apiRequest: CSRF retry', () => {
  it('on a 403 mentioning csrf, fetches a new token and retries once', async () => {
    let attempts = 0;
    const fetchMock = server(() =>
      ++attempts === 1 ? json({ message: 'Invalid CSRF token', code: 'csrf_invalid' }, { status: 403 }) : json({ saved: true }),
    );
    const res = await apiRequest('POST', '/api/things', { a: 1 });
    expect(await res.json()).toEqual({ saved: true });
    const sent = callsTo(fetchMock, '/api/things');
    expect(sent.map(([, init]) => headersOf(init).get('CSRF-Token'))).toEqual(['tok-1', 'tok-2']);
    expect(sent[1]![1]).toMatchObject({ body: '{"a":1}' });
  });

  it('retries only once, then reports the 403', async () => {
    const fetchMock = server(() => json({ message: 'Invalid CSRF token' }, { status: 403 }));
    await expect(apiRequest('POST', '/api/things')).rejects.toThrow('403: Invalid CSRF token');
    expect(callsTo(fetchMock, '/api/things')).toHaveLength(2);
  });

  it('does not retry a 403 that is not about csrf', async () => {
    const fetchMock = server(() => json({ message: 'Not your matter', code: 'forbidden' }, { status: 403 }));
    await expect(apiRequest('POST', '/api/things')).rejects.toMatchObject({ status: 403, message: '403: Not your matter' });
    expect(callsTo(fetchMock, '/api/things')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/csrf-token')).toHaveLength(1);
  });

  it('does not retry a GET even if its 403 mentions csrf', async () => {
    const fetchMock = server(() => new Response('csrf', { status: 403, statusText: 'Forbidden' }));
    await expect(apiRequest('GET', '/api/things')).rejects.toThrow('403: csrf');
    expect(callsTo(fetchMock, '/api/things')).toHaveLength(1);
  });
});

describe('apiRequest: error texts', () => {
  it('a failed sign-in shows the server message and keeps the parsed body', async () => {
    const body = { message: MESSAGES.invalidCredentials, code: 'invalid_credentials' };
    server(() => json(body, { status: 401, statusText: 'Unauthorized' }));
    const err = await apiRequest('POST', '/api/login', { username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, message: MESSAGES.invalidCredentials, body });
  });

  it('a failed registration carries the per-field problems in body', async () => {
    const body = { message: 'Validation failed', code: 'validation_error', fields: { username: MESSAGES.usernameTaken } };
    server(() => json(body, { status: 409 }));
    await expect(apiRequest('POST', '/api/register', {})).rejects.toMatchObject({ message: 'Validation failed', body });
  });

  it('falls back to "Authentication failed: <statusText>" when the auth answer has no message', async () => {
    server(() => new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('POST', '/api/register', {})).rejects.toThrow(`${MESSAGES.authFailed}: Internal Server Error`);
  });

  it('reports a 401 elsewhere as "Authentication required"', async () => {
    server(() => json({ message: 'Sign in first', code: 'unauthorized' }, { status: 401 }));
    await expect(apiRequest('GET', '/api/matters')).rejects.toMatchObject({ status: 401, message: MESSAGES.authRequired });
  });

  it('reports other failures as "<status>: <JSON message>"', async () => {
    server(() => json({ message: 'Too big', code: 'payload_too_large' }, { status: 413 }));
    await expect(apiRequest('POST', '/api/documents', {})).rejects.toMatchObject({ status: 413, message: '413: Too big' });
  });

  it('uses the raw body text when it is not JSON with a message', async () => {
    server(() => new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: upstream timed out');
  });

  it('uses the status text when the body is empty', async () => {
    server(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiRequest: network failures', () => {
  it('runs a deployment check, then throws the network error text', async () => {
    const fetchMock = server(() => {
      throw new TypeError('Failed to fetch');
    });
    const err = await apiRequest('GET', '/api/matters').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe(MESSAGES.networkError);
    expect(callsTo(fetchMock, '/api/deployment-info')).toHaveLength(1);
  });

  it.each(['Load failed', 'Network error while sending', 'FAILED TO FETCH'])('treats a plain Error "%s" as a network failure', async (message) => {
    server(() => {
      throw new Error(message);
    });
    await expect(apiRequest('POST', '/api/things', {})).rejects.toThrow(MESSAGES.networkError);
  });

  it('treats an unreachable token endpoint as a network failure too', async () => {
    stubFetch((url) => {
      if (url === '/api/deployment-info') return json({ version: __BUILD_VERSION__, deployedAt: __BUILD_TIME__ });
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('POST', '/api/things', {})).rejects.toThrow(MESSAGES.networkError);
  });

  it('passes other errors (an aborted request) through untouched, without a deployment check', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const fetchMock = server(() => {
      throw abort;
    });
    await expect(apiRequest('GET', '/api/x')).rejects.toBe(abort);
    expect(callsTo(fetchMock, '/api/deployment-info')).toHaveLength(0);
  });
});

describe('getQueryFn', () => {
  // outside TanStack the context holds just the key, as it does for verify-session.ts
  const run = (fn: unknown, key: readonly unknown[]) => (fn as (ctx: { queryKey: readonly unknown[] }) => Promise<unknown>)({ queryKey: key });

  it('GETs queryKey[0] with credentials and returns its JSON', async () => {
    const fetchMock = server(() => json({ id: 1, username: 'ada' }));
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/user', 'ignored'])).resolves.toEqual({ id: 1, username: 'ada' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('returns null on 401 when asked to', async () => {
    server(() => json({ message: 'Not signed in' }, { status: 401 }));
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/user'])).resolves.toBeNull();
  });

  it('throws "Authentication required" on 401 otherwise', async () => {
    server(() => json({ message: 'Not signed in' }, { status: 401 }));
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/user'])).rejects.toMatchObject({ status: 401, message: MESSAGES.authRequired });
  });

  it('throws other failures with the same texts as apiRequest, even in returnNull mode', async () => {
    server(() => json({ message: MESSAGES.notFound, code: 'not_found' }, { status: 404 }));
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/matters/9'])).rejects.toMatchObject({ status: 404, message: '404: Not found' });
  });

  it('rejects a query key whose first element is not a URL', async () => {
    const fetchMock = server(() => json({}));
    await expect(run(getQueryFn({ on401: 'throw' }), [{ url: '/api/user' }])).rejects.toThrow(/queryKey\[0\]/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the team header', () => {
  /** Makes team 7 the active context, the way a reload finds it. */
  function activateTeam7() {
    localStorage.setItem(STORAGE_KEYS.resourceContext, 'team');
    localStorage.setItem(STORAGE_KEYS.resourceContextTeamId, '7');
    restoreResourceContext();
  }
  const run = (key: readonly unknown[]) => (getQueryFn({ on401: 'throw' }) as unknown as (ctx: { queryKey: readonly unknown[] }) => Promise<unknown>)({ queryKey: key });

  it('is absent in the personal context', async () => {
    const fetchMock = server(() => json({}));
    await apiRequest('GET', '/api/things');
    await apiRequest('POST', '/api/things', {});
    for (const [, init] of callsTo(fetchMock, '/api/things')) expect(headersOf(init).has(TEAM_HEADER)).toBe(false);
  });

  it.each(['GET', 'POST', 'PATCH', 'DELETE'])('names the active team on a %s', async (method) => {
    activateTeam7();
    const fetchMock = server(() => json({}));
    await apiRequest(method, '/api/things', method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(headersOf(callsTo(fetchMock, '/api/things')[0]![1]).get(TEAM_HEADER)).toBe('7');
  });

  it('is sent again on the CSRF retry', async () => {
    activateTeam7();
    let attempts = 0;
    const fetchMock = server(() => (++attempts === 1 ? json({ message: 'Invalid CSRF token' }, { status: 403 }) : json({})));
    await apiRequest('POST', '/api/things', {});
    expect(callsTo(fetchMock, '/api/things').map(([, init]) => headersOf(init).get(TEAM_HEADER))).toEqual(['7', '7']);
  });

  it('is not sent to the token endpoint, which belongs to the session rather than a context', async () => {
    activateTeam7();
    const fetchMock = server(() => json({}));
    await apiRequest('POST', '/api/things', {});
    expect(headersOf(callsTo(fetchMock, '/api/csrf-token')[0]![1]).has(TEAM_HEADER)).toBe(false);
  });

  it('follows a request that names its own context, not the active one', async () => {
    activateTeam7();
    const fetchMock = server(() => json({}));
    await apiRequest('GET', '/api/teams', undefined, { context: PERSONAL_CONTEXT });
    await apiRequest('GET', '/api/things', undefined, { context: { context: 'team', teamId: 3 } });
    expect(headersOf(callsTo(fetchMock, '/api/teams')[0]![1]).has(TEAM_HEADER)).toBe(false);
    expect(headersOf(callsTo(fetchMock, '/api/things')[0]![1]).get(TEAM_HEADER)).toBe('3');
  });

  it('the default query function sends the context its key names, else the active one', async () => {
    activateTeam7();
    const fetchMock = server(() => json({}));
    await run(['/api/a', { context: 'personal', teamId: null }]);
    await run(['/api/b', 'pages', { context: 'team', teamId: 4 }]);
    await run(['/api/c']);
    const sent = (url: string) => headersOf(callsTo(fetchMock, url)[0]![1]).get(TEAM_HEADER);
    expect([sent('/api/a'), sent('/api/b'), sent('/api/c')]).toEqual([null, '4', '7']);
  });
});
