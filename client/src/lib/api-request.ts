/**
 * The one way the client talks to the API (spec §7): session cookies always travel, modifying requests
 * carry the CSRF token, a team's requests name the team (X-Team-Id), and every failure becomes an Error
 * whose message is the spec §8 text.
 */
import type { QueryFunction } from '@tanstack/react-query';
import { MESSAGES } from '@common/errors';
import { checkForNewDeployment } from './deployment-check';
import { contextHeaders, contextInKey, type ResourceContextState } from './resource-context-store';

/** A response the server answered with a failure status; `body` is its parsed JSON (`{ message, code, fields }`) or undefined. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The server's own words for a failed request (its `message`), without the status prefix. */
export function serverMessage(error: Error): string {
  const message = error instanceof ApiError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
  return typeof message === 'string' && message ? message : error.message;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// their failures are shown to the user as-is, so the server's own wording ("Invalid username or password") wins
const AUTH_PATHS = new Set(['/api/login', '/api/register']);
const NETWORK_FAILURE = /failed to fetch|network error|load failed/i;

let csrfToken: Promise<string> | null = null;

async function fetchCsrfToken(): Promise<string> {
  const res = await fetch('/api/csrf-token', { credentials: 'include' });
  if (!res.ok) throw await toApiError(res, '/api/csrf-token');
  const { csrfToken: token } = (await res.json()) as { csrfToken?: unknown };
  if (typeof token !== 'string') throw new Error('The server sent no CSRF token');
  return token;
}

/** The CSRF token, fetched once and shared; a failed fetch is forgotten so the next call tries again. */
export function getCsrfToken(): Promise<string> {
  if (!csrfToken) {
    const pending = fetchCsrfToken();
    csrfToken = pending;
    pending.catch(() => {
      if (csrfToken === pending) csrfToken = null;
    });
  }
  return csrfToken;
}

/** Forget the cached token (it is bound to the session cookie, so it goes stale with it). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

function isNetworkFailure(err: unknown): boolean {
  if (err instanceof ApiError) return false; // a server answer, even if its text happens to say "network error"
  return err instanceof TypeError || (err instanceof Error && NETWORK_FAILURE.test(err.message));
}

async function toApiError(res: Response, url: string): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const raw = (body as { message?: unknown } | undefined)?.message;
  const serverMessage = typeof raw === 'string' && raw ? raw : undefined;

  if (AUTH_PATHS.has(pathOf(url))) {
    return new ApiError(res.status, serverMessage ?? `${MESSAGES.authFailed}: ${res.statusText}`, body);
  }
  if (res.status === 401) return new ApiError(401, MESSAGES.authRequired, body);
  return new ApiError(res.status, `${res.status}: ${serverMessage ?? (text || res.statusText)}`, body);
}

interface SendOptions {
  signal?: AbortSignal;
  /** whose data this is; by default the active context */
  context?: ResourceContextState;
  /** more headers a route needs (a share link's grant) */
  headers?: Record<string, string>;
}

async function sendOnce(method: string, url: string, data: unknown, { signal, context, headers: extra }: SendOptions): Promise<Response> {
  const headers: Record<string, string> = { ...contextHeaders(context), ...extra };
  const hasBody = data !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) headers['CSRF-Token'] = await getCsrfToken();
  return fetch(url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal,
  });
}

/** Sends the request (retrying once on a stale CSRF token) and returns whatever the server answered. */
async function send(method: string, url: string, data: unknown, options: SendOptions): Promise<Response> {
  const verb = method.toUpperCase();
  try {
    const res = await sendOnce(verb, url, data, options);
    if (res.status !== 403 || SAFE_METHODS.has(verb)) return res;
    // clone: the original must stay readable for the caller if this was some other 403
    const text = await res.clone().text().catch(() => '');
    if (!/csrf/i.test(text)) return res;
    // the session (and with it the CSRF secret) changed since the token was fetched
    resetCsrfToken();
    return await sendOnce(verb, url, data, options);
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    // an unreachable server is often one mid-deployment; make sure the next load gets fresh files
    await checkForNewDeployment();
    throw new Error(MESSAGES.networkError, { cause: err });
  }
}

async function throwIfNotOk(res: Response, url: string): Promise<Response> {
  if (!res.ok) throw await toApiError(res, url);
  return res;
}

/** Sends `data` as JSON to `url`; resolves with the response when it is a success, else throws (ApiError or network Error). */
export async function apiRequest(method: string, url: string, data?: unknown, options: SendOptions = {}): Promise<Response> {
  return throwIfNotOk(await send(method, url, data, options), url);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: GET the URL in `queryKey[0]` and return its JSON; a 401 yields null or throws
 * as asked. A key that names a context (useContextKey) is fetched in that context, so a refetch that starts
 * just after a switch still fills the old context's entry with the old context's data.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The default query function needs a URL string as queryKey[0]');
    const res = await send('GET', url, undefined, { signal, context: contextInKey(queryKey) });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res, url);
    return (await res.json()) as T;
  };
}
