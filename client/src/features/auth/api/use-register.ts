import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@common/errors';
import type { RegisterInput, User } from '@common/schemas/auth';
import { toast } from '@/components/ui/toast-store';
import { apiRequest } from '@/lib/api-request';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { USER_QUERY_KEY } from './use-user';
import { verifySession } from './verify-session';

/** Spec §4: set the user, flag the new user for the tour, then verify the session (3 tries, 500 ms apart) or fail. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput): Promise<User> => {
      const user: User = await (await apiRequest('POST', '/api/register', input)).json();
      queryClient.setQueryData(USER_QUERY_KEY, user);
      localStorage.setItem(STORAGE_KEYS.newUserRegistered, 'true');
      localStorage.removeItem(STORAGE_KEYS.hasSeenTour);
      if (!(await verifySession(3, 500))) throw new Error(MESSAGES.sessionNotEstablished);
      return user;
    },
    onSuccess: (user) =>
      toast({ title: 'Registration successful', description: `Welcome to Counsel, ${user.username}! Your account is ready.` }),
    onError: (error) => toast({ title: MESSAGES.registrationFailed, description: error.message, variant: 'destructive' }),
  });
}
