/**
 * A small pool of child processes for document analysis (decision 0012). Each document is read and
 * analysed in a child whose time and resident memory are budgeted: over either, the child is killed and
 * the document refused with a reason the person can act on. A process, not a worker thread: a thread's
 * heap limit leaves out ArrayBuffers (where pdfjs and JSZip inflate), and the memory of a thread that
 * grew stays with the server, while a killed child's goes back to the OS.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { DocumentAnalysis } from '../../common/schemas/documents';
import type { ExtractResult, ExtractTask } from './worker';

const ENTRY = path.join(import.meta.dirname, 'worker-entry.mjs');

/** What the person is told when a document runs past a budget. */
export const LIMIT_REASONS = {
  extractMemory:
    'This document needs far more memory to open than a document should, so it was not read. Save it again from the program that made it, or upload a PDF copy; if it is very long, split it into smaller files.',
  extractTime:
    'Reading this document took far longer than a document should, so it was stopped. Save it again from the program that made it, or upload a PDF copy; if it is very long, split it into smaller files.',
  analyzeMemory: 'This document is too long to analyse within the memory Counsel gives each document, so the analysis was stopped. Split it into smaller parts and analyse each one.',
  analyzeTime: 'Analysing this document took far longer than it should, so it was stopped. Split it into smaller parts and analyse each one.',
} as const;

/** A document stopped for running past its time or memory budget; the message is for the person. */
export class AnalysisLimitError extends Error {
  override name = 'AnalysisLimitError';
  /** Fastify's convention: a route that lets this through (the demo) answers 413 with the message, not a 500 */
  readonly statusCode = 413;
}

export interface AnalysisPool {
  /** a file that runs past a budget gives `{ ok: false, reason }`, as one that has no text does */
  extract(task: ExtractTask): Promise<ExtractResult>;
  /** rejects with an AnalysisLimitError when the text runs past a budget */
  analyze(text: string): Promise<DocumentAnalysis>;
  /** how many documents it works on at once */
  readonly size: number;
  close(): Promise<void>;
}

export interface AnalysisPoolOptions {
  /** children working at once */
  processes?: number;
  /** a child whose resident memory (RSS) passes this is killed; one idles at ~90 MB, a 1000-page PDF peaks near 210 */
  memoryMb?: number;
  extractMs?: number;
  analyzeMs?: number;
  /** an idle child is stopped after this long, giving its memory back */
  idleMs?: number;
  /** a child above this after a task is replaced by a fresh one */
  recycleMb?: number;
}

/** A child's resident memory in MB, read from /proc; undefined where there is none (not Linux). */
export function residentMb(pid: number | undefined): number | undefined {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1]) / 1024 || undefined;
  } catch {
    return undefined;
  }
}

// how often a busy child's memory is read: a PDF bomb grows ~100 MB a second, so it overshoots by a few MB at most
const WATCH_MS = 25;

type Task = { name: 'extract'; arg: ExtractTask } | { name: 'analyze'; arg: { text: string } };
interface Job {
  task: Task;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

export function createAnalysisPool({
  processes = Math.min(2, availableParallelism()),
  memoryMb = 256,
  extractMs = 60_000,
  analyzeMs = 60_000,
  idleMs = 60_000,
  recycleMb = memoryMb * 0.8,
}: AnalysisPoolOptions = {}): AnalysisPool {
  const waiting: Job[] = [];
  const idle: { child: ChildProcess; timer: ReturnType<typeof setTimeout> }[] = [];
  const all = new Set<ChildProcess>();
  let busy = 0;
  let closed = false;

  /** Started on first use: a server that never sees an upload never starts a child. */
  function spawn(): Promise<ChildProcess> {
    // The heap cap makes V8 collect harder near the budget, and bounds the heap where there is no /proc
    // to watch. Semi-spaces (the young generation) of at most 2 MB, where V8 would let them grow to
    // 16 MB, take 20-30 MB off each document's peak at no measurable cost in speed: headroom under the budget.
    const execArgv = [`--max-old-space-size=${memoryMb}`, '--max-semi-space-size=2'];
    const child = fork(ENTRY, [], { execArgv, serialization: 'advanced' });
    all.add(child);
    child.once('exit', () => {
      all.delete(child);
      forget(child);
    });
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null, signal: string | null) => reject(new Error(`the analysis process exited while starting (${signal ?? code})`));
      child.once('exit', onExit);
      child.once('message', () => {
        child.off('exit', onExit);
        resolve(child);
      });
    });
  }

  const alive = (child: ChildProcess) => !child.killed && child.exitCode === null && child.signalCode === null;
  const stop = (child: ChildProcess) => alive(child) && child.kill('SIGKILL');

  /** Runs one task in a child that does nothing else meanwhile, killing the child past a budget. */
  function runIn(child: ChildProcess, task: Task): Promise<unknown> {
    const [ms, tooSlow, tooBig] =
      task.name === 'extract'
        ? [extractMs, LIMIT_REASONS.extractTime, LIMIT_REASONS.extractMemory]
        : [analyzeMs, LIMIT_REASONS.analyzeTime, LIMIT_REASONS.analyzeMemory];
    return new Promise((resolve, reject) => {
      const settle = (err: Error | undefined, value?: unknown) => {
        clearTimeout(timer);
        clearInterval(watch);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (err) reject(err);
        else resolve(value);
      };
      const over = (reason: string) => {
        stop(child);
        settle(new AnalysisLimitError(reason));
      };
      const timer = setTimeout(() => over(tooSlow), ms);
      const watch = setInterval(() => {
        if ((residentMb(child.pid) ?? 0) > memoryMb) over(tooBig);
      }, WATCH_MS);
      const onMessage = (m: { value?: unknown; error?: { message: string; stack?: string } }) => {
        if (!m.error) return settle(undefined, m.value);
        settle(Object.assign(new Error(m.error.message), { stack: m.error.stack }));
      };
      // V8 aborts the process when its heap reaches the cap: that too is a document too big to read
      const onExit = (code: number | null, signal: string | null) =>
        settle(signal === 'SIGABRT' ? new AnalysisLimitError(tooBig) : new Error(`the analysis process exited (${signal ?? code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(task, (err) => err && settle(err));
    });
  }

  async function work(job: Job): Promise<void> {
    const child = spare() ?? (await spawn().catch((err: Error) => err));
    if (child instanceof Error) return job.reject(child);
    try {
      job.resolve(await runIn(child, job.task));
    } catch (err) {
      job.reject(err as Error);
    }
    // a child near its budget would carry that memory into the next document; a fresh one takes ~0.5 s to start
    if (closed || !alive(child) || (residentMb(child.pid) ?? 0) > recycleMb) stop(child);
    else idle.push({ child, timer: setTimeout(() => retire(child), idleMs).unref() });
  }

  function spare(): ChildProcess | undefined {
    const entry = idle.pop();
    if (entry) clearTimeout(entry.timer);
    return entry?.child;
  }

  /** Takes a child out of the idle list (it exited, or is about to be stopped), so it is never handed work. */
  function forget(child: ChildProcess): void {
    const i = idle.findIndex((c) => c.child === child);
    if (i >= 0) clearTimeout(idle.splice(i, 1)[0]!.timer);
  }

  /** Stops a child idle for idleMs: its memory goes back to the OS, at the cost of a start on the next document. */
  function retire(child: ChildProcess): void {
    forget(child);
    stop(child);
  }

  function next(): void {
    while (!closed && busy < processes && waiting.length) {
      busy++;
      void work(waiting.shift()!).finally(() => {
        busy--;
        next();
      });
    }
  }

  function run<T>(task: Task): Promise<T> {
    if (closed) return Promise.reject(new Error('the analysis pool is closed'));
    return new Promise<T>((resolve, reject) => {
      waiting.push({ task, resolve: resolve as (value: unknown) => void, reject });
      next();
    });
  }

  return {
    size: processes,
    // a file that runs past a budget is one more file that cannot be read, with its reason
    extract: (task) =>
      run<ExtractResult>({ name: 'extract', arg: task }).catch((err: unknown) => {
        if (err instanceof AnalysisLimitError) return { ok: false, reason: err.message };
        throw err;
      }),
    analyze: (text) => run({ name: 'analyze', arg: { text } }),
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the analysis pool is closed'));
      for (const { timer } of idle.splice(0)) clearTimeout(timer);
      const exited = [...all].map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of all) stop(child);
      await Promise.all(exited);
    },
  };
}
