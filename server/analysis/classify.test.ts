import { describe, expect, it } from 'vitest';
import { classifyClauses } from './classify';
import { segmentText } from './segment';

const typesOf = (text: string) => {
  const segments = segmentText(text);
  return classifyClauses(text, segments).map((c) => [text.slice(c.start, c.end).split(/[.\n]/)[0], c.type, c.confidence]);
};

describe('classifyClauses', () => {
  it('types clauses by their heading and their wording, several types to a clause when it holds several', () => {
    const text = [
      '1. Governing Law. This Agreement is governed by the laws of the State of New York.',
      '2. Term. This Agreement renews automatically for successive one-year terms unless either party gives notice of non-renewal at least 60 days before the end of the then-current term.',
      '3. Liability. In no event shall either party’s aggregate liability exceed the fees paid in the prior twelve months.',
      '4. Miscellaneous. Tenant may not assign this Lease without Landlord’s prior written consent.',
    ].join('\n\n');
    expect(typesOf(text)).toEqual([
      ['1', 'governing_law', 0.95],
      ['2', 'renewal_term', 0.75],
      ['2', 'notice_period_to_terminate_renewal', 0.75],
      ['3', 'cap_on_liability', 0.75],
      ['4', 'anti_assignment', 0.75],
    ]);
  });

  it('finds nothing in a clause that only mentions a word in passing', () => {
    expect(typesOf('1. Parking. The Tenant may park one car in the lot behind the building.')).toEqual([]);
  });
});
