import { vi } from 'vitest';

/**
 * Client tests stand in for the server at the network boundary only: global fetch answers real Responses,
 * and XMLHttpRequest (which uploads use, for their progress) goes through the same stand-in.
 */
export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

export function stubFetch(handler: FetchHandler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => handler(String(input), init));
  vi.stubGlobal('fetch', fn);
  vi.stubGlobal('XMLHttpRequest', xhrOver(fn));
  return fn;
}

/** An XMLHttpRequest whose request is sent with `send` (the stubbed fetch): the whole body is reported as uploaded, then the answer loads. */
function xhrOver(send: (url: string, init: RequestInit) => Promise<Response>) {
  return class {
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    onload?: () => void;
    onerror?: () => void;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      [this.method, this.url] = [method, url];
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body?: XMLHttpRequestBodyInit) {
      send(this.url, { method: this.method, headers: this.headers, body, credentials: this.withCredentials ? 'include' : 'same-origin' }).then(
        async (res) => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
          [this.status, this.statusText, this.responseText] = [res.status, res.statusText, await res.text()];
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}
