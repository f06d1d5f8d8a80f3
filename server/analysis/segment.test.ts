import { describe, expect, it } from 'vitest';
import { markerOf, segmentText } from './segment';

const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'This Lease is made on January 1, 2027 between Acme Properties LLC ("Landlord") and Jane Doe ("Tenant").',
  'ARTICLE I - PREMISES',
  '1.1 Premises. Landlord leases to Tenant the apartment at 12 Oak Street.',
  '1.2 Use. Tenant shall use the Premises only as a home.',
  'ARTICLE II - RENT',
  '2.1 Rent. Tenant shall pay $1,500 on the first day of each month:',
  '(a) by check; or',
  '(b) by bank transfer.',
  '2.2 Late fees. A late fee of $75 applies after the 5th.',
  'Section 3. Governing Law. This Lease is governed by the laws of California.',
].join('\n\n');

describe('segmentText', () => {
  const segments = segmentText(LEASE);
  const view = segments.map((s) => [s.level, s.number ?? '', s.heading ?? '', LEASE.slice(s.start, s.end).split('\n')[0]!.slice(0, 24)]);

  it('cuts a contract at its articles, numbered clauses, lettered items and headings, in order', () => {
    expect(view).toEqual([
      // the title, with the opening paragraph under it
      [1, '', 'RESIDENTIAL LEASE AGREEMENT', 'RESIDENTIAL LEASE AGREEM'],
      [1, 'Article I', 'PREMISES', 'ARTICLE I - PREMISES'],
      [2, '1.1', 'Premises', '1.1 Premises. Landlord l'],
      [2, '1.2', 'Use', '1.2 Use. Tenant shall us'],
      [1, 'Article II', 'RENT', 'ARTICLE II - RENT'],
      [2, '2.1', 'Rent', '2.1 Rent. Tenant shall p'],
      [3, '(a)', '', '(a) by check; or'],
      [3, '(b)', '', '(b) by bank transfer.'],
      [2, '2.2', 'Late fees', '2.2 Late fees. A late fe'],
      [1, '3', 'Governing Law', 'Section 3. Governing Law'],
    ]);
  });

  it('keeps offsets that cover the text without overlap, each ending at its own last character', () => {
    for (const [i, s] of segments.entries()) {
      expect(s.id).toBe(`s${i + 1}`);
      expect(s.end).toBeGreaterThan(s.start);
      expect(/\s/.test(LEASE[s.end - 1]!)).toBe(false);
      if (i > 0) expect(s.start).toBeGreaterThanOrEqual(segments[i - 1]!.end);
    }
    expect(segments.at(-1)!.end).toBe(LEASE.length);
  });

  it('keeps the text before the first numbered part as a segment of its own', () => {
    expect(segmentText('Dear Ms. Doe,\n\n1. Rent. $900.').map((s) => [s.level, s.number])).toEqual([
      [0, undefined],
      [1, '1'],
    ]);
  });

  it('treats text with no numbering as one segment', () => {
    expect(segmentText('Just a letter.\nWith two lines.')).toEqual([{ id: 's1', level: 0, number: undefined, heading: undefined, start: 0, end: 30 }]);
    expect(segmentText('')).toEqual([]);
  });
});

describe('markerOf', () => {
  it('does not take amounts, years or sentences for numbering', () => {
    expect(markerOf('1,500 dollars are due.', 0)).toBeUndefined();
    expect(markerOf('2027 was the first year.', 0)).toBeUndefined();
    expect(markerOf('The Tenant shall pay rent.', 0)).toBeUndefined();
    expect(markerOf('USA', 0)).toMatchObject({ level: 1, heading: 'USA' });
  });

  it('nests (i) below (a) and reads Section numbers with their depth', () => {
    expect(markerOf('(ii) in writing', 2)).toMatchObject({ level: 4, number: '(ii)' });
    expect(markerOf('(i) in writing', 2)).toMatchObject({ level: 3, number: '(i)' });
    expect(markerOf('Section 4.2 Payment. Fees are due monthly.', 0)).toMatchObject({ level: 2, number: '4.2', heading: 'Payment' });
  });
});
