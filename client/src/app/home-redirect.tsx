import { Redirect } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';

/** `/`: waits for the session, then the dashboard or sign-in (spec §2). */
export function HomeRedirect() {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullScreenSpinner />;
  return <Redirect to={user ? '/dashboard' : '/auth?tab=login'} replace />;
}
