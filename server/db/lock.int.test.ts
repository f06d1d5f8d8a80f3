import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseLockedError } from './lock';

describe('embedded database lock', () => {
  it('refuses a second opener with a clear message and frees the folder on close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-lock-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    const second = openDatabase({ kind: 'pglite', dataDir });
    await expect(second).rejects.toThrow(DatabaseLockedError);
    await expect(second).rejects.toThrow(/in use by another process/);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.ping();
    await again.close();
  });
});
