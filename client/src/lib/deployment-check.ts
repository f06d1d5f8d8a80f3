/**
 * Spec §4 "Deployment update detection": when a newer release is live, drop everything the browser may
 * have kept from the old one, silently. Talks to `fetch` directly rather than through apiRequest, because
 * apiRequest itself runs this check on network failures and must not recurse.
 */
import { STORAGE_KEYS } from './storage-keys';

export interface BuildStamp {
  version: string;
  deployedAt: string;
}

/** The release this bundle was built as (stamped by vite.config.ts). */
export const CURRENT_BUILD: BuildStamp = { version: __BUILD_VERSION__, deployedAt: __BUILD_TIME__ };

export const DEPLOYMENT_CHECK_INTERVAL_MS = 300_000;

/** Keys that may hold data tied to one release; the marker key itself matches ("timestamp"). */
const STALE_KEY = /cache|version|timestamp/i;

/** What the server says is live, as the marker value to remember; null when it is this bundle's release. */
async function liveDeploymentMarker(build: BuildStamp): Promise<string | null> {
  try {
    const res = await fetch('/api/deployment-info', { cache: 'no-store' });
    if (!res.ok) throw new Error(`deployment-info answered ${res.status}`);
    const info = (await res.json()) as Partial<BuildStamp>;
    if (typeof info.version !== 'string') throw new Error('deployment-info carried no version');
    return info.version !== build.version ? (info.deployedAt ?? info.version) : null;
  } catch {
    // the info route may be missing or broken mid-rollout; every response carries the deployment time instead
    const res = await fetch('/', { method: 'HEAD', cache: 'no-store' });
    const deployedAt = res.headers.get('X-Deployment-Time');
    return deployedAt && deployedAt !== build.deployedAt ? deployedAt : null;
  }
}

function removeStaleEntries(storage: Storage): void {
  // collect first: removing while walking by index would skip entries
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
  for (const key of keys) if (STALE_KEY.test(key)) storage.removeItem(key);
}

async function clearBrowserCaches(): Promise<void> {
  // Cache Storage exists only in secure contexts (and not in every test environment)
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  removeStaleEntries(localStorage);
  removeStaleEntries(sessionStorage);
}

async function runCheck(build: BuildStamp): Promise<boolean> {
  if (build.version === 'dev') return false; // a dev server rebuilds on its own; there is nothing to compare
  try {
    const marker = await liveDeploymentMarker(build);
    // the marker tells other tabs (and later checks in this one) that this release was already handled
    if (marker === null || localStorage.getItem(STORAGE_KEYS.deploymentTimestamp) === marker) return false;
    await clearBrowserCaches();
    localStorage.setItem(STORAGE_KEYS.deploymentTimestamp, marker);
    return true;
  } catch (err) {
    console.warn('Deployment check failed', err);
    return false;
  }
}

let inFlight: Promise<boolean> | null = null;

/**
 * True when a new deployment was found and the caches were cleared for it just now. Never throws.
 * Concurrent callers (e.g. several requests failing at once) share one check.
 */
export function checkForNewDeployment(build: BuildStamp = CURRENT_BUILD): Promise<boolean> {
  inFlight ??= runCheck(build).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Passive background checks (spec §9: every 300000 ms); returns the function that stops them. */
export function startDeploymentChecks(intervalMs: number = DEPLOYMENT_CHECK_INTERVAL_MS): () => void {
  const id = setInterval(() => void checkForNewDeployment(), intervalMs);
  return () => clearInterval(id);
}
