import { describe, expect, it } from 'vitest';
import { classifyClauses, ruleClauses } from './classify';
import { segmentText } from './segment';

const CONTRACT = [
  '1. Governing Law. This Agreement is governed by the laws of the State of New York.',
  '2. Term. This Agreement renews automatically for successive one-year terms unless either party gives notice of non-renewal at least 60 days before the end of the then-current term.',
  '3. Liability. In no event shall either party’s aggregate liability exceed the fees paid in the prior twelve months.',
  '4. Miscellaneous. Tenant may not assign this Lease without Landlord’s prior written consent.',
  '5. Late Fees. If rent is paid late, Tenant shall pay a late fee of $50.',
].join('\n\n');

const opening = (text: string, start: number, end: number) => text.slice(start, end).split(/[.\n]/)[0];

describe('classifyClauses', () => {
  it('types clauses by the model and the rules, several types to a clause when it holds several', () => {
    const clauses = classifyClauses(CONTRACT, segmentText(CONTRACT));
    // the model's exact reading is measured by eval:cuad and eval:analysis; here, that each clause gets its type
    expect(clauses.map((c) => [opening(CONTRACT, c.start, c.end), c.type])).toEqual(
      expect.arrayContaining([
        ['1', 'governing_law'],
        ['2', 'renewal_term'],
        ['2', 'notice_period_to_terminate_renewal'],
        ['3', 'cap_on_liability'],
        ['4', 'anti_assignment'],
        ['5', 'late_fees'],
      ]),
    );
    expect(clauses.filter((c) => c.type === 'governing_law').map((c) => opening(CONTRACT, c.start, c.end))).toEqual(['1']);
    for (const c of clauses) expect(c.confidence).toBeGreaterThan(0.1);
  });

  it("points each of the model's clauses at the passage it read, inside the clause", () => {
    const clauses = classifyClauses(CONTRACT, segmentText(CONTRACT));
    const law = clauses.find((c) => c.type === 'governing_law')!;
    // a heading too short to stand alone belongs to the sentence after it
    expect(CONTRACT.slice(law.passage!.start, law.passage!.end)).toBe('1. Governing Law. This Agreement is governed by the laws of the State of New York.');
    for (const c of clauses.filter((c) => c.passage)) {
      expect(c.passage!.start).toBeGreaterThanOrEqual(c.start);
      expect(c.passage!.end).toBeLessThanOrEqual(c.end);
    }
    // late fees are an everyday type the model was not trained on: the rules find it, with no passage
    expect(clauses.find((c) => c.type === 'late_fees')?.passage).toBeUndefined();
  });

  it('finds nothing in a clause that only mentions a word in passing', () => {
    const text = '1. Parking. The Tenant may park one car in the lot behind the building.';
    expect(classifyClauses(text, segmentText(text))).toEqual([]);
  });
});

describe('ruleClauses', () => {
  it('counts a heading match more than wording in the body', () => {
    const text = '1. Governing Law. This Agreement is governed by the laws of the State of New York.\n\n2. Misc. Tenant may not assign this Lease without consent.';
    expect(ruleClauses(text, segmentText(text)).map((c) => [c.type, c.confidence])).toEqual([
      ['governing_law', 0.95],
      ['anti_assignment', 0.75],
    ]);
  });

  it('reads a third-party beneficiary as CUAD does: someone outside the contract may enforce it', () => {
    const types = (text: string) => ruleClauses(text, segmentText(text)).map((c) => c.type);
    expect(types('9. No Third-Party Beneficiaries. There are no third-party beneficiaries of this Agreement.')).toEqual([]);
    expect(types('9. Beneficiaries. The Indemnified Parties are intended third-party beneficiaries of Section 7.')).toEqual(['third_party_beneficiary']);
    expect(types('9. Beneficiaries. Licensor shall not be deemed an intended third party beneficiary.')).toEqual([]);
  });
});
