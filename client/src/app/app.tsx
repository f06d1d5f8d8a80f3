import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { OnboardingHost } from '@/features/onboarding';
import { queryClient } from '@/lib/query-client';
import { ResourceContextProvider } from '@/lib/resource-context';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ResourceContextProvider>
          <TooltipProvider>
            <ToastProvider>
              <AppRoutes />
              <OnboardingHost />
            </ToastProvider>
          </TooltipProvider>
        </ResourceContextProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
