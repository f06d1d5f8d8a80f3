import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@common/errors';
import type { LoginInput, User } from '@common/schemas/auth';
import { toast } from '@/components/ui/toast-store';
import { apiRequest } from '@/lib/api-request';
import { USER_QUERY_KEY } from './use-user';
import { verifySession } from './verify-session';

/** Spec §4: set the user, refresh all cached data, then verify the session (2 tries, 250 ms apart; warn only). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<User> => (await apiRequest('POST', '/api/login', input)).json(),
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      if (!(await verifySession(2, 250))) console.warn('Signed in, but the session could not be verified yet');
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
    },
    onError: (error) => toast({ title: MESSAGES.loginFailed, description: error.message, variant: 'destructive' }),
  });
}
