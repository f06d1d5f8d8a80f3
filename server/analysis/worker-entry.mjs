// The analysis pool's child process (pool.ts): reads and analyses one document at a time, as the pool
// asks over IPC, and is killed by the pool when a document takes too long or too much memory. Plain
// JavaScript so it starts without a loader; it then loads the TypeScript tasks (worker.ts) through tsx.
import { register } from 'node:module';
import process from 'node:process';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
// registered after tsx, so its hook runs first
register('./native-packages.mjs', import.meta.url);
const tasks = await import('./worker.ts');

// the pool may be gone by the time an answer is ready (the server stopped or died): then there is no one to tell
const reply = (message) => process.connected && process.send(message);

process.on('message', async ({ name, arg }) => {
  try {
    reply({ value: await tasks[name](arg) });
  } catch (err) {
    reply({ error: { message: String(err?.message ?? err), stack: err?.stack } });
  }
});
// the pool gone: nothing more will be asked
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
