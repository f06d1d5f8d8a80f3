/** Starts the server: read config → open the database → migrate → build the app → listen. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/lock';
import { loadBuildInfo } from './lib/build-info';
import { ContentError } from './modules/knowledge-base/content';
import { syncContent } from './content/sync';
import { ContentProblems } from './content/yaml-folder';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  const content = await syncContent(database.db);
  const app = await buildApp({ config, database, buildInfo: loadBuildInfo() });
  app.log.info(content, 'content synced');

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}/db` : 'PostgreSQL';
  app.log.info(`Counsel is ready at http://localhost:${config.port} (${where})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError || err instanceof ContentError || err instanceof ContentProblems) {
    console.error(err.message);
  } else {
    console.error('Counsel failed to start:', err);
  }
  process.exit(1);
});
