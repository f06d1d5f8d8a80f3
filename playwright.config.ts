import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { testSmtpUrl } from './server/testing/smtp-server';
import { createPremiumAccounts, E2E_PORT, E2E_SMTP_PORT } from './tests/e2e/team-setup';

const PORT = E2E_PORT;
// every run gets a fresh embedded database
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // the built app (npm run build first), as `npm start` serves it, after the admin CLI has made two Premium accounts
    command: `${createPremiumAccounts} && node --import tsx server/main.ts`,
    url: `http://localhost:${PORT}/api/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // every spec signs up its own people, all from this one address
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      // invitation mail goes to the SMTP server teams.spec.ts starts (other specs send none)
      SMTP_URL: testSmtpUrl(E2E_SMTP_PORT),
    },
  },
});
