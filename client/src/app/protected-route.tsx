import { Suspense, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { AppLayout } from './app-layout';

/** Spec §2: spinner while the session loads, sign-in for visitors, else the page inside the app layout. */
export function ProtectedRoute({ component: Page }: { component: ComponentType }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Redirect to="/auth?tab=login" replace />;
  return (
    <AppLayout>
      <Suspense fallback={<FullScreenSpinner fullScreen={false} />}>
        <Page />
      </Suspense>
    </AppLayout>
  );
}
