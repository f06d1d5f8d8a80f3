import { startTransition, useOptimistic } from 'react';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';

interface Tickable {
  id: number;
  done: boolean;
}

/**
 * Ticking a task or deadline done (or back): the box shows its new state in the same frame, until the
 * server's answer (or the guess the cache holds meanwhile) takes over; a refusal is said in a toast.
 */
export function useTick<T extends Tickable>(items: T[], send: (change: Tickable) => Promise<unknown>, failure: string) {
  const [shown, show] = useOptimistic(items, (current, { id, done }: Tickable) => current.map((item) => (item.id === id ? { ...item, done } : item)));
  function tick(item: T) {
    const change = { id: item.id, done: !item.done };
    startTransition(async () => {
      show(change);
      await send(change).catch((err: Error) => toast({ title: failure, description: serverMessage(err), variant: 'destructive' }));
    });
  }
  return [shown, tick] as const;
}
