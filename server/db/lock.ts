import lockfile from 'proper-lockfile';

export class DatabaseLockedError extends Error {}

/**
 * PGlite is single-process: two processes writing one data folder corrupt it. The first opener takes
 * a lock (kept fresh while it runs, stale after 15 s if it dies); a second opener gets a clear message.
 */
export async function lockEmbeddedDatabase(dataDir: string, dbDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dbDir, {
      lockfilePath: `${dbDir}.lock`,
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: (err) => console.error(`The lock on the embedded database was lost: ${err.message}`),
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DatabaseLockedError(
        `The embedded database in ${dataDir} is in use by another process (is the Counsel server running?). ` +
          'Stop that process first, or set DATABASE_URL to use PostgreSQL, which allows many processes.',
      );
    }
    throw err;
  }
}
