import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { currentPath, guardHistory, leaveThroughHistory } from './history-guard';

/** A link the click would follow inside the app, or null (another site, a new tab, a download, a modified click). */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === currentPath() ? null : path;
}


/**
 * While `active` (a form with unsaved changes): closing or reloading the tab asks the browser's own
 * question, and following a link inside the app or going Back or Forward waits for `leave()` or `stay()`,
 * with where it would go in `pending` so a screen can ask. Wouter has no navigation blocker, so links are
 * caught in the capture phase before they navigate, and Back and Forward by history-guard.ts; moves made
 * in code (after a save) are not caught.
 */
export function useLeaveGuard(active: boolean) {
  const [pending, setPending] = useState<string | null>(null);
  const [, navigate] = useLocation();
  // the move being asked about came from Back or Forward
  const fromHistory = useRef(false);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the question only when a value is set
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      fromHistory.current = false;
      setPending(target);
    };
    const releaseHistory = guardHistory((target) => {
      fromHistory.current = true;
      setPending(target);
    });
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      releaseHistory();
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    if (pending !== null && fromHistory.current) leaveThroughHistory();
    else if (pending !== null) navigate(pending);
    setPending(null);
  }, [pending, navigate]);

  return { pending, stay, leave };
}
