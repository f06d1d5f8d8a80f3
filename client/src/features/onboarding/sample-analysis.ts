/**
 * The document demo's sample contract and what the analysis shows for it. Until the analysis engine
 * exists (issue 6) this is written by hand to match the sample text; that issue replaces it with the
 * analyzer's real output on the same contract.
 */
export const DEMO_ANALYSIS_MS = 3000;

export type Severity = 'high' | 'medium' | 'low';

export const SAMPLE_ANALYSIS = {
  fileName: 'Sample Services Agreement.pdf',
  keyTerms: [
    { label: 'Parties', value: 'Brightline Marketing LLC (client) and you (consultant)' },
    { label: 'Term', value: '12 months, renews automatically for another 12 months' },
    { label: 'Fee', value: '$4,500 per month, due 45 days after each invoice' },
    { label: 'Ending the contract', value: 'Either side, with 90 days’ written notice' },
    { label: 'Governing law', value: 'Delaware' },
  ],
  areasToReview: [
    {
      severity: 'high' as Severity,
      title: 'Automatic renewal',
      detail: 'The contract renews for a full year unless you cancel at least 90 days before it ends. Put the cancel-by date in your calendar now.',
    },
    {
      severity: 'high' as Severity,
      title: 'One-sided indemnity',
      detail: 'You promise to cover the client’s losses from any claim about your work, with no cap ("indemnify" means to pay for the other side’s losses). Ask for a cap, such as the fees paid in the last 12 months.',
    },
    {
      severity: 'medium' as Severity,
      title: 'Slow payment',
      detail: 'Payment is due 45 days after each invoice and there is no late fee. Ask for 15 or 30 days and interest on late payments.',
    },
    {
      severity: 'low' as Severity,
      title: 'Out-of-state law',
      detail: 'Disputes follow Delaware law. If you live elsewhere, ask for your own state’s law and courts.',
    },
  ],
  summary:
    'A one-year consulting agreement paying $4,500 a month. It renews automatically unless you give 90 days’ notice, and it asks you to cover the client’s losses without any limit. Those two terms carry the most risk for you; the rest is fairly standard.',
};
