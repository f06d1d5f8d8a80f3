import { vi } from 'vitest';

/** Client tests stand in for the server at the network boundary only: global fetch answers real Responses. */
export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

export function stubFetch(handler: FetchHandler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => handler(String(input), init));
  vi.stubGlobal('fetch', fn);
  return fn;
}
