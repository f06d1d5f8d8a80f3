import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze';

const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'This Lease is made and entered into as of January 1, 2027 between Oakwood Properties LLC, an Illinois limited liability company ("Landlord"), and Jane Doe ("Tenant").',
  '1. Term. The term of this Lease is twelve (12) months, beginning on February 1, 2027.',
  '2. Rent. Tenant shall pay rent of $1,850.00 per month, due on the first day of each month.',
  '3. Security Deposit. Tenant shall pay a security deposit of $1,850.00 before moving in.',
  '4. Renewal. This Lease renews automatically for successive one-year terms unless either party gives sixty (60) days’ written notice of non-renewal.',
  '5. Default. If Tenant fails to cure a default within ten (10) days after notice, Landlord may terminate this Lease.',
  '6. Governing Law. This Lease is governed by the laws of the State of Illinois.',
].join('\n\n');

describe('extractKeyTerms', () => {
  const { documentType, keyTerms } = analyzeText(LEASE);
  const values = (type: string) => keyTerms.filter((t) => t.type === type).map((t) => t.value);

  it('reads the kind of document, its parties with their defined names, and when it takes effect', () => {
    expect(documentType).toBe('lease');
    expect(values('party')).toEqual(['Oakwood Properties LLC (Landlord)', 'Jane Doe (Tenant)']);
    expect(values('effective_date')).toEqual(['2027-01-01']);
  });

  it('reads the governing law, the term, the renewal and the notice to stop it, not a cure period', () => {
    expect(values('governing_law')).toEqual(['Illinois']);
    expect(values('term')).toEqual(['12 months']);
    expect(values('renewal')).toEqual(['renews automatically']);
    expect(values('notice_period')).toEqual(['60 days']);
  });

  it('names the money by what it is for, and every term points at the words it came from', () => {
    expect(values('amount')).toEqual(['rent: $1,850', 'security deposit: $1,850']);
    for (const t of keyTerms.filter((k) => k.type !== 'document_type')) expect(t.end).toBeGreaterThan(t.start);
    const law = keyTerms.find((t) => t.type === 'governing_law')!;
    expect(LEASE.slice(law.start, law.end)).toBe('laws of the State of Illinois');
  });
});
