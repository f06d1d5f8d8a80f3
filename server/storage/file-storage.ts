/**
 * Where uploaded files live. The embedded default is a folder on the local disk (DATA_DIR/files); a
 * scale-out deployment plugs in S3-compatible object storage behind the same interface. Keys are ours
 * (never a user's file name), so they are safe as paths and object names.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** removes the file; a key with no file is not an error */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // write to a temporary name first, so a crash never leaves half a file under the real key
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    get: (key) => readFile(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
