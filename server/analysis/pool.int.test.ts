import type { FastifyError } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { toErrorBody } from '../plugins/errors';
import { makeDocx, makeLyingZipBomb, makePdf, makePdfBomb } from '../testing/document-files';
import { AnalysisLimitError, LIMIT_REASONS, createAnalysisPool } from './pool';

const pool = createAnalysisPool({ processes: 2 });
afterAll(() => pool.close());

const MB = 1024 * 1024;

/** Runs `work` and reports the most this process's resident memory grew meanwhile, sampled every 20 ms. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; grewMb: number; ms: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, grewMb: (Math.max(peak, process.memoryUsage.rss()) - before) / MB, ms: performance.now() - started };
  } finally {
    clearInterval(watch);
  }
}

describe('the analysis pool', () => {
  it('reads a PDF, a Word file and plain text in a child process', async () => {
    expect(await pool.extract({ kind: 'pdf', bytes: await makePdf([['1. Rent. $1,500 a month.']]) })).toEqual({
      ok: true,
      text: '1. Rent. $1,500 a month.',
      pages: [{ start: 0, end: 24 }],
    });
    expect(await pool.extract({ kind: 'docx', bytes: await makeDocx(['1. Rent. $1,500 a month.']) })).toMatchObject({ ok: true, text: '1. Rent. $1,500 a month.' });
    expect(await pool.extract({ kind: 'txt', bytes: new TextEncoder().encode('1. Rent. $1,500 a month.') })).toMatchObject({ ok: true, text: '1. Rent. $1,500 a month.' });
  });

  it('analyses the text in a child process', async () => {
    const analysis = await pool.analyze('1. Rent. $1,500 a month.\n\n2. Term. One year.');
    expect(analysis.segments.map((s) => s.heading)).toEqual(['Rent', 'Term']);
  });

  it('compares a lease with the state-rule tables of its governing state there', async () => {
    const lease = [
      'RESIDENTIAL LEASE AGREEMENT',
      'This Residential Lease Agreement is made between Oak Street Properties LLC ("Landlord") and Jamie Rivera ("Tenant") for the apartment at 12 Oak Street.',
      '1. Rent. Tenant shall pay monthly rent of $1,000.00 per month, due on the first day of each month.',
      '2. Security Deposit. Tenant shall pay a security deposit of $5,000.00 upon signing this Lease.',
      '3. Governing Law. This Lease shall be governed by the laws of the State of Georgia.',
    ].join('\n\n');
    const analysis = await pool.analyze(lease);
    expect(analysis.areasToReview.find((a) => a.type === 'state_law_conflict')).toMatchObject({ title: 'Deposit above Georgia’s limit' });
  });

  it('returns the reason when a file gives no text', async () => {
    expect(await pool.extract({ kind: 'txt', bytes: new Uint8Array() })).toEqual({ ok: false, reason: 'The file has no text in it.' });
  });

  it('refuses a Word file that inflates to 1 GB under a claim of 4 MB, quickly and without the memory', async () => {
    const bytes = makeLyingZipBomb(1024);
    const { result, grewMb, ms } = await peakGrowth(() => pool.extract({ kind: 'docx', bytes }));
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/unpacks to far more data/) });
    expect(ms).toBeLessThan(15_000);
    expect(grewMb).toBeLessThan(100);
  });

  it('stops a PDF whose page inflates to 900 MB at the memory budget, with the reason', async () => {
    const bytes = makePdfBomb(900);
    const { result, grewMb, ms } = await peakGrowth(() => pool.extract({ kind: 'pdf', bytes }));
    expect(result).toEqual({ ok: false, reason: LIMIT_REASONS.extractMemory });
    expect(ms).toBeLessThan(15_000);
    expect(grewMb).toBeLessThan(100);
  });

  it('stops an analysis that runs past its time budget, and keeps working afterwards', async () => {
    const hurried = createAnalysisPool({ processes: 1, analyzeMs: 50 });
    try {
      const text = '1. Rent. The Tenant shall pay $1,500 a month.\n\n'.repeat(20_000);
      const stopped = await hurried.analyze(text).catch((err: unknown) => err);
      expect(stopped).toBeInstanceOf(AnalysisLimitError);
      expect((stopped as Error).message).toBe(LIMIT_REASONS.analyzeTime);
      expect(await hurried.extract({ kind: 'txt', bytes: new TextEncoder().encode('Still here.') })).toMatchObject({ ok: true, text: 'Still here.' });
    } finally {
      await hurried.close();
    }
  });

  it('is answered by the API as a refusal with its reason, not a 500', () => {
    const err = new AnalysisLimitError(LIMIT_REASONS.analyzeTime) as unknown as FastifyError;
    expect(toErrorBody(err)).toEqual({ status: 413, body: { message: LIMIT_REASONS.analyzeTime, code: 'payload_too_large' } });
  });
});
