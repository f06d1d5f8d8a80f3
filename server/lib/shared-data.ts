/**
 * The real development data beside the project (`../shared/data`, or SHARED_DATA_DIR): evaluation
 * scripts read it from there and never copy it in. Absent on most machines, so every reader says
 * what it skipped instead of failing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The path of a file or folder of the shared data, or undefined when it is not on this machine. */
export function sharedDataPath(...parts: string[]): string | undefined {
  const root = process.env.SHARED_DATA_DIR ? resolve(process.env.SHARED_DATA_DIR) : resolve(PROJECT_ROOT, '../shared/data');
  const path = join(root, ...parts);
  return existsSync(path) ? path : undefined;
}
