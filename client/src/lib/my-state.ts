import { useSyncExternalStore } from 'react';
import { stateName, type StateCode } from '@common/jurisdictions';
import { STORAGE_KEYS } from './storage-keys';

const CHANGED = 'counsel:state-changed';

/** The state the person last chose (for a chat, a guide's "In your state" or "Find help"); null when none. */
export function savedState(): StateCode | null {
  const value = localStorage.getItem(STORAGE_KEYS.chatJurisdiction);
  return value && stateName(value) ? (value as StateCode) : null;
}

export function saveState(value: StateCode | null): void {
  if (value) localStorage.setItem(STORAGE_KEYS.chatJurisdiction, value);
  else localStorage.removeItem(STORAGE_KEYS.chatJurisdiction);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The saved state, kept in step across every component (and tab) that shows it. */
export function useMyState(): [StateCode | null, (value: StateCode | null) => void] {
  return [useSyncExternalStore(subscribe, savedState), saveState];
}
