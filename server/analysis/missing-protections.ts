/**
 * The protections an agreement of its kind is expected to have, reported when they are missing: a
 * services agreement or license with no limit on liability, an NDA without the standard exclusions, and so on.
 */
import { has, type Context, type Found } from './review-context';
import { entryWithoutNotice } from './review-lease';

/**
 * An agreement that runs for a time (a term, an end date, renewals), not a one-time transfer such as a
 * bill of sale, which is done once signed and has nothing to end.
 */
const ongoing = (ctx: Context) => ctx.keyTerms.some((t) => t.type === 'term' || t.type === 'expiration_date' || t.type === 'renewal') || has(ctx, 'renewal_term');

/** Protections a document of this type is expected to have, reported when they are missing. */
export const MISSING_PROTECTIONS: ((ctx: Context) => Found | undefined)[] = [
  (ctx) =>
    ['services', 'license'].includes(ctx.documentType) && !has(ctx, 'cap_on_liability', 'uncapped_liability')
      ? {
          type: 'missing_limitation_of_liability',
          severity: 'medium',
          title: 'No limit on liability',
          explanation: 'Nothing caps what either side can be made to pay if something goes wrong, so one mistake could cost more than the whole contract.',
          suggestion: 'Ask for a limitation of liability clause: a cap (often the fees paid in the last 12 months) and no liability for indirect or consequential losses.',
        }
      : undefined,
  (ctx) =>
    ctx.documentType === 'nda' && !/\bpublic(?:ly)?\s+(?:available|known|domain)\b|\b(?:generally )?(?:available|known) to the public\b|\bbecomes? public\b|\bdoes not include\b|\bdevelop\w* independently\b|\bindependently develop/i.test(ctx.text)
      ? {
          type: 'missing_confidentiality_exclusions',
          severity: 'medium',
          title: 'No standard exceptions to confidentiality',
          explanation: 'Most NDAs exclude information that is already public, that the recipient already knew, that it develops independently or that it receives lawfully from someone else. Without those exceptions, even ordinary knowledge could be claimed as confidential.',
          suggestion: 'Ask for the usual four exclusions to be added to the definition of confidential information.',
        }
      : undefined,
  (ctx) =>
    ctx.documentType === 'nda' && !/\brequired by (?:law|court|subpoena)|\bsubpoena\b|\bcourt order\b|\bcompelled\b|\brequired to disclose\b/i.test(ctx.text)
      ? {
          type: 'missing_compelled_disclosure',
          severity: 'low',
          title: 'No exception for disclosures the law requires',
          explanation: 'If a court, subpoena or regulator requires disclosure, the agreement does not say that complying is allowed.',
          suggestion: 'Ask for an exception for legally required disclosures, with prompt notice to the other side where the law allows.',
        }
      : undefined,
  (ctx) =>
    (['services', 'license'].includes(ctx.documentType) || (ctx.documentType === 'sale' && ongoing(ctx))) && !has(ctx, 'termination', 'termination_for_convenience')
      ? {
          type: 'missing_termination',
          severity: 'medium',
          title: 'No way to end it early',
          explanation: 'The agreement does not say how either side may end it before it runs its course, even if the other side breaks it.',
          suggestion: 'Ask for the right to end it on written notice if the other side breaches and does not fix the breach within a set time (often 30 days).',
        }
      : undefined,
  (ctx) =>
    ctx.documentType === 'services' && !has(ctx, 'payment_terms', 'compensation')
      ? {
          type: 'missing_payment_terms',
          severity: 'medium',
          title: 'No clear payment terms',
          explanation: 'The agreement does not say clearly what is paid, when, or how.',
          suggestion: 'Write down the price, the invoice schedule, the payment deadline and what happens if payment is late.',
        }
      : undefined,
  (ctx) =>
    ctx.documentType === 'employment' && !has(ctx, 'compensation') && !/\$[\d,.]+\s*(?:per|an|a|\/)\s*(?:hour|year|annum|week|month)\b|\b(?:base )?salary\b|\bwages?\b/i.test(ctx.text)
      ? {
          type: 'missing_compensation',
          severity: 'medium',
          title: 'Pay is not stated',
          explanation: 'The document does not clearly state the salary or wage, how often it is paid, or the benefits.',
          suggestion: 'Ask for the pay, pay schedule, bonus terms and benefits to be written into the offer.',
        }
      : undefined,
  (ctx) =>
    ctx.documentType === 'lease' && !/\b(?:enter|entry|access)\b[^.]*\bnotice\b|\bnotice\b[^.]*\b(?:enter|entry|access)\b/i.test(ctx.text) && !entryWithoutNotice(ctx)
      ? {
          type: 'missing_entry_notice',
          severity: 'low',
          title: 'No notice before the landlord enters',
          explanation: 'The lease does not say the landlord must give notice before entering. Many states require it anyway; California, for example, treats 24 hours’ written notice as reasonable and allows entry without it only in emergencies and a few other cases (Civil Code § 1954).',
          suggestion: 'Ask for advance notice (24 hours is common) before any non-emergency entry, at reasonable times.',
        }
      : undefined,
  (ctx) =>
    ctx.documentType !== 'other' && !has(ctx, 'governing_law') && !ctx.keyTerms.some((t) => t.type === 'governing_law')
      ? {
          type: 'missing_governing_law',
          severity: 'low',
          title: 'No governing law',
          explanation: 'The agreement does not say which state’s law applies. Courts will decide that if there is a dispute, which adds cost and uncertainty.',
          suggestion: 'Ask for the law of your own state, and for disputes to be heard where you are.',
        }
      : undefined,
];
