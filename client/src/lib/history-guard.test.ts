import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardHistory, installHistoryGuard, leaveThroughHistory } from './history-guard';

/** resolves on the next popstate the router (a listener added after the guard) hears, or after 200 ms with null */
const nextRouterPopState = () =>
  new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 200);
    window.addEventListener('popstate', () => (clearTimeout(timer), resolve(window.location.pathname)), { once: true });
  });

let release: (() => void)[] = [];
afterEach(() => {
  release.forEach((r) => r());
  release = [];
});
/** guards the page; resolves with where Back would have gone */
const attempted = () => new Promise<string>((resolve) => release.push(guardHistory(resolve)));

describe('history guard', () => {
  installHistoryGuard();

  it('lets Back through when no form guards the page', async () => {
    window.history.pushState(null, '', '/one');
    window.history.pushState(null, '', '/two');
    const heard = nextRouterPopState();
    window.history.back();
    expect(await heard).toBe('/one');
  });

  it('holds Back while guarded, keeping the router from hearing it, and leaving goes where Back would have', async () => {
    window.history.pushState(null, '', '/matters/5');
    window.history.pushState(null, '', '/matters/5/edit');
    const target = attempted();
    const heard = nextRouterPopState();
    window.history.back();
    expect(await target).toBe('/matters/5');
    expect(await heard).toBeNull();
    expect(window.location.pathname).toBe('/matters/5/edit');

    const left = nextRouterPopState();
    leaveThroughHistory();
    expect(await left).toBe('/matters/5');
  });

  it('asks the latest form that guards, and the earlier one again once that is released', async () => {
    window.history.pushState(null, '', '/x');
    window.history.pushState(null, '', '/y');
    const first = vi.fn();
    release.push(guardHistory(first));
    const second = attempted();
    window.history.back();
    expect(await second).toBe('/x');
    expect(first).not.toHaveBeenCalled();
    release.pop()!();
    const heard = nextRouterPopState();
    window.history.back();
    expect(await heard).toBeNull();
    expect(first).toHaveBeenCalledWith('/x');
  });

  it('stops guarding once released', async () => {
    window.history.pushState(null, '', '/a');
    window.history.pushState(null, '', '/b');
    const onAttempt = vi.fn();
    guardHistory(onAttempt)();
    const heard = nextRouterPopState();
    window.history.back();
    expect(await heard).toBe('/a');
    expect(onAttempt).not.toHaveBeenCalled();
  });
});
