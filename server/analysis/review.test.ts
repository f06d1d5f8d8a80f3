import { beforeAll, describe, expect, it } from 'vitest';
import type { AreaToReview } from '../../common/schemas/documents';
import { analyzeText } from './analyze';
import { actor } from './review-context';
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
      'lease-residential-harborview-fl.txt': ['non_refundable_deposit', 'one_sided_attorney_fees', 'late_fees', 'entry_without_notice', 'exculpatory_clause'],
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
    // notice before entry "except in an emergency"; 21 days to end a tenancy "to the extent permitted by Colorado law"
    for (const file of ['lease-residential-oakwood.txt', 'lease-residential-prospect-hill-ma.txt', 'lease-residential-month-to-month-denver.txt']) {
      expect(typesOf(file), file).not.toContain('entry_without_notice');
      expect(typesOf(file), file).not.toContain('short_notice_to_vacate');
      expect(typesOf(file), file).not.toContain('exculpatory_clause');
      expect(typesOf(file), file).not.toContain('repairs_shifted_to_tenant');
    }
    // the rules for homes do not read an office or shop lease as one
    for (const file of ['lease-commercial-office-elliott-bay-wa.txt', 'lease-commercial-retail-cedar-ridge-tx.txt', 'lease-commercial-warehouse-chattahoochee-ga.txt']) {
      expect(typesOf(file), file).not.toContain('repairs_shifted_to_tenant');
      expect(typesOf(file), file).not.toContain('exculpatory_clause');
    }
  });

  it('asks a sale for a way to end it only when it runs for a time', () => {
    const billOfSale = 'BILL OF SALE\n\nAnn Lee (the "Seller") sells to Bo Chen (the "Buyer") the 2016 Honda Civic for $8,500, paid in full today. The Seller transfers all title to the vehicle to the Buyer. This bill of sale is governed by the laws of the State of Ohio.';
    expect(analyzeText(billOfSale).areasToReview.map((a) => a.type)).not.toContain('missing_termination');
    const supply = 'SUPPLY AGREEMENT\n\nAcme LLC (the "Seller") will sell and deliver to Bo Foods Inc. (the "Buyer") 500 cases of tomatoes each month. Price: $12 a case. 1. Term. This Agreement begins on January 1, 2027 and continues for a term of three (3) years. This agreement is governed by the laws of the State of Ohio.';
    expect(analyzeText(supply).areasToReview.map((a) => a.type)).toContain('missing_termination');
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
    expect(summary).toContain('**Money:** rent: $1,850; non-refundable cleaning fee: $400.');
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

/** A short lease of a home with these clauses, each its own numbered paragraph. */
function homeLease(...clauses: string[]): string {
  return [
    'RESIDENTIAL LEASE AGREEMENT',
    'This Lease is made on March 1, 2026 between Lone Oak Rentals LLC ("Landlord") and Maria Delgado ("Tenant").',
    '1. Rent. Tenant shall pay rent of $1,650.00 per month, due on the first day of each month.',
    ...clauses.map((c, i) => `${i + 2}. ${c}`),
    `${clauses.length + 2}. Governing Law. This Lease is governed by the laws of the State of Texas.`,
  ].join('\n\n');
}
/** the area of this type found in a lease with this one clause, and the words it points at */
function flagged(type: AreaToReview['type'], clause: string) {
  const text = homeLease(clause);
  const area = analyzeText(text).areasToReview.find((a) => a.type === type);
  return area && { ...area, words: text.slice(area.start!, area.end!) };
}

describe('the terms of a lease of a home', () => {
  it('flags a landlord who may come in without notice, however it is worded, and not entry on notice or in an emergency', () => {
    for (const clause of [
      'Access. Landlord and Landlord’s agents may enter the Premises at any time, with or without notice, for any purpose Landlord considers necessary.',
      'Entry. Landlord may enter the Premises without prior notice to inspect, repair or show it.',
      'Entry by Owner. Tenant agrees that Landlord is not required to give advance notice before entering.',
      'Inspections. Landlord may access the home at any time.',
      'Entry. Landlord may enter the home to make repairs. Landlord need not give Tenant notice first.',
      'Entry. Tenant waives any right to notice before Landlord enters the Premises.',
    ]) {
      const area = flagged('entry_without_notice', clause);
      expect(area, clause).toBeDefined();
      expect(area!.explanation).toMatch(/without telling you first\. Many states require a landlord to give reasonable notice/);
      expect(area!.explanation).toMatch(/varies by state/);
    }
    expect(flagged('entry_without_notice', 'Access. Landlord may enter the Premises at any time, with or without notice, for any purpose.')!.severity).toBe('high');
    for (const clause of [
      'Entry. Landlord may enter with 24 hours’ notice, except in an emergency.',
      'Entry. Landlord may enter the Premises without notice only in an emergency.',
      'Entry. Landlord may enter at reasonable times after at least twenty-four (24) hours’ notice, and at any time in an emergency or if Tenant has abandoned the Premises.',
      'Laundry. Tenant may use the laundry room at any time.',
    ]) {
      expect(flagged('entry_without_notice', clause), clause).toBeUndefined();
    }
    // a lease with no entry clause at all is still told it lacks one, and only once
    expect(analyzeText(homeLease()).areasToReview.map((a) => a.type)).toContain('missing_entry_notice');
    expect(analyzeText(homeLease('Entry. Landlord may enter at any time without notice.')).areasToReview.map((a) => a.type)).not.toContain('missing_entry_notice');
  });

  it('flags a notice to move out shorter than the usual minimums, saying they vary by state, and not a usual one', () => {
    for (const [clause, days] of [
      ['Default. If Tenant fails to pay rent when due, Landlord may give Tenant a one (1) day written notice to vacate and may then file an eviction suit.', /only 1 day’s notice to move out after late rent/],
      ['Default. On any default by Tenant, Tenant must vacate within 24 hours after Landlord delivers a written notice.', /only 1 day’s notice/],
      ['Default. If rent is unpaid, Tenant waives any notice to vacate and Landlord may file for eviction.', /move out without notice/],
      ['Holdover. This is a month-to-month tenancy. Either party may end it by giving the other seven (7) days’ written notice.', /end your tenancy with only 7 days’ notice/],
      ['Ending the tenancy. Landlord may terminate this Lease at any time by giving Tenant ten (10) days’ notice.', /only 10 days’ notice/],
    ] as const) {
      const area = flagged('short_notice_to_vacate', clause);
      expect(area, clause).toBeDefined();
      expect(area!.explanation).toMatch(days);
      expect(area!.explanation).toMatch(/The usual minimum varies by state/);
      expect(area!.suggestion).toMatch(/state’s/);
    }
    expect(flagged('short_notice_to_vacate', 'Default. If Tenant fails to pay rent, Landlord may give Tenant a one (1) day notice to vacate.')!.explanation).toMatch(/Texas, for example, revised its eviction rules on January 1, 2026, so check the current rule in your state/);
    for (const clause of [
      'Default. If Tenant fails to pay rent, Landlord may give Tenant a three (3) day notice to pay or vacate.',
      'Ending the tenancy. Either party may end this month-to-month tenancy by giving at least thirty (30) days’ written notice.',
      'Moving out. Tenant must give Landlord ten (10) days’ written notice before moving out.',
      'Default. If Tenant fails to cure a default within ten (10) days after notice, Landlord may terminate this Lease.',
      'Ending the tenancy. Landlord may end the tenancy by giving the notice required by state law.',
    ]) {
      expect(flagged('short_notice_to_vacate', clause), clause).toBeUndefined();
    }
  });

  it('flags a landlord freed from liability for any loss, and not one that stays liable for its own negligence', () => {
    for (const clause of [
      'Liability. Landlord shall not be liable to Tenant, Tenant’s guests or occupants for any damage, injury or loss to person or property from any cause, including Landlord’s negligence.',
      'Release. Tenant releases Landlord from all liability for loss of or damage to Tenant’s property, whether or not caused by Landlord’s negligence.',
      'Property. Landlord is not responsible for any loss of or damage to Tenant’s belongings, whatever the cause.',
      'Injury. In no event shall Landlord be liable for any injury to persons or property in or about the Premises.',
    ]) {
      const area = flagged('exculpatory_clause', clause);
      expect(area, clause).toBeDefined();
      expect(area!.explanation).toMatch(/exculpatory clause\. It may not be enforceable in many states/);
    }
    expect(flagged('exculpatory_clause', 'Liability. Landlord shall not be liable for any loss or damage, even if caused by Landlord’s negligence.')!.explanation).toMatch(/even when its own negligence/);
    expect(flagged('exculpatory_clause', 'Liability. Landlord shall not be liable for any loss or damage, even if caused by Landlord’s negligence.')!.severity).toBe('high');
    for (const clause of [
      'Property. Landlord is not liable for loss of or damage to Tenant’s property unless caused by Landlord’s negligence or failure to make repairs.',
      'Insurance. Landlord’s insurance does not cover Tenant’s belongings; Tenant should buy renter’s insurance.',
      'Repairs. Landlord shall repair the roof, and Tenant shall not be responsible for any damage the roof causes.',
    ]) {
      expect(flagged('exculpatory_clause', clause), clause).toBeUndefined();
    }
  });

  it('flags repairs passed to the tenant, and not paying for damage the tenant causes', () => {
    for (const [clause, what] of [
      ['Repairs. Tenant shall pay for all repairs to the Premises costing less than $500, including plumbing, electrical, heating and air conditioning, whether or not caused by Tenant.', /every repair under \$500, including plumbing, electrical and heating repairs, not only damage you or your guests cause/],
      ['Repairs. Tenant is responsible for all repairs to the Premises.', /You must pay for all repairs, not only damage/],
      ['Repairs. Tenant shall pay the first $200 of any repair.', /the first \$200 of every repair/],
      ['Maintenance. All repairs, including to the roof, plumbing and heating, are Tenant’s responsibility.', /all repairs, including roof, plumbing and heating repairs/],
      ['Appliances. Repairs to the water heater and appliances shall be at the sole expense of Tenant.', /including water heater and appliance repairs/],
    ] as const) {
      const area = flagged('repairs_shifted_to_tenant', clause);
      expect(area, clause).toBeDefined();
      expect(area!.explanation).toMatch(what);
      expect(area!.explanation).toMatch(/warranty of habitability/);
    }
    for (const clause of [
      'Repairs. Tenant shall pay for repairs of damage caused by Tenant, Tenant’s guests or pets, beyond normal wear and tear.',
      'Repairs. Landlord shall make all repairs needed to keep the home fit to live in.',
      'Repairs. If Tenant asks, Landlord will make all repairs within a reasonable time.',
      'Small items. Tenant is responsible for minor repairs, such as replacing light bulbs and smoke alarm batteries.',
    ]) {
      expect(flagged('repairs_shifted_to_tenant', clause), clause).toBeUndefined();
    }
  });

  it('points each at the sentence that says it', () => {
    const area = flagged('entry_without_notice', 'Access. Landlord may enter the Premises at any time, with or without notice, for any purpose.')!;
    expect(area.words).toBe('Landlord may enter the Premises at any time, with or without notice, for any purpose.');
  });
});

describe('actor', () => {
  it('names the party a sentence binds, not the heading above it or the words of a clause', () => {
    expect(actor('INDEMNITY AND LIABILITY\nTenant shall indemnify Landlord from all claims.')).toBe('Tenant');
    expect(actor('INDEMNITY AND LIABILITY Tenant shall indemnify Landlord from all claims.')).toBe('Tenant');
    expect(actor('These Terms\nWe may update these Terms from time to time.')).toBe('We');
    expect(actor('Tenant agrees that Landlord shall not be liable.')).toBe('Landlord');
    expect(actor('If rent is late Tenant will pay a fee.')).toBe('Tenant');
    expect(actor('The Company may terminate this Agreement.')).toBe('Company');
    expect(actor('Either party may end this Agreement.')).toBe('each party');
    expect(actor('You agree to pay the fees.')).toBe('you');
    expect(actor('the landlord shall repair it')).toBeUndefined();
  });
});
