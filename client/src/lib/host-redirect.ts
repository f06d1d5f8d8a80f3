/**
 * Visitors arriving on an alternate product host are sent to the canonical one, so sessions and cookies
 * live on a single origin. Spec §5: path, query and hash lose < > ' " and the target must be a product host.
 */

export type RedirectLocation = Pick<Location, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash'>;

export interface ProductHosts {
  canonical: string;
  alternates: string[];
}

/** The hosts this bundle was built for (vite.config.ts: CANONICAL_HOST, ALTERNATE_HOSTS). */
export const BUILD_HOSTS: ProductHosts = { canonical: __CANONICAL_HOST__, alternates: __ALTERNATE_HOSTS__ };

const normalize = (host: string) => host.trim().toLowerCase();
// the characters that could break out of an attribute or script string if the URL is ever echoed into markup
const unsafe = (part: string) => part.replace(/[<>'"]/g, '');

/** Where to send a visitor on an alternate host, or null when no redirect applies (or it would leave the product). */
export function canonicalRedirectTarget(location: RedirectLocation, hosts: ProductHosts): string | null {
  const canonical = normalize(hosts.canonical);
  const alternates = hosts.alternates.map(normalize).filter(Boolean);
  if (!canonical || !alternates.includes(normalize(location.hostname))) return null;

  const allowed = new Set([canonical, ...alternates]);
  let target: URL;
  try {
    target = new URL(`${location.protocol}//${canonical}${unsafe(location.pathname)}${unsafe(location.search)}${unsafe(location.hash)}`);
  } catch {
    console.error('Redirect aborted: the canonical host does not form a valid URL', canonical);
    return null;
  }
  // re-check what the URL parser made of it: a malformed host setting must not send visitors off-site
  if (!allowed.has(target.host) && !allowed.has(target.hostname)) {
    console.error('Redirect aborted: target host is not a product host', target.host);
    return null;
  }
  return target.href;
}

type Navigable = RedirectLocation & Pick<Location, 'replace'>;

/** Applies the redirect to the current page (replacing the history entry); true when it navigated away. */
export function redirectToCanonicalHost(location: Navigable = window.location, hosts: ProductHosts = BUILD_HOSTS): boolean {
  const target = canonicalRedirectTarget(location, hosts);
  if (!target) return false;
  location.replace(target);
  return true;
}
