/** Writes dist/build-info.json: the version and time the server reports and the client bundle embeds. */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE, packageVersion, ROOT_DIR } from '../server/lib/build-info';

function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID.replace(/[^A-Za-z0-9.-]/g, '');
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return randomBytes(4).toString('hex');
  }
}

const deployedAt = new Date().toISOString();
const stamp = deployedAt.replace(/\D/g, '').slice(0, 14);
const info = { version: `${packageVersion()}+${stamp}.${buildId()}`, deployedAt };
mkdirSync(path.dirname(BUILD_INFO_FILE), { recursive: true });
writeFileSync(BUILD_INFO_FILE, JSON.stringify(info, null, 2) + '\n');
console.log(`build ${info.version}`);
