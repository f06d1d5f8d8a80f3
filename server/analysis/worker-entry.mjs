// The analysis pool's thread entry, in plain JavaScript so a worker can load it without any loader
// set up; it then loads the TypeScript tasks (worker.ts) through tsx, as the server itself runs.
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./worker.ts', import.meta.url);
export const { extract, analyze } = tasks;
