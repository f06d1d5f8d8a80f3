/**
 * The work queue of document analysis, kept in the documents table itself: an upload is `queued`; an
 * instance claims it (with a lease), reads it and analyses it in the worker pool, and records each step.
 * A claim whose instance died runs out of lease and is taken over, so nothing stays "analyzing"
 * forever; a document that keeps killing its worker fails after a few tries instead of looping.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SummaryWriter } from '../../ai/document-summary';
import type { AnalysisPool } from '../../analysis/pool';
import type { FileStorage } from '../../storage/file-storage';
import type { ClaimedDocument, DocumentsRepository } from './documents.repository';

export const FAILURE = {
  gaveUp: 'Reading this document stopped unexpectedly several times, so it was not finished. Upload it again, or upload a PDF copy.',
  tooBig: 'This document needs far more memory to open than a document should, so it was not finished. Save it again from the program that made it, or upload a PDF copy.',
  unexpected: 'Something went wrong while reading this document. Use Reanalyze to try again.',
} as const;

export interface AnalysisQueueOptions {
  repository: DocumentsRepository;
  storage: FileStorage;
  pool: AnalysisPool;
  /** with an LLM configured, writes the summary in place of the offline one */
  writeSummary?: SummaryWriter;
  log: FastifyBaseLogger;
  now: () => Date;
  /** how often to look for work that other instances queued or abandoned */
  pollMs?: number;
  /** how long a claim holds before another instance may take the document over */
  leaseMs?: number;
  maxAttempts?: number;
}

export function createAnalysisQueue({ repository, storage, pool, writeSummary, log, now, pollMs = 5000, leaseMs = 10 * 60_000, maxAttempts = 3 }: AnalysisQueueOptions) {
  let running = 0;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let idle: Promise<void> = Promise.resolve();
  let settle: () => void = () => {};

  async function work(job: ClaimedDocument): Promise<void> {
    if (job.attempts > maxAttempts) return repository.fail(job.id, FAILURE.gaveUp, now());
    try {
      const bytes = await storage.get(job.storageKey);
      const extracted = await pool.extract({ kind: job.kind, bytes });
      if (!extracted.ok) return await repository.fail(job.id, extracted.reason, now());
      await repository.saveText(job.id, extracted.text, extracted.pages, now());
      const analysis = await pool.analyze(extracted.text);
      if (writeSummary) {
        try {
          analysis.summary = await writeSummary(extracted.text, analysis);
        } catch (err) {
          log.warn({ err, documentId: job.id }, 'the LLM did not write a summary; the offline one stands');
        }
      }
      await repository.complete(job.id, analysis, now());
    } catch (err) {
      const outOfMemory = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      log.error({ err, documentId: job.id }, 'document analysis failed');
      await repository.fail(job.id, outOfMemory ? FAILURE.tooBig : FAILURE.unexpected, now());
    }
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const job = await repository.claimNext(now(), leaseMs);
      if (!job) return;
      await work(job);
    }
  }

  /** Starts as many drainers as the pool has threads; each takes documents until none is waiting. */
  function wake(): void {
    if (stopped) return;
    while (running < pool.size) {
      if (running === 0) idle = new Promise((resolve) => (settle = resolve));
      running++;
      drain()
        .catch((err: unknown) => log.error({ err }, 'the document queue failed to take work'))
        .finally(() => {
          if (--running === 0) settle();
        });
    }
  }

  return {
    wake,
    start(): void {
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    /** Stops taking work and waits for the documents under way. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await idle;
    },
    /** Resolves when no document is being worked on (tests wait for this). */
    idle: () => idle,
  };
}
export type AnalysisQueue = ReturnType<typeof createAnalysisQueue>;
