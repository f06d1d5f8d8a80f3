import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeploymentInfo } from '../../common/schemas/system';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
export const CLIENT_DIST = path.join(ROOT_DIR, 'dist/client');
export const BUILD_INFO_FILE = path.join(ROOT_DIR, 'dist/build-info.json');

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The stamp written by `npm run build`; a process running unbuilt code stamps itself at start. */
export function loadBuildInfo(): DeploymentInfo {
  if (existsSync(BUILD_INFO_FILE)) {
    return JSON.parse(readFileSync(BUILD_INFO_FILE, 'utf8')) as DeploymentInfo;
  }
  const deployedAt = new Date().toISOString();
  return { version: `${packageVersion()}+dev.${deployedAt.replace(/\D/g, '').slice(0, 14)}`, deployedAt };
}
