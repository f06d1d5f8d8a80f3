import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const stampFile = path.join(root, 'dist/build-info.json');
// the stamp written by scripts/stamp-build.ts just before `vite build`; dev servers have none
const build = existsSync(stampFile)
  ? (JSON.parse(readFileSync(stampFile, 'utf8')) as { version: string; deployedAt: string })
  : { version: 'dev', deployedAt: '' };
const hosts = (value: string | undefined) => (value ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);

export const aliases = {
  '@': path.join(root, 'client/src'),
  '@common': path.join(root, 'common'),
};

export default defineConfig({
  root: path.join(root, 'client'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  define: {
    __BUILD_VERSION__: JSON.stringify(build.version),
    __BUILD_TIME__: JSON.stringify(build.deployedAt),
    __CANONICAL_HOST__: JSON.stringify(process.env.CANONICAL_HOST?.trim().toLowerCase() ?? ''),
    __ALTERNATE_HOSTS__: JSON.stringify(hosts(process.env.ALTERNATE_HOSTS)),
  },
  build: { outDir: path.join(root, 'dist/client'), emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
