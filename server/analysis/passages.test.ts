import { describe, expect, it } from 'vitest';
import { passagesOf } from './passages';
import { segmentText } from './segment';

const cut = (text: string) => passagesOf(text, segmentText(text)).map((p) => text.slice(p.start, p.end));

describe('passagesOf', () => {
  it('cuts a clause into its sentences, not after abbreviations, numbers or initials', () => {
    const text = '4.2 Payment. Acme Co. shall pay within 30 days. Late amounts bear interest under Section 4.3. of this Agreement as set by J. Smith. Payments go to U.S. accounts only.';
    expect(cut(text)).toEqual([
      '4.2 Payment. Acme Co. shall pay within 30 days.',
      'Late amounts bear interest under Section 4.3. of this Agreement as set by J. Smith.',
      'Payments go to U.S. accounts only.',
    ]);
  });

  it('keeps passages within their clause and ends them at paragraph breaks', () => {
    const text = '1. Term\nThe term is one year\n\nit renews each year\n\n2. Notices. Notices must be in writing.';
    const passages = passagesOf(text, segmentText(text));
    expect(passages.map((p) => text.slice(p.start, p.end))).toEqual(['1. Term\nThe term is one year', 'it renews each year', '2. Notices. Notices must be in writing.']);
    expect(passages.map((p) => p.segment)).toEqual([0, 0, 1]);
  });

  it('cuts a run-on clause at its semicolons', () => {
    const item = 'the Supplier shall deliver the goods to the place named in the order and at the time stated in it';
    const text = `7. Duties. ${Array.from({ length: 30 }, () => item).join('; ')}.`;
    const passages = cut(text);
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(1200);
    expect(passages.join(' ')).toBe(text);
  });
});
