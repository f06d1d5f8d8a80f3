import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startDeploymentChecks } from '@/lib/deployment-check';
import { installHistoryGuard } from '@/lib/history-guard';
import { redirectToCanonicalHost } from '@/lib/host-redirect';
import './styles.css';

if (!redirectToCanonicalHost()) {
  startDeploymentChecks();
  // before the router starts listening, so a form with unsaved changes hears of Back first
  installHistoryGuard();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
