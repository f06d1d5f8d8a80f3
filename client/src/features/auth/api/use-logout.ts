import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { MESSAGES } from '@common/errors';
import { toast } from '@/components/ui/toast-store';
import { apiRequest } from '@/lib/api-request';
import { authHref } from '@/lib/safe-next';
import { clearAllBackups } from '@/features/editing/lib/local-backup';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { USER_QUERY_KEY } from './use-user';

/**
 * Spec §4: clear the user and every cached query, forget the tour flags and any unsaved document text,
 * replace history with sign-in; `next`: where to come back to after signing in again (with another
 * account, from an invitation's page).
 */
export function useLogout(next?: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      localStorage.removeItem(STORAGE_KEYS.newUserRegistered);
      localStorage.removeItem(STORAGE_KEYS.hasSeenTour);
      clearAllBackups();
      navigate(authHref('login', next), { replace: true });
      toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
    },
    onError: (error) => toast({ title: MESSAGES.logoutFailed, description: error.message, variant: 'destructive' }),
  });
}
