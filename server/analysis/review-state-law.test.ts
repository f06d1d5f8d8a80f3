/**
 * Terms that break the governing state's statute, as the state-rule tables give it: each flagged with
 * the statute, and nothing flagged where the term is within the law, the table gives no figure, or the
 * agreement is of another kind.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze';
import type { StateLaw } from './review-state-law';

const GEORGIA: StateLaw = {
  state: 'GA',
  name: 'Georgia',
  deposit: { capMonths: 2, returnDays: 30, citation: 'O.C.G.A. § 44-7-30' },
  entry: { noticeHours: null, citation: 'O.C.G.A. § 44-7-1' },
  minimumWage: { hourlyRate: 7.25, citation: 'O.C.G.A. § 34-4-3' },
  nonCompete: { enforceable: 'yes', citation: 'O.C.G.A. § 13-8-53' },
};
const CALIFORNIA: StateLaw = {
  state: 'CA',
  name: 'California',
  deposit: { capMonths: 1, returnDays: 21, citation: 'Cal. Civ. Code § 1950.5' },
  entry: { noticeHours: 24, citation: 'Cal. Civ. Code § 1954' },
  minimumWage: { hourlyRate: 16.9, citation: 'Cal. Lab. Code § 1182.12' },
  nonCompete: { enforceable: 'no', citation: 'Cal. Bus. & Prof. Code § 16600' },
};
const book = (law: StateLaw) => (name: string) => (name === law.name ? law : undefined);

const lease = (state: string, terms: string) => `RESIDENTIAL LEASE AGREEMENT

This Residential Lease Agreement is made between Oak Street Properties LLC ("Landlord") and Jamie Rivera ("Tenant") for the apartment at 12 Oak Street.

1. Rent. Tenant shall pay monthly rent of $1,500.00 per month, due on the first day of each month.

${terms}

9. Governing Law. This Lease shall be governed by the laws of the State of ${state}.
`;
const conflicts = (text: string, law: StateLaw) => analyzeText(text, book(law)).areasToReview.filter((a) => a.type === 'state_law_conflict');

describe('state-law conflicts in a lease', () => {
  it('flags a deposit above the cap, citing the statute, at the sentence that sets it', () => {
    const text = lease('Georgia', '2. Security Deposit. Tenant shall pay a security deposit of $4,500.00 upon signing this Lease.');
    const [found, ...more] = conflicts(text, GEORGIA);
    expect(more).toEqual([]);
    expect(found).toMatchObject({ severity: 'high', title: 'Deposit above Georgia’s limit' });
    expect(found!.explanation).toContain('O.C.G.A. § 44-7-30');
    expect(found!.explanation).toContain('$4,500');
    expect(text.slice(found!.start!, found!.end!)).toMatch(/^Tenant shall pay a security deposit of \$4,500\.00 upon signing/);
  });

  it('leaves a deposit within the cap, and a state whose table gives no cap', () => {
    expect(conflicts(lease('Georgia', '2. Security Deposit. Tenant shall pay a security deposit of $3,000.00.'), GEORGIA)).toEqual([]);
    const noCap = { ...GEORGIA, deposit: { capMonths: null, returnDays: 30, citation: 'x' } };
    expect(conflicts(lease('Georgia', '2. Security Deposit. Tenant shall pay a security deposit of $9,000.00.'), noCap)).toEqual([]);
  });

  it('flags a return period longer than the statute’s and less notice before entry than it requires', () => {
    const text = lease(
      'California',
      '2. Security Deposit. Tenant shall pay a security deposit of $1,500.00. Landlord shall return the deposit within 45 days after Tenant vacates.\n\n3. Entry. Landlord may enter the Premises for inspections upon 12 hours notice to Tenant.',
    );
    const titles = conflicts(text, CALIFORNIA).map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['Deposit returned later than California allows', 'Less notice before entry than California requires']));
    expect(titles).not.toContain('Deposit above California’s limit');
  });

  it('compares nothing without a governing state the tables know', () => {
    const text = lease('Georgia', '2. Security Deposit. Tenant shall pay a security deposit of $4,500.00.');
    expect(conflicts(text, CALIFORNIA)).toEqual([]);
    expect(analyzeText(text).areasToReview.some((a) => a.type === 'state_law_conflict')).toBe(false);
  });
});

describe('state-law conflicts in an employment agreement', () => {
  const offer = (state: string, terms: string) => `EMPLOYMENT AGREEMENT

This Employment Agreement is between Brightline Logistics Inc. ("Employer") and Sam Lee ("Employee").

1. Position. Employee will work as a warehouse associate.

${terms}

8. Governing Law. This Agreement is governed by the laws of the State of ${state}.
`;
  it('flags an hourly wage below the state minimum and a non-compete the state voids', () => {
    const text = offer(
      'California',
      '2. Compensation. Employer will pay Employee $15.00 per hour.\n\n5. Non-Competition. For twelve months after employment ends, Employee shall not work for any competitor of Employer within 50 miles.',
    );
    const titles = conflicts(text, CALIFORNIA).map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['Pay below California’s minimum wage', 'Non-compete California law generally voids']));
  });

  it('leaves pay at or above the minimum, and a non-compete where the state enforces reasonable ones', () => {
    const text = offer('Georgia', '2. Compensation. Employer will pay Employee $15.00 per hour.\n\n5. Non-Competition. For twelve months after employment ends, Employee shall not work for any competitor within 50 miles.');
    expect(conflicts(text, GEORGIA)).toEqual([]);
  });
});

describe('with the state-rule tables in content/state-rules', () => {
  it('flags a Georgia lease whose deposit is above the cap the table gives, citing its statute', async () => {
    const { loadStateLawBook } = await import('../content/state-law');
    const lawOf = await loadStateLawBook();
    const georgia = lawOf('Georgia')!;
    expect(georgia.deposit?.capMonths).toBeGreaterThan(0);
    const over = (georgia.deposit!.capMonths! + 1) * 1500;
    const text = lease('Georgia', `2. Security Deposit. Tenant shall pay a security deposit of $${over.toLocaleString('en-US')}.00 upon signing this Lease.`);
    const found = analyzeText(text, lawOf).areasToReview.find((a) => a.type === 'state_law_conflict');
    expect(found?.title).toBe('Deposit above Georgia’s limit');
    expect(found?.explanation).toContain(georgia.deposit!.citation);
  });
});
