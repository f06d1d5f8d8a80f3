/**
 * A small pool of worker threads for document analysis. Each worker's heap is capped, so a file that
 * would need unbounded memory (a zip bomb that slips past the checks) kills that worker, not the server.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { DocumentAnalysis } from '../../common/schemas/documents';
import type { ExtractResult, ExtractTask } from './worker';

const WORKER = path.join(import.meta.dirname, 'worker-entry.mjs');

export interface AnalysisPool {
  extract(task: ExtractTask): Promise<ExtractResult>;
  analyze(text: string): Promise<DocumentAnalysis>;
  /** how many documents it works on at once */
  readonly size: number;
  close(): Promise<void>;
}

export function createAnalysisPool({ threads = Math.min(2, availableParallelism()) }: { threads?: number } = {}): AnalysisPool {
  let pool: Piscina | undefined;
  // started on first use: a server that never sees an upload never starts a thread
  const started = () =>
    (pool ??= new Piscina({
      filename: WORKER,
      maxThreads: threads,
      minThreads: 0,
      idleTimeout: 5 * 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
    }));
  return {
    size: threads,
    extract(task) {
      // a copy the worker owns outright: moving it costs nothing and the caller's buffer stays usable
      const bytes = new Uint8Array(task.bytes);
      return started().run({ ...task, bytes }, { name: 'extract', transferList: [bytes.buffer] });
    },
    analyze(text) {
      return started().run({ text }, { name: 'analyze' });
    },
    async close() {
      await pool?.destroy();
    },
  };
}
