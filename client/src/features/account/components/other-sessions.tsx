/** "Other browsers and devices": how many are signed in to the account, and signing them all out. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, serverMessage } from '@/lib/api-request';

export const SESSIONS_URL = '/api/account/sessions';

export function OtherSessions() {
  const queryClient = useQueryClient();
  const others = useQuery<{ others: number }>({ queryKey: [SESSIONS_URL] }).data?.others;
  const endOthers = useMutation({
    mutationFn: async () => (await (await apiRequest('POST', `${SESSIONS_URL}/end-others`)).json()) as { others: number },
    onSuccess: ({ others: ended }) => toast({ title: ended === 1 ? '1 other session signed out' : `${ended} other sessions signed out` }),
    onError: (err) => toast({ title: 'Nothing was signed out', description: serverMessage(err), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SESSIONS_URL] }),
  });
  return (
    <section aria-labelledby="sessions-heading" className="flex max-w-xl flex-col items-start gap-2 rounded-lg border border-border bg-surface p-6">
      <h2 id="sessions-heading" className="font-semibold">
        Other browsers and devices
      </h2>
      <p className="text-muted">
        {others === undefined
          ? 'Checking where else you are signed in…'
          : others === 0
            ? 'You are signed in only here.'
            : `You are also signed in on ${others} other ${others === 1 ? 'browser or device' : 'browsers or devices'}.`}
      </p>
      {!!others && (
        <Button variant="secondary" onClick={() => endOthers.mutate()} busy={endOthers.isPending}>
          <LogOut className="size-4" aria-hidden />
          Sign out everywhere else
        </Button>
      )}
    </section>
  );
}
