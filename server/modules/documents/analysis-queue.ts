/**
 * The work queue of document analysis, kept in the documents table itself: an upload is `queued`; an
 * instance claims it (with a lease), reads it and analyses it in the worker pool, and records each step.
 * The lease is short and renewed by a heartbeat while the work runs: a long document keeps its claim,
 * and a claim whose instance died (kill -9, a crash) runs out within LEASE_MS and is taken over, so
 * nothing stays "analyzing" for long; a document that keeps killing its worker fails after a few tries
 * instead of looping.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SummaryWriter } from '../../ai/document-summary';
import type { AnalysisPool } from '../../analysis/pool';
import type { FileStorage } from '../../storage/file-storage';
import type { ClaimedDocument, DocumentsRepository } from './documents.repository';

export const FAILURE = {
  gaveUp: 'Reading this document stopped unexpectedly several times, so it was not finished. Upload it again, or upload a PDF copy.',
  unexpected: 'Something went wrong while reading this document. Use Reanalyze to try again.',
} as const;

/** how long a claim holds unrenewed: about how long an abandoned document waits to be taken over */
export const LEASE_MS = 30_000;

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
  /** how long a claim holds, unless renewed, before another instance may take the document over */
  leaseMs?: number;
  maxAttempts?: number;
}

export function createAnalysisQueue({ repository, storage, pool, writeSummary, log, now, pollMs = 5000, leaseMs = LEASE_MS, maxAttempts = 3 }: AnalysisQueueOptions) {
  let running = 0;
  /** the documents this instance is working on, whose leases the heartbeat renews */
  const working = new Set<ClaimedDocument>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let renewing = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let idle: Promise<void> = Promise.resolve();
  let settle: () => void = () => {};

  async function work(job: ClaimedDocument): Promise<void> {
    if (job.attempts > maxAttempts) return repository.fail(job, FAILURE.gaveUp, now());
    try {
      const bytes = await storage.get(job.storageKey);
      const extracted = await pool.extract({ kind: job.kind, bytes });
      if (!extracted.ok) return await repository.fail(job, extracted.reason, now());
      await repository.saveText(job, extracted.text, extracted.pages, now());
      const analysis = await pool.analyze(extracted.text);
      if (writeSummary) {
        try {
          analysis.summary = await writeSummary(extracted.text, analysis);
        } catch (err) {
          log.warn({ err, documentId: job.id }, 'the LLM did not write a summary; the offline one stands');
        }
      }
      await repository.complete(job, analysis, now());
    } catch (err) {
      // past its time or memory budget in the pool (AnalysisLimitError): a refusal whose message is for the person
      if (err instanceof Error && err.name === 'AnalysisLimitError') {
        log.warn({ documentId: job.id, reason: err.message }, 'document analysis stopped at its budget');
        return await repository.fail(job, err.message, now());
      }
      log.error({ err, documentId: job.id }, 'document analysis failed');
      await repository.fail(job, FAILURE.unexpected, now());
    }
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const job = await repository.claimNext(now(), leaseMs);
      if (!job) return;
      working.add(job);
      try {
        await work(job);
      } finally {
        working.delete(job);
      }
    }
  }

  /** Renews the leases of the documents under way, three times a lease, so a late beat or two costs nothing. */
  async function renew(): Promise<void> {
    if (renewing) return;
    renewing = true;
    try {
      for (const job of working) await repository.renewLease(job, now(), leaseMs);
    } catch (err) {
      log.warn({ err }, 'the document queue could not renew its leases');
    } finally {
      renewing = false;
    }
  }

  /** Starts as many drainers as the pool has threads; each takes documents until none is waiting. */
  function wake(): void {
    if (stopped) return;
    while (running < pool.size) {
      if (running === 0) {
        idle = new Promise((resolve) => (settle = resolve));
        heartbeat = setInterval(() => void renew(), leaseMs / 3);
        heartbeat.unref();
      }
      running++;
      drain()
        .catch((err: unknown) => log.error({ err }, 'the document queue failed to take work'))
        .finally(() => {
          if (--running > 0) return;
          clearInterval(heartbeat);
          settle();
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
