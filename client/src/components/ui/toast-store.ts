/**
 * Toasts, as spec §4 describes them: one at a time (a new one replaces the old), open → dismissed →
 * removed 1,000,000 ms after dismissal (so a closing animation never loses its content).
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        items = items.filter((item) => item.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  emit();
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => items,
};
