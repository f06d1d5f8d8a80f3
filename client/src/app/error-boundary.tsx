import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { MESSAGES } from '@common/errors';
import { Button } from '@/components/ui/button';
import { checkForNewDeployment } from '@/lib/deployment-check';

/** Spec §8: a chunk that failed to load usually means a new release replaced the old files. */
export function isChunkLoadError(error: Error): boolean {
  return (
    error.name === 'ChunkLoadError' ||
    ['Loading chunk', 'Failed to fetch', 'NetworkError', 'Load failed'].some((text) => error.message.includes(text))
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
    if (isChunkLoadError(error)) void checkForNewDeployment();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const update = isChunkLoadError(error);
    return (
      <main role="alert" className="flex min-h-screen items-center justify-center p-6">
        <div className="flex max-w-md flex-col items-center gap-4 rounded-lg border border-border bg-surface p-8 text-center">
          {update ? <RefreshCw className="size-10 text-accent" aria-hidden /> : <AlertTriangle className="size-10 text-warning" aria-hidden />}
          <h1 className="text-xl font-semibold">{update ? MESSAGES.appUpdateTitle : MESSAGES.renderErrorTitle}</h1>
          <p className="text-muted">{update ? MESSAGES.appUpdateText : MESSAGES.renderErrorText}</p>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        </div>
      </main>
    );
  }
}
