import { describe, expect, it } from 'vitest';
import type { DocumentPassage } from './document-passages';
import { findConflicts, returnDeadline } from './document-conflicts';
import type { Passage } from './retrieval';

describe('returnDeadline', () => {
  it('reads the number of days a sentence ties to giving the deposit back', () => {
    expect(returnDeadline('The Landlord will refund the security deposit, less any deductions, within sixty (60) days after the Tenant moves out.')).toBe(60);
    expect(returnDeadline('Within 45 days after move-out, Landlord shall return the deposit.')).toBe(45);
    expect(returnDeadline('Landlord shall return the deposit no later than 21 days after Tenant vacates.')).toBe(21);
  });

  it('reads no deadline from days about something else', () => {
    expect(returnDeadline("Tenant must give thirty (30) days' written notice of intent to vacate as a condition of the return of the deposit.")).toBeUndefined();
    expect(returnDeadline('If rent is more than 15 days late, Landlord may apply the deposit to unpaid rent; the deposit will be refunded at the end of the lease.')).toBeUndefined();
    expect(returnDeadline('The deposit is 1.5 months of rent and is returned at the end of the lease.')).toBeUndefined();
    expect(returnDeadline('Rent is due within 5 days of the first of the month.')).toBeUndefined();
  });
});

describe('findConflicts', () => {
  const lease = (text: string): DocumentPassage => ({ documentId: 1, title: 'Lease', segmentId: 's2', heading: '2 Deposit', start: 0, end: text.length, text, areasToReview: [], edited: false, n: 1 });
  const guide: Passage = {
    categoryId: 'housing',
    topicId: 'security-deposits',
    sectionId: 'how-it-works',
    title: 'Security deposits',
    heading: 'How it works',
    markdown:
      '- **Texas:** The Property Code gives the landlord 30 days after you surrender the unit to return the deposit with a written list of deductions. But the landlord does not have to return it until you give a forwarding address in writing. Texas sets no statewide cap.\n- **Florida:** 15 days if no deductions; 30 days for a notice of claim.',
    text: '',
    n: 2,
  };
  const late = lease('The Landlord shall return the deposit within sixty (60) days after the Tenant moves out.');

  it('finds a deadline longer than the state’s, and quotes the state’s note with its condition', () => {
    const [conflict] = findConflicts('TX', [late], [guide]);
    expect(conflict).toMatchObject({ document: { value: 60 }, law: { value: 30 } });
    expect(conflict!.law.markdown).toBe(
      'The Property Code gives the landlord 30 days after you surrender the unit to return the deposit with a written list of deductions. But the landlord does not have to return it until you give a forwarding address in writing.',
    );
  });

  it('finds nothing where the lease is within the rule, or where the state’s note has more than one deadline', () => {
    expect(findConflicts('TX', [lease('The Landlord shall return the deposit within 14 days after move-out.')], [guide])).toEqual([]);
    expect(findConflicts('FL', [late], [guide])).toEqual([]);
    expect(findConflicts(undefined, [late], [guide])).toEqual([]);
  });
});
