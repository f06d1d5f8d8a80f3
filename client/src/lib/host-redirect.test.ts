import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { BUILD_HOSTS, canonicalRedirectTarget, redirectToCanonicalHost, type RedirectLocation } from './host-redirect';

const HOSTS = { canonical: 'counsel.app', alternates: ['www.counsel.app', 'counsel-legal.com'] };

const at = (url: string): RedirectLocation & { replace: Mock<(url: string | URL) => void> } => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port, pathname: u.pathname, search: u.search, hash: u.hash, replace: vi.fn() };
};

afterEach(() => vi.restoreAllMocks());

describe('canonicalRedirectTarget', () => {
  it('moves an alternate host to the canonical one, keeping protocol, path, query and hash', () => {
    expect(canonicalRedirectTarget(at('https://www.counsel.app/matters/4?tab=docs#notes'), HOSTS)).toBe(
      'https://counsel.app/matters/4?tab=docs#notes',
    );
    expect(canonicalRedirectTarget(at('http://counsel-legal.com/'), HOSTS)).toBe('http://counsel.app/');
  });

  it('does not carry the alternate host\'s port over', () => {
    expect(canonicalRedirectTarget(at('https://www.counsel.app:8443/a'), HOSTS)).toBe('https://counsel.app/a');
  });

  it('matches host names case-insensitively', () => {
    const location = { ...at('https://www.counsel.app/'), hostname: 'WWW.Counsel.App' };
    expect(canonicalRedirectTarget(location, { canonical: 'Counsel.app', alternates: ['www.COUNSEL.app'] })).toBe('https://counsel.app/');
  });

  it('strips < > \' and " from path, query and hash', () => {
    const location = { ...at('https://www.counsel.app/'), pathname: '/a<b>"c\'', search: '?q=<script>"x"', hash: "#'<h>" };
    expect(canonicalRedirectTarget(location, HOSTS)).toBe('https://counsel.app/abc?q=scriptx#h');
  });

  it('returns null on the canonical host and on unrelated hosts', () => {
    expect(canonicalRedirectTarget(at('https://counsel.app/x'), HOSTS)).toBeNull();
    expect(canonicalRedirectTarget(at('http://localhost:5173/x'), HOSTS)).toBeNull();
  });

  it('returns null when no canonical host is configured', () => {
    expect(canonicalRedirectTarget(at('https://www.counsel.app/'), { canonical: '', alternates: HOSTS.alternates })).toBeNull();
  });

  it('logs and aborts when the target would not be a product host', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // a mis-set canonical host whose URL actually points at evil.example
    const hosts = { canonical: 'counsel.app@evil.example', alternates: ['www.counsel.app'] };
    expect(canonicalRedirectTarget(at('https://www.counsel.app/'), hosts)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('keeps a path that looks like another host on the canonical host', () => {
    const location = { ...at('https://www.counsel.app/'), pathname: '//evil.example/x' };
    expect(new URL(canonicalRedirectTarget(location, HOSTS)!).host).toBe('counsel.app');
  });
});

describe('redirectToCanonicalHost', () => {
  it('replaces the location with the canonical URL and reports it', () => {
    const location = at('https://www.counsel.app/pricing?plan=premium');
    expect(redirectToCanonicalHost(location, HOSTS)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('https://counsel.app/pricing?plan=premium');
  });

  it('leaves the page alone when no redirect applies', () => {
    const location = at('https://counsel.app/pricing');
    expect(redirectToCanonicalHost(location, HOSTS)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('uses window.location and the build-time hosts by default', () => {
    expect(BUILD_HOSTS).toEqual({ canonical: __CANONICAL_HOST__, alternates: __ALTERNATE_HOSTS__ });
    const before = window.location.href;
    // the test build configures no canonical host, so nothing may happen
    expect(redirectToCanonicalHost()).toBe(false);
    expect(window.location.href).toBe(before);
  });
});
