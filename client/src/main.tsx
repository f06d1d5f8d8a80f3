import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startDeploymentChecks } from '@/lib/deployment-check';
import { redirectToCanonicalHost } from '@/lib/host-redirect';
import './styles.css';

if (!redirectToCanonicalHost()) {
  startDeploymentChecks();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
