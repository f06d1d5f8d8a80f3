import { describe, expect, it } from 'vitest';
import type { Clause } from '../../common/schemas/documents';
import { analyzeText } from './analyze';
import { datesIn } from './contract-dates';
import { documentTypeOf } from './document-type';
import { extractKeyTerms } from './key-terms';

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

/** the key terms of a text whose only clause is a renewal clause over [start, end) of these words */
function withRenewal(text: string, renewalWords: string) {
  const start = text.indexOf(renewalWords);
  const clauses: Clause[] = start < 0 ? [] : [{ type: 'renewal_term', segmentId: 's1', start, end: start + renewalWords.length, confidence: 1 }];
  return extractKeyTerms(text, clauses);
}
const valueOf = (terms: ReturnType<typeof extractKeyTerms>, type: string) => terms.filter((t) => t.type === type).map((t) => t.value);

describe('extractKeyTerms', () => {
  const { documentType, keyTerms } = analyzeText(LEASE);
  const values = (type: string) => valueOf(keyTerms, type);

  it('reads the kind of document, its parties with their defined names, and when it is made and takes effect', () => {
    expect(documentType).toBe('lease');
    expect(values('party')).toEqual(['Oakwood Properties LLC (Landlord)', 'Jane Doe (Tenant)']);
    expect(values('agreement_date')).toEqual(['2027-01-01']);
    expect(values('effective_date')).toEqual(['2027-01-01']);
  });

  it('reads the governing law, the term and when it ends, the renewal and the notice to stop it, not a cure period', () => {
    expect(values('governing_law')).toEqual(['Illinois']);
    expect(values('term')).toEqual(['12 months']);
    expect(values('expiration_date')).toEqual(['2028-02-01']);
    expect(values('renewal')).toEqual(['renews automatically for successive 1-year terms']);
    expect(values('notice_period')).toEqual(['60 days']);
  });

  it('names the money by what it is for, and every term points at the words it came from', () => {
    expect(values('amount')).toEqual(['rent: $1,850', 'security deposit: $1,850']);
    for (const t of keyTerms.filter((k) => k.type !== 'document_type')) expect(t.end).toBeGreaterThan(t.start);
    // the governing law points at the sentence that chooses it
    const law = keyTerms.find((t) => t.type === 'governing_law')!;
    expect(LEASE.slice(law.start, law.end)).toBe('This Lease is governed by the laws of the State of Illinois.');
  });

  it('reads the governing law of a contract outside the US, and of one whose party is incorporated elsewhere', () => {
    const uk = 'ASSURED SHORTHOLD TENANCY AGREEMENT\n\n12. This agreement is governed by the law of England and Wales.';
    expect(valueOf(extractKeyTerms(uk, []), 'governing_law')).toEqual(['England and Wales']);
    const us = 'This Services Agreement is between XYZ Inc., a Delaware corporation ("Provider"), and Lark LLC ("Client").\n\n9. This Agreement is governed by the laws of the State of New York.';
    expect(valueOf(extractKeyTerms(us, []), 'governing_law')).toEqual(['New York']);
  });
});

describe('a term given as two dates', () => {
  it.each([
    ['The term of this Lease runs from March 15, 2026 to March 14, 2027.', '12 months', '2027-03-14'],
    ['The Lease term is commencing on 1 July 2026 and ending on 30 June 2028.', '24 months', '2028-06-30'],
    ['The tenancy will last for the period beginning 3/15/2026 through 9/14/2026.', '6 months', '2026-09-14'],
    ['The Term shall start on January 1, 2026 and end on December 31, 2026.', '12 months', '2026-12-31'],
  ])('%s', (sentence, months, ends) => {
    const terms = extractKeyTerms(`LEASE\n\n${sentence}`, []);
    expect(valueOf(terms, 'term')).toEqual([months]);
    expect(valueOf(terms, 'expiration_date')).toEqual([ends]);
  });

  it('reads no term from two dates that bound something else', () => {
    const terms = extractKeyTerms('Rent is $900 from March 1, 2026 to February 28, 2027, and $950 after that.', []);
    expect(valueOf(terms, 'term')).toEqual([]);
  });
});

describe('the agreement date and when it ends', () => {
  it('takes the date it is made, not another agreement’s date or a date of something else', () => {
    const text = [
      'FIRST AMENDMENT TO SUPPLY AGREEMENT',
      'This First Amendment to the Supply Agreement dated April 2, 2019 is made on the 3rd day of November, 2025 by Lumen Foods Ltd. ("Buyer") and Ridge Mills LLC ("Seller").',
    ].join('\n\n');
    expect(valueOf(extractKeyTerms(text, []), 'agreement_date')).toEqual(['2025-11-03']);
  });

  it('takes a letter’s date line, and else the date of the signatures', () => {
    expect(valueOf(extractKeyTerms('Birch Analytics, Inc.\n12 Main Street\n\nMarch 9, 2026\n\nDear Ms. Rowe,\n\nWe are pleased to offer you the position of analyst.', []), 'agreement_date')).toEqual([
      '2026-03-09',
    ]);
    const signed = 'RESELLER AGREEMENT\n\nThe parties agree as follows.\n\nBy: /s/ A. Lee   Date: 4/24/2018\n\nBy: /s/ B. Kim   Date: 04/25/2018';
    expect(valueOf(extractKeyTerms(signed, []), 'agreement_date')).toEqual(['2018-04-25']);
  });

  it.each([
    ['This Agreement shall expire on December 31, 2028 unless renewed.', '2028-12-31'],
    ['The term of this Agreement shall commence on the Effective Date and shall terminate on June 30, 2030.', '2030-06-30'],
    ['This Agreement shall continue in perpetuity unless terminated by the parties in writing.', 'perpetual'],
    ['This Agreement shall remain in full force and effect until terminated by either party on 30 days’ notice.', 'perpetual'],
    ['This Agreement is made as of May 1, 2026. The initial term of this Agreement ends on the third anniversary of the Effective Date.', '2029-05-01'],
    ['This Agreement is effective as of May 1, 2026 (the "Effective Date"). The term of this Agreement is two (2) years from the Effective Date.', '2028-05-01'],
  ])('%s', (text, ends) => {
    expect(valueOf(extractKeyTerms(text, []), 'expiration_date')).toEqual([ends]);
  });

  it('does not read a renewal that goes on from year to year, or a licence that outlives the agreement, as perpetual', () => {
    expect(valueOf(extractKeyTerms('This Agreement shall continue for one year and then from year to year until terminated by either party.', []), 'expiration_date')).not.toContain(
      'perpetual',
    );
    expect(valueOf(extractKeyTerms('Upon termination of this Agreement, the licence to the Reports shall remain in perpetuity.', []), 'expiration_date')).toEqual([]);
  });

  it('reads dates as contracts write them', () => {
    const text = 'January 5, 2026; Jan. 5th, 2026; 5 January 2026; the 5th day of January, 2026; 1/5/2026; 2026-01-05; 13/45/2026; May 40, 2026';
    expect(datesIn(text).map((d) => d.iso)).toEqual(Array(6).fill('2026-01-05'));
  });
});

describe('the renewal term', () => {
  it.each([
    ['This Agreement renews automatically for successive one (1) year periods unless either party objects.', 'renews automatically for successive 1-year terms'],
    ['This Agreement shall automatically renew for an additional term of two (2) years.', 'renews automatically for a further 2-year term'],
    ['Thereafter this Agreement renews automatically from year to year.', 'renews automatically for successive 1-year terms'],
    ['This Agreement renews automatically unless either party objects.', 'renews automatically'],
  ])('%s', (words, value) => {
    expect(valueOf(withRenewal(`SERVICES AGREEMENT\n\n7. Renewal. ${words}`, words), 'renewal')).toEqual([value]);
  });
});

describe('documentTypeOf', () => {
  it.each([
    ['ASSURED SHORTHOLD TENANCY AGREEMENT\n\nThis agreement is made between the Landlord and the Tenant.', 'lease'],
    ['Residential Tenancy Agreement (British Columbia)', 'lease'],
    ['LODGER AGREEMENT\n\nThe Householder lets a room in the Property to the Lodger.', 'lease'],
    ['OFFICE SUBLEASE\n\nThis Sublease is made between Acme and Birch.', 'lease'],
    ['CLOUD SERVICES AGREEMENT\n\nThis agreement governs Customer’s use of the hosted platform.', 'license'],
    ['Brightwave SaaS Subscription Agreement', 'license'],
    ['Nimbus Customer Agreement\n\nThis Customer Agreement governs your access to and use of our cloud service offerings.', 'license'],
    ['MIT License\n\nCopyright (c) 2026 Jane Doe\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software', 'license'],
    ['Apache License\nVersion 2.0, January 2004', 'license'],
    ['GNU GENERAL PUBLIC LICENSE\nVersion 3, 29 June 2007', 'license'],
    ['END USER LICENSE AGREEMENT\n\nPlease read this EULA carefully before installing the app.', 'license'],
    ['Harvest Box Subscription Terms\n\nThese terms apply to every delivery you order.', 'terms_of_service'],
    ['Acceptable Use Policy\n\nYou may not use the service to send spam.', 'terms_of_service'],
    ['STOCK PURCHASE AGREEMENT\n\nThe Seller sells all the issued shares to the Buyer.', 'sale'],
    ['Share Purchase Agreement relating to Finch Ltd', 'sale'],
    ['ASSET PURCHASE AGREEMENT', 'sale'],
    ['MEMBERSHIP INTEREST PURCHASE AGREEMENT', 'sale'],
    ['SUPPLY AGREEMENT\n\nThe Supplier sells the Products to the Buyer. The Buyer may store Products at premises it holds under a lease.', 'sale'],
    ['CONSULTING AND PRODUCT DEVELOPMENT AGREEMENT', 'services'],
    ['LICENSE AND RESELLER AGREEMENT', 'license'],
    ['EXCLUSIVE DISTRIBUTOR AGREEMENT\n\nThe Distributor shall not offer employment to the Company’s staff or lease the Company’s premises.', 'other'],
    ['FRANCHISE AGREEMENT\n\nThe Franchisee shall hold the Premises under a lease approved by the Franchisor.', 'other'],
    ['Dear Sam,\n\nWe are delighted to offer you the position of Head Chef at Tern Bistro.', 'employment'],
  ])('%s', (text, type) => {
    expect(documentTypeOf(text).type).toBe(type);
  });
});
