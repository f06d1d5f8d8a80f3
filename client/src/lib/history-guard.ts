/**
 * Back and Forward for a form with unsaved changes. They have already moved the address when `popstate`
 * arrives, and the router (wouter, which has no blocker) re-renders on it. So one listener, installed before
 * the router starts and so run before it, hides the move from the router while a form guards the page: it
 * pushes the form's address again (the entry the browser moved to stays one step back, in the same
 * direction) and asks. Leaving then takes that one step back.
 */
type OnAttempt = (target: string) => void;

let guard: { here: string; onAttempt: OnAttempt } | null = null;
let letThrough = false;

export const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function onPopState(event: PopStateEvent) {
  if (letThrough || !guard) {
    letThrough = false;
    return;
  }
  event.stopImmediatePropagation();
  const target = currentPath();
  window.history.pushState(null, '', guard.here);
  guard.onAttempt(target);
}

/** Call once, before the app renders: the listener must come before the router's. */
export function installHistoryGuard() {
  window.addEventListener('popstate', onPopState);
}

/** While the returned function is not called, Back and Forward call `onAttempt` with where they would go, instead of going. */
export function guardHistory(onAttempt: OnAttempt): () => void {
  const mine = { here: currentPath(), onAttempt };
  guard = mine;
  return () => {
    if (guard === mine) guard = null;
  };
}

/** Go where the Back or Forward button that was held would have gone. */
export function leaveThroughHistory() {
  letThrough = true;
  window.history.back();
}
