import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  define: {
    __BUILD_VERSION__: JSON.stringify('0.1.0+test'),
    __BUILD_TIME__: JSON.stringify('2026-01-01T00:00:00.000Z'),
    __CANONICAL_HOST__: JSON.stringify(''),
    __ALTERNATE_HOSTS__: JSON.stringify([]),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test-setup.ts'],
        },
      },
    ],
  },
});
