import { describe, expect, it } from 'vitest';
import type { AreaToReview, KeyTerm } from '../../common/schemas/documents';
import { analyzeText } from './analyze';
import { extractKeyTerms } from './key-terms';
import { summarize } from './summary';

const money = (text: string) => extractKeyTerms(text, []).filter((t) => t.type === 'amount').map((t) => t.value);

describe('the money in a summary', () => {
  it('calls money that is non-refundable a fee, never a security deposit, and names a fee by its kind', () => {
    expect(money('Tenant shall also pay a $925 non-refundable administrative fee at signing.')).toEqual(['non-refundable administrative fee: $925']);
    expect(money('If Tenant keeps a pet, Tenant shall pay a non-refundable pet fee of $500.')).toEqual(['non-refundable pet fee: $500']);
    expect(money('Tenant shall pay a security deposit of $1,000. In addition, a non-refundable cleaning fee of $300 is due at move-in.')).toEqual([
      'security deposit: $1,000',
      'non-refundable cleaning fee: $300',
    ]);
    expect(money('Tenant shall pay a security deposit of $1,000 and, in addition, a non-refundable cleaning fee of $300.')).toEqual([
      'security deposit: $1,000',
      'non-refundable cleaning fee: $300',
    ]);
    expect(money('Tenant will pay a non-refundable cleaning deposit of $400.')).toEqual(['non-refundable cleaning fee: $400']);
    expect(money('Tenant shall pay a deposit of $900, which is non-refundable.')).toEqual(['non-refundable fee: $900']);
    expect(money('Tenant shall pay an application fee of $45 and a security deposit of $1,200.')).toEqual(['application fee: $45', 'security deposit: $1,200']);
    // a pet deposit that comes back stays a deposit
    expect(money('A refundable pet deposit of $250 is required for each pet.')).toEqual(['pet deposit: $250']);
  });

  it('takes the label from the amount’s own phrase, not from words that belong to another sentence or amount', () => {
    // "deposit" stands within 60 characters before the fee, in the sentence before it
    expect(money('Tenant has paid the security deposit. Tenant shall also pay a $925 non-refundable administrative fee.')).toEqual(['non-refundable administrative fee: $925']);
    expect(money('The security deposit is $1,200, which will be returned within 30 days. The $300 cleaning fee is non-refundable.')).toEqual([
      'security deposit: $1,200',
      'non-refundable cleaning fee: $300',
    ]);
    expect(money('Rent is $1,475.00 per month. If rent is late, Tenant will pay a late charge of $50.')).toEqual(['rent: $1,475', 'late fee: $50']);
    expect(money('Tenant shall pay $1,650 per month as rent, plus a late fee of $75 if rent is late.')).toEqual(['rent: $1,650', 'late fee: $75']);
    expect(money('Landlord holds the sum of One Thousand Dollars ($1,000.00) (the "Security Deposit") as security.')).toEqual(['security deposit: $1,000']);
    expect(money('Base rent is $24,000.00 per year ($2,000.00 per month).')).toEqual(['rent: $24,000', 'rent: $2,000']);
    expect(money('Borrower shall pay an origination fee of one percent of the Loan amount ($3,500.00).')).toEqual(['origination fee: $3,500']);
  });
});

describe('summarize', () => {
  const area = (title: string, explanation: string): AreaToReview => ({ type: 'uncapped_indemnity', severity: 'high', title, explanation, suggestion: '', start: 0, end: 1 });

  it('leaves no heading fragment in the things to review', () => {
    const text = [
      'RESIDENTIAL LEASE AGREEMENT',
      'This Lease is made on March 1, 2026 between Lone Oak Rentals LLC ("Landlord") and Maria Delgado ("Tenant").',
      'INDEMNITY AND LIABILITY\nTenant shall indemnify and hold Landlord harmless from all claims.',
    ].join('\n\n');
    const { summary } = analyzeText(text);
    expect(summary).toContain('**One-sided indemnity with no limit** (high). Tenant promises to cover the other’s losses');
    expect(summary).not.toMatch(/AND LIABILITY|INDEMNITY/);
    // an explanation is one line of the list, whatever its spacing
    expect(summarize('other', [], [area('Something', 'First line\nstill the first sentence. Second sentence.')])).toContain('(high). First line still the first sentence.\n');
  });

  it('says a notice of one day in the singular', () => {
    const keyTerms: KeyTerm[] = [{ type: 'notice_period', value: '1 days', start: 0, end: 1 }];
    expect(summarize('lease', keyTerms, [])).toContain('**Ending it:** 1 day’s notice.');
    expect(summarize('lease', [{ type: 'notice_period', value: '30 days', start: 0, end: 1 }], [])).toContain('**Ending it:** 30 days’ notice.');
  });

  it('reads a Texas lease with the everyday problems of issue 16', () => {
    const text = [
      'RESIDENTIAL LEASE AGREEMENT',
      'This Residential Lease Agreement is made on March 1, 2026 between Lone Oak Rentals LLC ("Landlord") and Maria Delgado ("Tenant").',
      'RENT\nTenant shall pay rent of $1,650.00 per month, due on the first day of each month.',
      'SECURITY DEPOSIT AND FEES\nTenant shall pay a security deposit of $1,650.00 before move-in. Tenant shall also pay a $925 non-refundable administrative fee at signing. If Tenant keeps a pet, Tenant shall pay a non-refundable pet fee of $500.',
      'ACCESS BY LANDLORD\nLandlord and Landlord’s agents may enter the Premises at any time, with or without notice, for any purpose Landlord considers necessary.',
      'REPAIRS\nTenant shall pay for all repairs to the Premises costing less than $500, including plumbing, electrical, heating and air conditioning, whether or not caused by Tenant.',
      'DEFAULT\nIf Tenant fails to pay rent when due, Landlord may give Tenant a one (1) day written notice to vacate and may then file an eviction suit.',
      'INDEMNITY AND LIABILITY\nLandlord shall not be liable to Tenant or Tenant’s guests for any damage, injury or loss to person or property from any cause, including Landlord’s negligence.',
      'GOVERNING LAW\nThis Lease is governed by the laws of the State of Texas.',
    ].join('\n\n');
    const { summary, areasToReview } = analyzeText(text);
    expect(areasToReview.map((a) => a.type)).toEqual(
      expect.arrayContaining(['entry_without_notice', 'short_notice_to_vacate', 'exculpatory_clause', 'repairs_shifted_to_tenant', 'non_refundable_deposit']),
    );
    expect(summary).toContain('**Money:** rent: $1,650; security deposit: $1,650; non-refundable administrative fee: $925; non-refundable pet fee: $500.');
    expect(summary).not.toMatch(/AND LIABILITY|security deposit: \$925|; fee: \$500/);
  });
});
