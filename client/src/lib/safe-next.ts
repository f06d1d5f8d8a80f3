/**
 * Where to go after signing in (`/auth?next=…`). Only a path on this site is followed: it starts with one
 * "/" (not "//" or "/\", which browsers read as another host) and has no control characters; anything
 * else gives null, so a crafted link cannot send someone elsewhere after they sign in.
 */
const BASE = 'https://counsel.invalid';

export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** `/auth?tab=…`, bringing the visitor back to `next` afterwards when it is a safe path. */
export function authHref(tab: 'login' | 'register', next?: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `/auth?tab=${tab}&next=${encodeURIComponent(safe)}` : `/auth?tab=${tab}`;
}
