/**
 * A matter's tasks, deadlines and notes: the same nested routes for each
 * (GET/POST /api/matters/:id/<kind>, PATCH/DELETE /api/matters/:id/<kind>/:itemId).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createDeadlineSchema, createNoteSchema, createTaskSchema, Deadline, Note, Task, updateDeadlineSchema, updateNoteSchema, updateTaskSchema } from '@common/schemas/matters';
import { apiRequest } from '@/lib/api-request';
import { useContextKey } from '@/lib/resource-context';
import { invalidateMatters, matterUrl } from '@/lib/matter-cache';

interface Kinds {
  tasks: { item: Task; create: z.input<typeof createTaskSchema>; update: z.input<typeof updateTaskSchema> };
  deadlines: { item: Deadline; create: z.input<typeof createDeadlineSchema>; update: z.input<typeof updateDeadlineSchema> };
  notes: { item: Note; create: z.input<typeof createNoteSchema>; update: z.input<typeof updateNoteSchema> };
}
export type ItemKind = keyof Kinds;

export const itemsUrl = (matterId: number, kind: ItemKind) => `${matterUrl(matterId)}/${kind}`;

export function useMatterItems<K extends ItemKind>(matterId: number, kind: K) {
  return useQuery<{ items: Kinds[K]['item'][] }>({ queryKey: [itemsUrl(matterId, kind), useContextKey()] });
}

/**
 * A change to one of them: afterwards (failed or not) the matter's lists, its timeline and the dashboard's
 * lists are asked for again. `guess` shows the change at once (a ticked task stays ticked meanwhile).
 */
function useItemChange<V, R>(send: (vars: V) => Promise<R>, guess?: (vars: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onMutate: guess, onSettled: () => invalidateMatters(queryClient) });
}

const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

export const useAddItem = <K extends ItemKind>(matterId: number, kind: K) =>
  useItemChange((input: Kinds[K]['create']) => json<Kinds[K]['item']>(apiRequest('POST', itemsUrl(matterId, kind), input)));

export function useUpdateItem<K extends ItemKind>(matterId: number, kind: K) {
  const queryClient = useQueryClient();
  const key = [itemsUrl(matterId, kind), useContextKey()];
  type Vars = Kinds[K]['update'] & { id: number };
  return useItemChange(
    ({ id, ...input }: Vars) => json<Kinds[K]['item']>(apiRequest('PATCH', `${itemsUrl(matterId, kind)}/${id}`, input)),
    async ({ id, ...input }: Vars) => {
      // an answer already on its way would otherwise put the old state back
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<{ items: Kinds[K]['item'][] }>(key, (old) => old && { items: old.items.map((item) => (item.id === id ? { ...item, ...input } : item)) });
    },
  );
}

export const useDeleteItem = (matterId: number, kind: ItemKind) =>
  useItemChange(async (id: number) => {
    await apiRequest('DELETE', `${itemsUrl(matterId, kind)}/${id}`);
  });
