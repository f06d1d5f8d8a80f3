import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { dismissToast, TOAST_DURATION_MS, toastStore } from './toast-store';

/** Radix toasts per spec §9: 5000 ms, swipe right 50 px to dismiss, F8 focuses the viewport, 420 px max from md. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {children}
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`group relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${
            item.variant === 'destructive' ? 'border-danger bg-danger-soft text-danger' : 'border-border bg-surface text-text'
          }`}
        >
          <div className="flex flex-col gap-1">
            <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
            {item.description && <RadixToast.Description className="text-sm">{item.description}</RadixToast.Description>}
          </div>
          <RadixToast.Close aria-label="Close notification" className="absolute top-3 right-3 rounded p-1 hover:bg-surface-muted">
            <X className="size-4" aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={['F8']}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </RadixToast.Provider>
  );
}
