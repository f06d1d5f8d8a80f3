import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../testing/document-files';
import { createAnalysisPool } from './pool';

const pool = createAnalysisPool({ threads: 1 });
afterAll(() => pool.close());

describe('the analysis pool', () => {
  it('reads a document in a worker thread', async () => {
    const result = await pool.extract({ kind: 'pdf', bytes: await makePdf([['1. Rent. $1,500 a month.']]) });
    expect(result).toEqual({ ok: true, text: '1. Rent. $1,500 a month.', pages: [{ start: 0, end: 24 }] });
  });

  it('analyses the text in a worker thread', async () => {
    const analysis = await pool.analyze('1. Rent. $1,500 a month.\n\n2. Term. One year.');
    expect(analysis.segments.map((s) => s.heading)).toEqual(['Rent', 'Term']);
  });

  it('returns the reason when a file gives no text', async () => {
    expect(await pool.extract({ kind: 'txt', bytes: new Uint8Array() })).toEqual({ ok: false, reason: 'The file has no text in it.' });
  });
});
