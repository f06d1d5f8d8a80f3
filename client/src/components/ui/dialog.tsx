import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** A centred modal dialog: focus is trapped inside and returned afterwards, Escape closes it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'normal',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** 'wide' for reading a document (a comparison of two versions) */
  size?: 'normal' | 'wide';
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content className={`fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] ${size === 'wide' ? 'max-w-4xl' : 'max-w-md'} -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg border border-border bg-surface p-6 shadow-xl`}>
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
