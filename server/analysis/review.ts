/**
 * Areas to review: the terms of an agreement that deserve a second look before signing — each with a
 * severity, a plain-English explanation naming the side it binds, a suggestion, and where it stands —
 * and the protections missing for its kind of document. Rules over the typed clauses, the key terms and
 * the wording; pure. Statutes named here are real and stated as examples, never as the whole picture.
 */
import type { AreaToReview, Clause, DocumentType, KeyTerm, Severity } from '../../common/schemas/documents';
import { MISSING_PROTECTIONS } from './missing-protections';
import { LEASE_RULES } from './review-lease';
import { stateLawConflicts, type StateLaw } from './review-state-law';
import {
  actor,
  capitalise,
  clausesOf,
  firstSaying,
  firstSentence,
  has,
  isMutual,
  longestMonths,
  noticeDays,
  pinpoint,
  sentences,
  type Context,
  type Found,
  type Passage,
} from './review-context';

const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

const RULES: ((ctx: Context) => Found | Found[] | undefined)[] = [
  function autoRenewal(ctx) {
    const clause = clausesOf(ctx, 'renewal_term');
    const at = firstSentence(clause, /\bautomatic(?:ally)?\b|\b(?:shall|will) (?:automatically )?(?:renew|be renewed|extend|continue)\b|\brenews?\b/i);
    if (!at || /\bnot\b[^.]*\b(?:renew|extend)|\bno (?:automatic )?renewal\b/i.test(at.text)) return undefined;
    const days = noticeDays(ctx);
    const narrow = clause.some((c) => /\bnot (?:more|earlier) than\b[^.]*\b(?:nor|and not|or) (?:less|later) than\b|\bno earlier than\b/i.test(c.text));
    return {
      type: 'auto_renewal',
      severity: (days ?? 0) >= 60 || narrow ? 'high' : 'medium',
      title: 'Renews automatically',
      explanation: `${days ? `It renews by itself unless written notice to stop it arrives at least ${days} days before the end of the term` : 'It renews by itself, and it does not clearly say how far ahead notice to stop it must be given'}${narrow ? ', and only within a narrow window' : ''}. Miss the date and both sides are bound for another term. Some states limit this. In New York, automatic renewal of a contract for service, maintenance or repair of property cannot be enforced against the customer unless the provider sends a written reminder 15 to 30 days before the deadline to give notice (General Obligations Law § 5-903). California’s Automatic Renewal Law (Business and Professions Code § 17600 and following) requires consumer subscriptions that renew automatically to state the renewal terms clearly, to get the consumer’s consent, and to offer an easy way to cancel.`,
      suggestion:
        'Put the last day to cancel in your calendar now. Ask for a shorter notice period (30 days is common) or for renewal only when both sides agree in writing, and check whether your state requires the other side to remind you before the deadline.',
      at,
    };
  },

  function unilateralTermination(ctx) {
    // not for employment: an employer's right to end the job at any time is usually at-will employment, the default
    // in most states, rather than a one-sided term, and no rule here flags it
    if (ctx.documentType === 'employment') return undefined;
    const at = firstSentence(clausesOf(ctx, 'termination_for_convenience', 'termination'), /\bmay terminate\b[^.]*\b(?:for any reason|for convenience|without cause|at any time)\b|\b(?:for any reason|for convenience|without cause|at any time)\b[^.]*\bmay terminate\b/i);
    if (!at || isMutual(at.text)) return undefined;
    const who = actor(at.text);
    return {
      type: 'unilateral_termination',
      severity: 'medium',
      title: 'Only one side can walk away',
      explanation: `${who ? capitalise(who) : 'One side'} may end the agreement without giving a reason; nothing gives the other side the same right.`,
      suggestion: 'Ask for the same right for both sides, a reasonable notice period, and payment for work done or prepaid amounts refunded up to the end date.',
      at,
    };
  },

  function uncappedLiability(ctx) {
    const at = pinpoint(clausesOf(ctx, 'uncapped_liability'), /\bunlimited\b|\bshall not apply\b|\bexcluded from\b|\bno limit/i);
    if (!at) return undefined;
    return {
      type: 'uncapped_liability',
      severity: 'high',
      title: 'Unlimited liability',
      explanation: 'This clause leaves some kinds of liability without any limit, so a single claim could cost far more than the contract is worth.',
      suggestion: 'Ask that the exceptions to the cap be narrow (fraud, wilful misconduct) and that everything else be capped, often at the fees paid in the last 12 months.',
      at,
    };
  },

  function uncappedIndemnity(ctx) {
    if (has(ctx, 'cap_on_liability', 'uncapped_liability')) return undefined;
    const at = firstSentence(clausesOf(ctx, 'indemnification'), /\bindemnif/i);
    if (!at) return undefined;
    const mutual = isMutual(at.text);
    const who = actor(at.text);
    return {
      type: 'uncapped_indemnity',
      severity: mutual ? 'medium' : 'high',
      title: mutual ? 'Indemnities with no limit' : 'One-sided indemnity with no limit',
      explanation: `${mutual ? 'Each side' : who ? capitalise(who) : 'One side'} promises to cover the other’s losses from certain claims (that is what “indemnify” means), and nothing in the agreement caps how much that can cost.`,
      suggestion: mutual
        ? 'Ask for a cap on the indemnities, or at least a limit on liability that covers them.'
        : 'Ask for the promise to run both ways, to cover only claims caused by that side’s own fault, and to be capped (often at the fees paid in the last 12 months).',
      at,
    };
  },

  function broadNonCompete(ctx) {
    // a promise not to compete for a time; not "you may not use the app to build a competing product"
    const at = firstSentence(clausesOf(ctx, 'non_compete'), /\b(?:after|following)\b[^.]*\b(?:shall|will|may|agrees?) not\b|\b(?:shall|will|may|agrees?) not\b[^.]*\b(?:after|following)\b|\bcompet\w*\b[^.]*\b(?:after|following|during)\b/i);
    if (!at || /\b(?:do|does|will) not require\b[^.]*non-?compet|\bno non-?compet/i.test(at.text)) return undefined;
    const months = longestMonths(at.text);
    const wide = /\b(?:United States|nationwide|worldwide|anywhere|North America|any country|the world)\b/i.test(at.text);
    const personal = ctx.documentType === 'employment' || ctx.documentType === 'services';
    return {
      type: 'non_compete',
      severity: personal && ((months ?? 0) > 12 || wide) ? 'high' : 'medium',
      title: wide || (months ?? 0) > 12 ? 'Broad non-compete' : 'Non-compete',
      explanation: `It limits where you can work or do business${months ? ` for ${months} months` : ''}${wide ? ' across a very wide area' : ''} after the relationship ends. ${personal ? 'California (Business and Professions Code § 16600), Minnesota (Statutes § 181.988), North Dakota (Century Code § 9-08-06) and Oklahoma (Title 15, § 219A) make most employee non-competes unenforceable, and Wyoming (Statutes § 1-23-108) voids most made on or after July 1, 2025, with exceptions such as executive and management personnel and the sale of a business. Several states, among them Washington, Oregon, Illinois, Colorado, Maryland and Virginia, bar non-competes for workers who earn less than a set income threshold. Elsewhere courts usually enforce only reasonable limits.' : 'Courts usually enforce a non-compete only if its time, area and scope are reasonable.'}`,
      suggestion: 'Ask to shorten it (6–12 months), limit it to a specific area and to the customers or work you actually handled, and to be paid during the restricted period. Have a lawyer in your state check it before you sign.',
      at,
    };
  },

  function arbitration(ctx) {
    const clause = pinpoint(clausesOf(ctx, 'arbitration'), /\barbitrat/i);
    if (!clause) return undefined;
    const classWaiver = /\bclass (?:action|or representative|arbitration|member)|\bclass-wide\b/i.test(ctx.text);
    const optOut = /\bopt[- ]out\b/i.test(clause.text) || /\bopt[- ]out\b[^.]*\barbitrat/i.test(ctx.text);
    return {
      type: 'arbitration',
      severity: classWaiver && !optOut ? 'high' : 'medium',
      title: classWaiver ? 'Arbitration and no class actions' : 'Mandatory arbitration',
      explanation: `Disputes go to a private arbitrator instead of a court, and the decision is very hard to appeal${classWaiver ? '. You also give up joining a class action, so small claims may not be worth bringing alone' : ''}. The Federal Arbitration Act (9 U.S.C. § 2) generally makes such clauses enforceable, though claims of sexual harassment or assault can still go to court (9 U.S.C. §§ 401–402).`,
      suggestion: optOut
        ? 'There is an opt-out: note its deadline and how to use it if you want to keep your right to go to court.'
        : 'Ask for the right to use small-claims court, for the other side to pay the arbitration fees, and for an opt-out window.',
      at: clause,
    };
  },

  function juryWaiver(ctx) {
    if (has(ctx, 'arbitration')) return undefined; // arbitration already takes the jury away
    const at = firstSaying(ctx.allSentences(), /\bwaives?\b[^.]*\b(?:jury|trial by jury)\b/i);
    if (!at) return undefined;
    return {
      type: 'jury_waiver',
      severity: 'low',
      title: 'No jury trial',
      explanation:
        'It says any lawsuit about this agreement would be decided by a judge alone. That is common in commercial contracts, but it is a right given up in advance. Some states do not enforce a jury waiver agreed before any dispute arises: California (Grafton Partners v. Superior Court, 36 Cal.4th 944 (2005)), Georgia (Bank South v. Howard, 264 Ga. 339 (1994)) and North Carolina (General Statutes § 22B-10).',
      suggestion: 'Usually acceptable; make sure it applies to both sides equally.',
      at,
    };
  },

  function oneSidedAttorneyFees(ctx) {
    const at = firstSaying(ctx.allSentences(), /\battorneys?['’]?s?['’]?\s+fees\b/i);
    if (!at) return undefined;
    const all = ctx.allSentences().filter((s) => /\battorneys?['’]?s?['’]?\s+fees\b/i.test(s.text) && !/\bindemnif|\bhold harmless|\bdefend\b/i.test(s.text));
    if (all.some((s) => /\bprevailing party\b|\bsuccessful party\b|\beach bear|\bits own\b|\btheir own\b/i.test(s.text))) return undefined;
    const shifting = all.find((s) => /\b(?:shall|will|agrees? to|must)\s+(?:pay|reimburse)\b/i.test(s.text) && /\b(?:enforc|collect|breach|suit|action)/i.test(s.text));
    if (!shifting) return undefined;
    const who = actor(shifting.text);
    return {
      type: 'one_sided_attorney_fees',
      severity: 'medium',
      title: 'Legal fees run one way',
      explanation: `${who ? capitalise(who) : 'One side'} must pay the other side’s lawyers when that side enforces the agreement, but nothing makes the other side pay if ${who === 'you' ? 'you win' : who ? `${who} wins` : 'the first side wins'}. Some states make such clauses work both ways in contract disputes, for example California (Civil Code § 1717), Florida (Statutes § 57.105(7)) and Washington (RCW 4.84.330).`,
      suggestion: 'Ask for a “prevailing party” clause, so whoever wins a dispute recovers reasonable fees, or for each side to pay its own.',
      at: shifting,
    };
  },

  function lateFees(ctx) {
    const at = pinpoint(clausesOf(ctx, 'late_fees'), /\blate\b|\boverdue\b|\binterest\b|\bnot (?:paid|received)\b/i);
    if (!at) return undefined;
    const fee = ctx.keyTerms.find((t) => t.type === 'amount' && t.value.startsWith('late fee'))?.value.replace(/^late fee: /, '');
    const lease = ctx.documentType === 'lease';
    return {
      type: 'late_fees',
      severity: lease || ctx.documentType === 'loan' ? 'medium' : 'low',
      title: 'Late fees',
      explanation: `A late payment costs extra${fee ? ` (${fee})` : ''}${/\bgrace\b/i.test(at.text) ? '' : ', with no grace period stated'}. ${lease ? 'Many states limit late fees on residential rent: New York bars a late fee unless rent is still unpaid five days after it was due, and caps it at $50 or 5% of the monthly rent, whichever is less (Real Property Law § 238-a(2)), and Texas allows one only after rent is two full days late and only if it is reasonable (Property Code § 92.019).' : 'Fees that are far above the real cost of a late payment can be unenforceable as a penalty.'}`,
      suggestion: 'Check the amount against your state’s limits and ask for a grace period of a few days before any fee applies.',
      at,
    };
  },

  function nonRefundableDeposit(ctx) {
    if (ctx.documentType !== 'lease') return undefined;
    const all = ctx.allSentences();
    const deposit = firstSaying(all, /\bnon-?refundable\b[^.]*\bdeposit\b|\bdeposit\b[^.]*\bnon-?refundable\b/i);
    if (deposit) {
      return {
        type: 'non_refundable_deposit',
        severity: 'high',
        title: 'Non-refundable deposit',
        explanation: 'Part of the money paid up front is said to be non-refundable. Several states restrict this for homes; California forbids calling any security “nonrefundable” (Civil Code § 1950.5(m)). A deposit normally comes back, minus unpaid rent and damage beyond normal wear and tear, within a deadline set by state law.',
        suggestion: 'Ask for the amount to be treated as a refundable security deposit, with an itemised list of any deductions and the return deadline your state requires.',
        at: deposit,
      };
    }
    // a fee the lease itself calls non-refundable ("a $925 non-refundable administrative fee") is not a deposit
    const fee = firstSaying(all, /\bnon-?refundable\b[^.]*\b(?:fee|charge)s?\b|\b(?:fee|charge)s?\b[^.]*\bnon-?refundable\b/i);
    if (!fee) return undefined;
    return {
      type: 'non_refundable_deposit',
      severity: 'medium',
      title: 'Non-refundable fees',
      explanation: 'Some money paid up front is a non-refundable fee, so it does not come back when you move out, even if you leave the home in good shape. Many states do not forbid reasonable fees like this, but some limit or ban them. California, for example, counts fees charged at the start of a tenancy, such as cleaning or processing fees, as part of the security deposit, which cannot be made non-refundable (Civil Code § 1950.5); a limited application screening fee is treated separately (Civil Code § 1950.6).',
      suggestion: 'Ask what each fee pays for and whether it can be lowered, dropped or made refundable, and get the answer in writing. Check your state’s rules on move-in fees; a legal aid office or tenant rights group can tell you what applies.',
      at: fee,
    };
  },

  function depositReturn(ctx) {
    if (ctx.documentType !== 'lease') return undefined;
    const at = pinpoint(clausesOf(ctx, 'security_deposit'), /\bdeposit\b/i);
    if (!at || firstSaying(ctx.allSentences(), /\bdeposit\b[^.]*\b(?:return|refund)|\b(?:return|refund)\w*\b[^.]*\bdeposit\b/i)) return undefined;
    return {
      type: 'deposit_return',
      severity: 'low',
      title: 'No deadline to return the deposit',
      explanation: 'The lease takes a security deposit but does not say when or how it comes back. State law sets the deadline anyway: for example 14 days in New York (General Obligations Law § 7-108) and 21 days in California (Civil Code § 1950.5). In Florida the landlord must return it within 15 days if it claims nothing, or send written notice of a claim by certified mail within 30 days (Statutes § 83.49(3)).',
      suggestion: 'Ask for the return deadline and the allowed deductions to be written into the lease, and photograph the home when you move in and out.',
      at,
    };
  },

  function priorInventions(ctx) {
    const at = firstSentence(clausesOf(ctx, 'ip_ownership_assignment'), /\b(?:prior to|before)\b[^.]*\b(?:employment|effective date|agreement|start)|\bpreviously\b|\bwhether or not during (?:working|business) hours\b|\bon (?:your|employee['’]s) own time\b/i);
    if (!at || !/\bassign/i.test(at.text + ctx.text.slice(at.end, at.end + 300))) return undefined;
    return {
      type: 'prior_ip_assignment',
      severity: 'high',
      title: 'Gives away work you did on your own',
      explanation: `The assignment of inventions and work reaches beyond what is made for this job — work made before it or on your own time. ${ctx.documentType === 'employment' ? 'California (Labor Code § 2870), Washington (RCW 49.44.140), Illinois (765 ILCS 1060/2) and Minnesota (Statutes § 181.78) protect inventions an employee makes on their own time without the employer’s equipment or information.' : ''}`.trim(),
      suggestion: 'List your existing work and inventions in a schedule that is excluded, and limit the assignment to what you create for this job, using its resources.',
      at,
    };
  },

  function confidentialityWithoutEnd(ctx) {
    const passages = clausesOf(ctx, 'confidentiality');
    if (!passages.length) return undefined;
    const forever = firstSentence(passages, /\bin perpetuity\b|\bperpetual(?:ly)?\b|\bindefinitely\b|\bforever\b|\bno (?:expiration|end)\b/i);
    // a duration stated for the obligations anywhere, such as "obligations … survive for three (3) years"
    const bounded = !!firstSaying(ctx.allSentences(), /\b(?:obligations?|confidential\w*)\b[^.]*(?:\(\d{1,2}\)\s*(?:years?|months?)|\b\d{1,2}\s*(?:years?|months?)\b)/i);
    if (!forever && (ctx.documentType !== 'nda' || bounded)) return undefined;
    return {
      type: 'confidentiality_without_end',
      severity: 'medium',
      title: 'Confidentiality never ends',
      explanation: 'The duty to keep information secret has no end date, so it lasts for as long as the information exists, long after the relationship is over.',
      suggestion: 'Ask for a fixed period (two to five years is common for business information), keeping protection for genuine trade secrets only while they remain secret.',
      at: forever ?? passages[0],
    };
  },

  function liquidatedDamages(ctx) {
    const at = pinpoint(clausesOf(ctx, 'liquidated_damages'), /\bliquidated\b|\bdamages\b|\bfee\b/i);
    if (!at) return undefined;
    return {
      type: 'liquidated_damages',
      severity: 'medium',
      title: 'Fixed damages on breach',
      explanation: 'A set sum is owed if the agreement is broken, whatever the actual loss. Courts enforce it only when it was a reasonable estimate of harm that is hard to measure, not a penalty.',
      suggestion: 'Check that the amount is proportionate to the real loss and that it is the only remedy, not an addition to actual damages.',
      at,
    };
  },

  function unilateralChanges(ctx) {
    const at = firstSaying(ctx.allSentences(), /\b(?:we|company|[A-Z]\w+)\s+(?:may|reserves? the right to)\s+(?:change|modify|amend|update|revise)\b[^.]*\b(?:terms|agreement|prices?|fees?)\b/i);
    if (!at || isMutual(at.text) || /\bmutual|\bsigned by both\b|\bin writing signed\b/i.test(at.text)) return undefined;
    return {
      type: 'unilateral_changes',
      severity: 'medium',
      title: 'One side can change the terms',
      explanation: `${capitalise(actor(at.text) ?? 'One side')} may change the terms or prices on its own${/\bwithout notice\b/i.test(at.text) ? ', without notice' : ''}. Continuing to use the service often counts as accepting the change.`,
      suggestion: 'Ask for advance written notice of changes (30 days is common) and the right to cancel with a refund if you do not accept them.',
      at,
    };
  },

  function nonDisparagement(ctx) {
    const at = pinpoint(clausesOf(ctx, 'non_disparagement'), /\bdisparag|\bnegative\b|\bcriticiz/i);
    if (!at) return undefined;
    return {
      type: 'non_disparagement',
      severity: 'low',
      title: 'You may not criticise the other side',
      explanation: `${isMutual(at.text) ? 'Both sides promise' : 'One side promises'} not to say negative things about the other. The federal Speak Out Act (42 U.S.C. §§ 19401–19404) makes such clauses, agreed before a dispute, unenforceable for claims of sexual assault or harassment.${ctx.documentType === 'employment' ? '' : ' And in a standard form contract for goods or services sold to consumers, the Consumer Review Fairness Act (15 U.S.C. § 45b) makes void any term that bars or penalises honest reviews.'}`,
      suggestion: 'Ask for the promise to be mutual and to exclude truthful statements required by law, to government agencies, or in legal proceedings.',
      at,
    };
  },

  function asIs(ctx) {
    if (!['sale', 'license', 'terms_of_service', 'services'].includes(ctx.documentType)) return undefined;
    const at = pinpoint(clausesOf(ctx, 'warranty_disclaimer'), /\bas is\b|\bdisclaim|\bimplied\b/i);
    if (!at) return undefined;
    return {
      type: 'warranty_disclaimer',
      severity: 'low',
      title: 'Sold or provided “as is”',
      explanation:
        'The usual promises that what you get works and fits its purpose are disclaimed, so if it falls short you may have little recourse. For consumer products there are limits: under the federal Magnuson-Moss Warranty Act (15 U.S.C. § 2308), a seller that gives a written warranty, or enters into a service contract with you at the sale or within 90 days after it, cannot disclaim these implied warranties, and several states, such as Massachusetts and Maryland, restrict “as is” sales of consumer goods.',
      suggestion: 'Ask for a written warranty for a defined period, with repair, replacement or a refund as the remedy.',
      at,
    };
  },
];

/** `law`: the figures of the state whose law governs the agreement, when the state-rule tables have them. */
export function reviewAreas(text: string, clauses: Clause[], documentType: DocumentType, keyTerms: KeyTerm[], law?: StateLaw): AreaToReview[] {
  let all: Passage[] | undefined;
  const ctx: Context = { text, clauses, documentType, keyTerms, allSentences: () => (all ??= sentences({ text, start: 0, end: text.length })) };
  const found = [
    ...[...RULES, ...LEASE_RULES].flatMap((rule) => rule(ctx) ?? []),
    ...stateLawConflicts(ctx, law),
    ...MISSING_PROTECTIONS.map((rule) => rule(ctx)),
  ].filter((f): f is Found => !!f);
  return found
    .map(({ at, ...area }) => ({ ...area, start: at?.start ?? null, end: at?.end ?? null }))
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.start ?? Infinity) - (b.start ?? Infinity));
}
