import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastStore from './toast-store';

type ToastStoreModule = typeof ToastStore;

// the store is module state: every test gets a fresh copy (empty list, ids from 1, no listeners or timers)
let store: ToastStoreModule;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import('./toast-store');
});

afterEach(() => {
  vi.useRealTimers();
});

const snapshot = () => store.toastStore.getSnapshot();

describe('toast store constants (spec §9)', () => {
  it('shows one toast at a time for 5000 ms and removes it 1,000,000 ms after dismissal', () => {
    expect(store.TOAST_LIMIT).toBe(1);
    expect(store.TOAST_DURATION_MS).toBe(5000);
    expect(store.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});

describe('toast', () => {
  it('starts empty', () => {
    expect(snapshot()).toEqual([]);
  });

  it('adds an open toast carrying the given title, description and variant', () => {
    const { id } = store.toast({ title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' });
    expect(snapshot()).toEqual([
      { id, title: 'Login failed', description: 'Invalid username or password', variant: 'destructive', open: true },
    ]);
  });

  it('gives every toast a new id', () => {
    const first = store.toast({ title: 'One' });
    const second = store.toast({ title: 'Two' });
    expect(second.id).not.toBe(first.id);
  });

  it('replaces the visible toast with a new one: only one is ever listed', () => {
    store.toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
    const { id } = store.toast({ title: 'Login successful', description: 'Welcome back, alice!' });
    expect(snapshot()).toEqual([{ id, title: 'Login successful', description: 'Welcome back, alice!', open: true }]);

    const third = store.toast({ title: 'Third' });
    expect(snapshot()).toHaveLength(1);
    expect(snapshot()[0]).toMatchObject({ id: third.id, title: 'Third', open: true });
  });

  it('does not schedule anything by itself: an undismissed toast stays listed', () => {
    const { id } = store.toast({ title: 'Stays' });
    vi.advanceTimersByTime(2 * store.TOAST_REMOVE_DELAY_MS);
    expect(snapshot()).toEqual([{ id, title: 'Stays', open: true }]);
  });
});

describe('dismissToast', () => {
  it('closes the toast at once but keeps it listed', () => {
    const { id } = store.toast({ title: 'Registration successful', description: 'Welcome' });
    store.dismissToast(id);
    expect(snapshot()).toEqual([{ id, title: 'Registration successful', description: 'Welcome', open: false }]);
  });

  it('removes the dismissed toast exactly 1,000,000 ms later, not before', () => {
    const { id } = store.toast({ title: 'Bye' });
    store.dismissToast(id);

    vi.advanceTimersByTime(999_999);
    expect(snapshot()).toEqual([{ id, title: 'Bye', open: false }]);

    vi.advanceTimersByTime(1);
    expect(snapshot()).toEqual([]);
  });

  it('is also available as the dismiss function returned by toast()', () => {
    const handle = store.toast({ title: 'Handle' });
    handle.dismiss();
    expect(snapshot()).toEqual([{ id: handle.id, title: 'Handle', open: false }]);
    vi.advanceTimersByTime(1_000_000);
    expect(snapshot()).toEqual([]);
  });

  it('keeps the first removal time when the same toast is dismissed again', () => {
    const { id } = store.toast({ title: 'Twice' });
    store.dismissToast(id);
    vi.advanceTimersByTime(600_000);
    store.dismissToast(id);

    vi.advanceTimersByTime(399_999);
    expect(snapshot()).toEqual([{ id, title: 'Twice', open: false }]);
    vi.advanceTimersByTime(1);
    expect(snapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves the visible toast alone when a replaced (or unknown) one is dismissed', () => {
    const old = store.toast({ title: 'Old' });
    const current = store.toast({ title: 'Current' });
    store.dismissToast(old.id);
    store.dismissToast(12345);
    expect(snapshot()).toEqual([{ id: current.id, title: 'Current', open: true }]);

    vi.advanceTimersByTime(1_000_000);
    expect(snapshot()).toEqual([{ id: current.id, title: 'Current', open: true }]);
  });

  it('removes only the dismissed toast, not a newer one shown meanwhile', () => {
    const first = store.toast({ title: 'First' });
    store.dismissToast(first.id);
    vi.advanceTimersByTime(500_000);
    const second = store.toast({ title: 'Second' });
    expect(snapshot()).toEqual([{ id: second.id, title: 'Second', open: true }]);

    vi.advanceTimersByTime(500_000);
    expect(snapshot()).toEqual([{ id: second.id, title: 'Second', open: true }]);
  });
});

describe('toastStore.subscribe', () => {
  it('notifies on show, on dismissal and on removal, once each', () => {
    const listener = vi.fn();
    store.toastStore.subscribe(listener);

    const { id } = store.toast({ title: 'Hello' });
    expect(listener).toHaveBeenCalledTimes(1);

    store.dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(999_999);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('lets a listener read the new state from the snapshot when it is called', () => {
    const seen: unknown[] = [];
    store.toastStore.subscribe(() => seen.push(snapshot()));
    const { id } = store.toast({ title: 'A' });
    store.dismissToast(id);
    vi.advanceTimersByTime(1_000_000);
    expect(seen).toEqual([[{ id, title: 'A', open: true }], [{ id, title: 'A', open: false }], []]);
  });

  it('notifies every subscriber', () => {
    const a = vi.fn();
    const b = vi.fn();
    store.toastStore.subscribe(a);
    store.toastStore.subscribe(b);
    store.toast({ title: 'Both' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('stops notifying after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.toastStore.subscribe(listener);
    store.toast({ title: 'Before' });
    unsubscribe();
    const { id } = store.toast({ title: 'After' });
    store.dismissToast(id);
    vi.advanceTimersByTime(1_000_000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('returns the same snapshot until something changes (as useSyncExternalStore requires)', () => {
    store.toast({ title: 'Stable' });
    const before = snapshot();
    expect(snapshot()).toBe(before);
    store.toast({ title: 'Changed' });
    expect(snapshot()).not.toBe(before);
  });
});
