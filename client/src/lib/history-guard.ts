/**
 * Back and Forward for a form with unsaved changes. They have already moved the address when `popstate`
 * arrives, and the router (wouter, which has no blocker) re-renders on it. So one listener, installed before
 * the router starts and so run before it, hides the move from the router while a form guards the page: it
 * pushes the form's address again, right after the entry the browser moved to, and asks. Leaving then takes
 * that one step back, to where Back or Forward was going. (Staying after a Forward leaves that entry behind
 * the form's in the history: Back then goes there first.)
 */
type OnAttempt = (target: string) => void;

/** the forms guarding the page, the latest last: it is the one that asks */
const guards: { here: string; onAttempt: OnAttempt }[] = [];
let letThrough = false;

export const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function onPopState(event: PopStateEvent) {
  const guard = guards.at(-1);
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
  guards.push(mine);
  return () => {
    const at = guards.indexOf(mine);
    if (at >= 0) guards.splice(at, 1);
  };
}

/** Go where the Back or Forward button that was held would have gone. */
export function leaveThroughHistory() {
  letThrough = true;
  window.history.back();
}
