import { beforeAll, describe, expect, it } from 'vitest';
import type { AreaToReview } from '../../common/schemas/documents';
import { analyzeText } from './analyze';
import { loadLabelledContracts, type LabelledContract } from './eval/contracts';

let contracts: Map<string, LabelledContract>;
beforeAll(async () => {
  contracts = new Map((await loadLabelledContracts()).map((c) => [c.labels.file, c]));
});
const areasOf = (file: string) => contracts.get(file)!.analysis.areasToReview;
const typesOf = (file: string) => areasOf(file).map((a) => a.type);

describe('reviewAreas on the labelled contracts', () => {
  it('flags the problems the labels name, each at the passage that says it', () => {
    const expected: Record<string, AreaToReview['type'][]> = {
      'lease-residential-harborview-fl.txt': ['non_refundable_deposit', 'one_sided_attorney_fees', 'late_fees', 'missing_entry_notice'],
      'nda-oneway-vantage-hudson-ny.txt': ['confidentiality_without_end', 'missing_compelled_disclosure', 'one_sided_attorney_fees'],
      'employment-offer-letter-gulf-coast-sales-tx.txt': ['non_compete', 'one_sided_attorney_fees'],
      'services-consulting-northstar-brightwater-ny.txt': ['missing_limitation_of_liability', 'uncapped_indemnity', 'unilateral_termination'],
      'services-janitorial-red-clay-ga.txt': ['auto_renewal', 'unilateral_termination', 'one_sided_attorney_fees'],
      'tos-citrus-thyme-meal-kit-fl.txt': ['arbitration', 'unilateral_changes', 'one_sided_attorney_fees'],
      'loan-promissory-note-family-ny.txt': ['late_fees', 'one_sided_attorney_fees'],
      'lease-residential-month-to-month-denver.txt': ['missing_governing_law'],
    };
    for (const [file, types] of Object.entries(expected)) expect(typesOf(file), file).toEqual(expect.arrayContaining(types));
    const { text } = contracts.get('lease-residential-harborview-fl.txt')!;
    const deposit = areasOf('lease-residential-harborview-fl.txt').find((a) => a.type === 'non_refundable_deposit')!;
    expect(text.slice(deposit.start!, deposit.end!)).toMatch(/^Resident will also pay a non-refundable cleaning and administrative deposit/);
  });

  it('rates the worst terms high', () => {
    const severity = (file: string, type: AreaToReview['type']) => areasOf(file).find((a) => a.type === type)?.severity;
    expect(severity('employment-offer-letter-gulf-coast-sales-tx.txt', 'non_compete')).toBe('high'); // 24 months, all of the US
    expect(severity('services-consulting-northstar-brightwater-ny.txt', 'uncapped_indemnity')).toBe('high');
    expect(severity('tos-citrus-thyme-meal-kit-fl.txt', 'arbitration')).toBe('high'); // class waiver, no opt-out
    expect(severity('tos-stridewell-fitness-app.txt', 'arbitration')).toBe('medium'); // class waiver with an opt-out
  });

  it('does not flag what the text rules out', () => {
    expect(typesOf('lease-commercial-office-elliott-bay-wa.txt')).not.toContain('auto_renewal'); // "does not renew automatically"
    expect(typesOf('employment-offer-letter-prairie-junction-il.txt')).not.toContain('non_compete'); // "No non-compete"
    expect(typesOf('employment-offer-letter-prairie-junction-il.txt')).not.toContain('missing_compensation'); // paid by the hour
    expect(typesOf('nda-mutual-kestrel-lumenfield.txt')).not.toContain('confidentiality_without_end'); // survives three years
    expect(typesOf('nda-mutual-piedmont-blue-ridge-ga.txt')).not.toContain('missing_confidentiality_exclusions');
    expect(typesOf('lease-commercial-retail-cedar-ridge-tx.txt')).not.toContain('one_sided_attorney_fees'); // prevailing party
    expect(typesOf('tos-stridewell-fitness-app.txt')).not.toContain('non_compete'); // no competing product is not a non-compete
  });

  it('sorts every list high first, and points each present term at real text', () => {
    const rank = { high: 0, medium: 1, low: 2 };
    for (const { labels, text, analysis } of contracts.values()) {
      const ranks = analysis.areasToReview.map((a) => rank[a.severity]);
      expect(ranks, labels.file).toEqual([...ranks].sort((a, b) => a - b));
      for (const a of analysis.areasToReview) {
        expect(a.type.startsWith('missing_'), `${labels.file} ${a.type}`).toBe(a.start === null);
        if (a.start !== null) expect(text.slice(a.start, a.end!).trim().length).toBeGreaterThan(10);
      }
    }
  });
});

describe('summarize', () => {
  it('says what the document is, the money, how long it runs, the law, and the top things to review', () => {
    const text = [
      'RESIDENTIAL LEASE AGREEMENT',
      'This Lease is made as of January 1, 2027 between Oakwood Properties LLC ("Landlord") and Jane Doe ("Tenant").',
      '1. Term. The term of this Lease is twelve (12) months.',
      '2. Rent. Tenant shall pay rent of $1,850.00 per month.',
      '3. Renewal. This Lease renews automatically for successive one-year terms unless either party gives sixty (60) days’ written notice of non-renewal.',
      '4. Non-refundable fee. Tenant shall pay a non-refundable cleaning deposit of $400.',
      '5. Governing Law. This Lease is governed by the laws of the State of Illinois.',
    ].join('\n\n');
    const { summary } = analyzeText(text);
    expect(summary).toMatch(/^A lease between Oakwood Properties LLC \(Landlord\) and Jane Doe \(Tenant\), effective January 1, 2027\./);
    expect(summary).toContain('**Money:** rent: $1,850; security deposit: $400.');
    expect(summary).toContain('**How long:** 12 months, renewing automatically unless notice is given 60 days before the end.');
    expect(summary).toContain('**Law:** Illinois law governs.');
    expect(summary).toMatch(/1\. \*\*Renews automatically\*\* \(high\)/);
    expect(summary).toMatch(/2\. \*\*Non-refundable deposit\*\* \(high\)/);
    expect(summary).toContain('not legal advice');
    // the article fits the kind of document
    expect(analyzeText('EMPLOYMENT OFFER\n\nThis offer of employment is made by Acme Corp. The employee shall be paid $80,000 per year.').summary).toMatch(/^An employment offer or agreement\./);
  });

  it('says so when nothing stands out', () => {
    const { summary } = analyzeText('Short note.\n\nThe parties met on Tuesday.');
    expect(summary).toContain('Nothing stood out');
  });
});
