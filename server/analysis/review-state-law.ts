/**
 * Areas to review where a term breaks the statute of the state whose law governs the agreement, as the
 * state-rule tables (content/state-rules) give it: a deposit above the cap, a deposit returned later
 * than the deadline, less notice before the landlord comes in than the statute requires, a wage below
 * the state's minimum, a non-compete in a state that voids them. Only figures a table states outright
 * are compared (never a cell that says the rule varies), each conflict cites the statute, and the
 * explanation says that exceptions exist. Pure: the caller passes the governing state's figures.
 */
import type { StateCode } from '../../common/jurisdictions';
import { clausesOf, daySpans, firstSaying, isHomeLease, LANDLORD, type Context, type Found, type Passage } from './review-context';

/** The figures of one state that a document can be compared with, each with the statute it comes from. */
export interface StateLaw {
  state: StateCode;
  name: string;
  deposit?: { capMonths?: number | null; returnDays?: number; citation: string };
  entry?: { noticeHours?: number | null; citation: string };
  minimumWage?: { hourlyRate?: number; citation: string };
  nonCompete?: { enforceable?: 'yes' | 'limited' | 'no'; citation: string };
}

const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/g;
const amounts = (text: string) => [...text.matchAll(MONEY)].map((m) => Number(m[1]!.replace(/,/g, '')) + (m[2] ? Number(m[2]) / 100 : 0));
const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
const months = (n: number) => (n === 1 ? 'one month’s' : `${n} months’`);

const SECURITY_DEPOSIT = /\bsecurity deposit\b|\bdeposit\b[^.;]{0,40}\bsecurity\b/i;
const OTHER_MONEY = /\bpet\b|\blate\b|\bfee\b|\bper day\b|\bdaily\b/i;
const MONTHLY_RENT = /\b(?:monthly rent|rent)\b[^.;]{0,80}\b(?:per month|a month|each month|every month|monthly)\b|\bmonthly (?:rent|installments?)\b|\brent\b[^.;]{0,20}\$[^.;]{0,30}\bper month\b/i;

/** the monthly rent the lease states: the first sum in the first sentence that names rent by the month */
function monthlyRent(all: Passage[]): number | undefined {
  for (const s of all) {
    if (!MONTHLY_RENT.test(s.text) || SECURITY_DEPOSIT.test(s.text) || /\blate\b|\bfee\b|\bannual|\byear/i.test(s.text)) continue;
    const [first] = amounts(s.text);
    if (first && first >= 50) return first;
  }
  return undefined;
}

function depositAboveCap(ctx: Context, law: StateLaw): Found | undefined {
  const cap = law.deposit?.capMonths;
  if (!cap) return undefined;
  const all = ctx.allSentences();
  const rent = monthlyRent(all);
  if (!rent) return undefined;
  for (const s of all) {
    if (!SECURITY_DEPOSIT.test(s.text) || OTHER_MONEY.test(s.text)) continue;
    const deposit = Math.max(0, ...amounts(s.text));
    if (deposit <= rent * cap + 0.5) continue;
    return {
      type: 'state_law_conflict',
      severity: 'high',
      title: `Deposit above ${law.name}’s limit`,
      explanation: `The security deposit (${dollars(deposit)}) is more than ${months(cap)} rent (${dollars(rent)} a month). ${law.name} generally limits a deposit to ${months(cap)} rent (${law.deposit!.citation}), with some exceptions the statute lists, so part of this deposit may not be allowed.`,
      suggestion: `Ask the landlord to lower the deposit to ${dollars(rent * cap)} or less, or to show which exception in ${law.deposit!.citation} lets them ask for more. If you have paid it already, you can ask for the extra back in writing.`,
      at: s,
    };
  }
  return undefined;
}

function depositReturnLate(ctx: Context, law: StateLaw): Found | undefined {
  const limit = law.deposit?.returnDays;
  if (!limit) return undefined;
  for (const s of ctx.allSentences()) {
    if (!/\bdeposit\b/i.test(s.text) || !/\b(?:return|refund|repay)\w*\b/i.test(s.text)) continue;
    const days = daySpans(s.text).filter((d) => /\bwithin\b|\bafter\b|\bno later than\b/i.test(s.text.slice(Math.max(0, d.start - 30), d.start + 1)));
    const longest = Math.max(0, ...days.map((d) => d.days));
    if (longest <= limit) continue;
    return {
      type: 'state_law_conflict',
      severity: 'medium',
      title: `Deposit returned later than ${law.name} allows`,
      explanation: `The lease gives the landlord ${longest} days to return the deposit. ${law.name} sets ${limit} days (${law.deposit!.citation}); the statute’s deadline applies whatever the lease says, and it may run from a different event (the end of the lease, or when you move out and give a forwarding address).`,
      suggestion: `Ask for the lease to say ${limit} days, as the statute does. When you move out, give your forwarding address in writing and note the date.`,
      at: s,
    };
  }
  return undefined;
}

const LANDLORD_ENTERS = new RegExp(String.raw`\b${LANDLORD}\b[^.;]{0,60}\b(?:enter|entry|access|inspect)\w*\b`, 'i');

function entryNoticeTooShort(ctx: Context, law: StateLaw): Found | undefined {
  const required = law.entry?.noticeHours;
  if (!required) return undefined;
  for (const s of ctx.allSentences()) {
    if (!LANDLORD_ENTERS.test(s.text) || !/\bnotice\b/i.test(s.text)) continue;
    const given = daySpans(s.text).filter((d) => /^\W{0,3}s?\W{0,3}\s*(?:\w+\s+){0,2}notice\b/i.test(s.text.slice(d.end, d.end + 30)));
    if (!given.length) continue;
    const hours = Math.min(...given.map((d) => Math.round(d.days * 24)));
    if (hours >= required) continue;
    return {
      type: 'state_law_conflict',
      severity: 'medium',
      title: `Less notice before entry than ${law.name} requires`,
      explanation: `The lease lets the landlord come in after ${hours} hours’ notice. ${law.name} requires at least ${required} hours’ notice for most visits (${law.entry!.citation}), except in an emergency and a few other cases the statute lists.`,
      suggestion: `Ask for the lease to give at least ${required} hours’ notice, as the statute does, except in emergencies.`,
      at: s,
    };
  }
  return undefined;
}

const HOURLY = /\$\s?\d[\d,]*(?:\.\d{2})?\s*(?:per|an|\/)\s*hour\b|\bhourly (?:rate|wage|pay)\b/i;

function wageBelowMinimum(ctx: Context, law: StateLaw): Found | undefined {
  const minimum = law.minimumWage?.hourlyRate;
  if (!minimum || ctx.documentType !== 'employment') return undefined;
  for (const s of ctx.allSentences()) {
    if (!HOURLY.test(s.text) || /\btip|\bovertime\b|\btraining\b/i.test(s.text)) continue;
    const rate = Math.min(...amounts(s.text).filter((a) => a > 0 && a < 100));
    if (!Number.isFinite(rate) || rate >= minimum) continue;
    return {
      type: 'state_law_conflict',
      severity: 'high',
      title: `Pay below ${law.name}’s minimum wage`,
      explanation: `The hourly pay (${dollars(rate)}) is below ${law.name}’s 2026 minimum wage of ${dollars(minimum)} an hour (${law.minimumWage!.citation}). Some workers are exempt, and some cities set a higher minimum.`,
      suggestion: `Ask for at least ${dollars(minimum)} an hour, or which exemption the employer relies on. Your state labor department takes wage complaints.`,
      at: s,
    };
  }
  return undefined;
}

function voidNonCompete(ctx: Context, law: StateLaw): Found | undefined {
  if (law.nonCompete?.enforceable !== 'no' || !['employment', 'services'].includes(ctx.documentType)) return undefined;
  const at = firstSaying(clausesOf(ctx, 'non_compete').flatMap((c) => ctx.allSentences().filter((s) => s.start >= c.start && s.end <= c.end)), /\bcompet/i);
  if (!at) return undefined;
  return {
    type: 'state_law_conflict',
    severity: 'high',
    title: `Non-compete ${law.name} law generally voids`,
    explanation: `This agreement is governed by ${law.name} law, which makes most non-compete agreements void (${law.nonCompete.citation}). Narrow exceptions exist, such as the sale of a business.`,
    suggestion: 'Ask for the non-compete to be removed, or to be limited to not soliciting clients you served. A lawyer can tell you whether an exception applies.',
    at,
  };
}

/** The conflicts between the agreement and the law of the state that governs it. */
export function stateLawConflicts(ctx: Context, law: StateLaw | undefined): Found[] {
  if (!law) return [];
  const lease = isHomeLease(ctx) ? [depositAboveCap(ctx, law), depositReturnLate(ctx, law), entryNoticeTooShort(ctx, law)] : [];
  return [...lease, wageBelowMinimum(ctx, law), voidNonCompete(ctx, law)].filter((f): f is Found => !!f);
}
