/**
 * Areas to review that a lease of a home has: the landlord coming in without notice, a very short notice
 * to move out, the landlord freed from liability for any loss (an exculpatory clause), and repairs passed
 * to the tenant. Each rule reads what a clause does, not one wording, and each leaves out the fair version
 * ("24 hours' notice, except in an emergency"; "repairs of damage Tenant causes"). State rules differ on
 * all four, so the explanations give the usual picture, say that it varies, and cite nothing uncertain.
 */
import { daySpans, isHomeLease, LANDLORD, TENANT, type Context, type Found, type Passage } from './review-context';

const re = (source: string) => new RegExp(source, 'i');
const words = (source: string) => re(String.raw`\b(?:${source})\b`);

/** The name the lease gives the landlord, as written ("Owner", "Lessor"), else "the landlord". */
function landlordIn(sentence: string): string {
  return /\b(Landlord|Lessor|Owner|Property Manager|Management|Manager)\b/.exec(sentence)?.[1] ?? 'the landlord';
}
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ── entry without notice ─────────────────────────────────────────────────────────────────────────────
const LANDLORD_WORD = words(LANDLORD);
const ENTRY_WORD = /\b(?:enter|enters|entering|entry|re-?enter\w*|access|inspect\w*)\b/i;
const NO_NOTICE = new RegExp(
  [
    String.raw`\bwith or without (?:any )?(?:prior |advance |written )*notice\b`,
    String.raw`\bwithout (?:first )?(?:giving |providing |sending )?(?:any )?(?:prior |advance |advanced |written |verbal |oral |further )*notice\b`,
    String.raw`\bwithout (?:first )?(?:notifying|informing|telling|contacting|warning)\b`,
    String.raw`\bno (?:prior |advance |written )*notice\b[^.;]{0,40}\b(?:required|needed|necessary|given)\b`,
    String.raw`\bnotice (?:is|shall be|will be|need) (?:not|never)\b|\bnotice is not (?:required|necessary|needed)\b`,
    String.raw`\bnot (?:be )?(?:required|obligated|obliged|need(?:ed)?) to (?:give|provide|send) (?:\w+ )?(?:any )?(?:prior |advance |written )*notice\b`,
    String.raw`\bneed not\b[^.;]{0,30}\bnotice\b|\bnot need to\b[^.;]{0,30}\bnotice\b`,
    String.raw`\bwaives?\b[^.;]{0,60}\bnotice\b`,
  ].join('|'),
  'i',
);
const ANY_TIME = /\bat any time\b|\bat all times\b|\bany time of (?:the )?day or night\b|\bwhenever\b[^.;]{0,30}\b(?:wish|wishes|choose|chooses|want|wants|deems?|considers?)\b/i;
const ANY_PURPOSE = /\b(?:any|whatever) (?:purpose|reason)\b|\bfor any\b|\bas (?:it|they|\w+) (?:deems?|considers?|sees? fit)\b|\bnecessary or desirable\b/i;
/** entry without notice only in an emergency (or to an abandoned home) is the fair rule, not a problem */
const EMERGENCY_ONLY = (s: string) => /\bemergenc|\babandon/i.test(s) && !ANY_PURPOSE.test(s) && !/\bincluding\b[^.;]{0,40}\bemergenc|\bnot limited to\b|\bor (?:for )?(?:any )?other\b/i.test(s);

/** Where the lease lets the landlord come in without notice, and whether at any time or for any purpose. */
export function entryWithoutNotice(ctx: Context): { at: Passage; broad: boolean } | undefined {
  if (!isHomeLease(ctx)) return undefined;
  const all = ctx.allSentences();
  const aboutEntry = (s: Passage) => LANDLORD_WORD.test(s.text) && ENTRY_WORD.test(s.text);
  for (const [i, s] of all.entries()) {
    // "Landlord may enter the Premises to make repairs. Landlord need not give notice first."
    const before = all[i - 1];
    const follows = !!before && aboutEntry(before) && !/\n\s*\n/.test(ctx.text.slice(before.end, s.start)) && LANDLORD_WORD.test(s.text);
    if (!aboutEntry(s) && !follows) continue;
    const context = follows ? `${before.text} ${s.text}` : s.text;
    const noNotice = NO_NOTICE.test(s.text) || (ANY_TIME.test(s.text) && !/\bnotice\b/i.test(s.text));
    if (!noNotice || EMERGENCY_ONLY(context)) continue;
    return { at: s, broad: ANY_TIME.test(context) || ANY_PURPOSE.test(context) };
  }
  return undefined;
}

// ── short notice to move out ─────────────────────────────────────────────────────────────────────────
const ENDS_TENANCY = /\b(?:vacate|quit|move out|terminat\w*|evict\w*|possession)\b|\bend(?:s|ing)? (?:it|the|this|your|their)\b(?! (?:day|date|month|year|period|term)\b)/i;
const FOR_CAUSE = /\b(?:fail\w*|default\w*|breach\w*|late|unpaid|non-?payment|not (?:pay|paid)|violat\w*|break\w*|broken)\b/i;
const NOTICE_AFTER = /^['’]?s?['’]?\s*(?:(?:prior|advance|advanced|written|verbal|oral)\s+)*notice\b/i;
const NOTICE_BEFORE = /\bnotice\b[^.;]{0,40}\b(?:of|giving (?:\w+ )?|at least|not less than|no less than|no fewer than|only|just)\s*$/i;
const ZERO_NOTICE = new RegExp(
  [
    String.raw`\b(?:vacate|move out|quit|leave|surrender)\w*\b[^.;]{0,40}\bimmediately\b|\bimmediately\s+(?:vacate|move out|quit|leave|surrender)\b`,
    String.raw`\b(?:vacate|terminat|quit|evict|possession)\w*\b[^.;]{0,60}\bwithout\s+(?:any\s+)?(?:prior\s+|further\s+|advance\s+|written\s+)*notice\b`,
    String.raw`\bwithout\s+(?:any\s+)?(?:prior\s+|further\s+|advance\s+|written\s+)*notice\b[^.;]{0,60}\b(?:vacate|terminat|quit|evict|possession)`,
    String.raw`\bwaives?\b[^.;]{0,40}\bnotice to (?:vacate|quit)\b`,
  ].join('|'),
  'i',
);
/** the lease ties the period to the law ("as permitted by Colorado law", "Chapter 83, Florida Statutes") */
const DEFERS_TO_LAW = /\b(?:required|permitted|allowed|provided)\s+(?:by|under)\s+(?:\w+\s+){0,3}(?:law|statutes?)\b|\bas (?:the )?(?:law|statutes?) (?:requires?|allows?|permits?)\b|\bapplicable law\b|\bChapter \d+/i;
const LANDLORD_GIVES = new RegExp(
  String.raw`\b${LANDLORD}\b[^.;]{0,30}\b(?:give|gives|giving|provide|provides|serve|serves|deliver|delivers|send|sends|issue|issues|post|posts)\b|\b(?:give|gives|giving|provide|provides|serve|serves|deliver|delivers|send|sends)\s+(?:the\s+)?${TENANT}\b`,
  'i',
);
const TENANT_GIVES = new RegExp(String.raw`\b${TENANT}\b[^.;]{0,30}\b(?:give|gives|giving|provide|provides|send|sends|deliver|delivers)\b`, 'i');

/** The shortest notice to move out a sentence gives, in days: "a one (1) day written notice to vacate", "vacate within 24 hours". */
function noticeToLeave(sentence: string): number | undefined {
  const days = daySpans(sentence)
    .filter(({ start, end }) => {
      const before = sentence.slice(Math.max(0, start - 60), start);
      const after = sentence.slice(end, end + 40);
      return (
        NOTICE_AFTER.test(after) ||
        NOTICE_BEFORE.test(before) ||
        (/\bnotice\b/i.test(before) && /^\s*to\s+(?:vacate|move out|leave|quit)\b/i.test(after)) ||
        /\b(?:vacate|move out|leave|surrender)\b[^.;]{0,40}\bwithin\s*$/i.test(before) ||
        (/\bnotice\b/i.test(sentence) && /^\s*(?:before|prior to|in advance)\b/i.test(after))
      );
    })
    .map((d) => d.days);
  if (ZERO_NOTICE.test(sentence)) days.push(0);
  return days.length ? Math.min(...days) : undefined;
}

function inDays(days: number): string {
  if (days < 1) return `only ${Math.round(days * 24)} hours’`;
  return days === 1 ? 'only 1 day’s' : `only ${days} days’`;
}

// ── exculpatory clauses ──────────────────────────────────────────────────────────────────────────────
/** up to n characters of a sentence that do not name the tenant (or, with `LANDLORD`, the landlord) */
const gapWithout = (party: string, n: number) => String.raw`(?:(?!\b${party}\b)[^.;]){0,${n}}`;

const NOT_LIABLE = new RegExp(
  [
    String.raw`\b${LANDLORD}\b${gapWithout(TENANT, 60)}\b(?:not|never)\s+(?:be\s+)?(?:held\s+)?(?:liable|responsible|accountable)\b`,
    String.raw`\b(?:in no event|under no circumstances)\b[^.;]{0,30}\b${LANDLORD}\b[^.;]{0,20}\bbe\s+(?:held\s+)?(?:liable|responsible)\b`,
    String.raw`\b${LANDLORD}\b[^.;]{0,30}\b(?:has|have|bears?|assumes?|accepts?)\s+no\s+(?:liability|responsibility)\b`,
    String.raw`\b(?:releases?|discharges?|waives?\s+(?:any|all)\s+(?:claims?|rights?)\s+against)\b[^.;]{0,40}\b${LANDLORD}\b`,
    String.raw`\b${LANDLORD}\b[^.;]{0,40}\b(?:is|are|shall be|will be)\s+(?:released|relieved|excused)\b`,
    String.raw`\b${TENANT}\b[^.;]{0,40}\bassumes?\s+(?:all|the)\s+risks?\b`,
  ].join('|'),
  'i',
);
const BROAD_LOSS = /\b(?:any|all|every)\b[^.;]{0,30}\b(?:loss|losses|damages?|injur\w*|harm|claims?|liabilit\w*|theft|casualty)\b|\bwhatsoever\b|\bfrom any cause\b|\bregardless of (?:the )?cause\b|\bnegligen\w*/i;
const INCLUDES_NEGLIGENCE = /\b(?:including|even if|even when|even though|whether or not|regardless of whether|whether caused by)\b[^.;]{0,80}\bnegligen|\bnegligen\w*\s+(?:or\s+\w+\s+)?of\s+(?:the\s+)?(?:landlord|lessor|owner|management)\b[^.;]{0,10}$/i;
/** the fair version: no liability except for the landlord's own fault */
const CARVES_OUT_FAULT = /\b(?:unless|except|other than|excluding|but not|does not apply to|shall not apply to|not including)\b[^.;]{0,100}\b(?:negligen\w*|fault|misconduct|intentional|willful|wilful|reckless|failure to (?:repair|maintain|make repairs))/i;

// ── repairs passed to the tenant ─────────────────────────────────────────────────────────────────────
const TENANT_REPAIRS = new RegExp(
  [
    String.raw`\b${TENANT}\b${gapWithout(LANDLORD, 60)}\b(?:pay|pays|paying|bear|bears|be responsible|is responsible|are responsible|be liable|reimburse|make|perform|handle)\b[^.;]{0,40}\brepairs?\b`,
    String.raw`\brepairs?\b[^.;]{0,60}\b(?:at|is|are|shall be|will be)\s+(?:the\s+)?(?:sole\s+)?(?:expense|cost|responsibility)\s+of\s+(?:the\s+)?${TENANT}\b`,
    String.raw`\brepairs?\b[^.;]{0,60}\b(?:at|is|are|shall be|will be)\s+${TENANT}['’]s\s+(?:sole\s+)?(?:expense|cost|responsibility)\b`,
  ].join('|'),
  'i',
);
const EVERY_REPAIR = /\b(?:all|any|every|each)\s+(?:\w+\s+){0,2}repairs?\b/i;
const DOLLARS = String.raw`\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?`;
const REPAIRS_UNDER = re(String.raw`\b(under|less than|below|up to|not exceeding|not to exceed|first)\s+(${DOLLARS})|(${DOLLARS})\s+or (?:less|under)\b`);
const HOME_SYSTEMS = /\b(?:structural|structure|roof|foundation|plumbing|electrical|wiring|heat\w*|furnace|air[- ]condition\w*|HVAC|water heaters?|sewer|major systems?|appliances?|habitab\w*)\b/gi;

/** "plumbing, electrical and heating": the systems a sentence names, as a list */
function systemsIn(sentence: string): string | undefined {
  const named = [...new Set([...sentence.matchAll(HOME_SYSTEMS)].map(([w]) => {
    const word = w.toLowerCase().replace(/-/g, ' ');
    return word === 'hvac' ? 'HVAC' : word === 'structure' ? 'structural' : word === 'heat' ? 'heating' : word.replace(/(?<=appliance|heater|system)s$/, '');
  }))].slice(0, 3);
  return named.length ? (named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`) : undefined;
}
const TENANTS_FAULT = new RegExp(
  String.raw`\bcaused by\b[^.;]{0,60}\b(?:${TENANT}|guests?|invitees?|pets?|household|occupants?|negligen\w*|misuse|abuse)\b|\b${TENANT}['’]s\s+(?:own\s+)?(?:negligence|fault|misuse|abuse|carelessness)\b|\bbeyond (?:normal|ordinary|reasonable) wear and tear\b`,
  'i',
);
const WHATEVER_THE_CAUSE = /\bwhether or not\b|\bregardless of\b|\bno matter\b|\bor not caused\b|\bany cause\b/i;

export const LEASE_RULES: ((ctx: Context) => Found | undefined)[] = [
  function entryNotice(ctx) {
    const found = entryWithoutNotice(ctx);
    if (!found) return undefined;
    const who = landlordIn(found.at.text);
    return {
      type: 'entry_without_notice',
      severity: found.broad ? 'high' : 'medium',
      title: 'Landlord can enter without notice',
      explanation: `${capitalise(who)} may come into your home${found.broad ? ' at any time' : ''} without telling you first. Many states require a landlord to give reasonable notice before entering, except in an emergency, often 24 to 48 hours. California, for example, presumes 24 hours’ written notice is reasonable and allows entry only for certain reasons, such as repairs or showings (Civil Code § 1954). Other states have no set rule and leave more to the lease, so the rule varies by state.`,
      suggestion:
        'Ask for written notice before any non-emergency entry (24 to 48 hours is common), entry only at reasonable times and for a real reason such as repairs or showings, and the right to be there. Check your state’s rule; a legal aid office or tenant rights group can tell you what applies.',
      at: found.at,
    };
  },

  function shortNoticeToVacate(ctx) {
    if (!isHomeLease(ctx)) return undefined;
    for (const s of ctx.allSentences()) {
      if (!/\bnotice\b|\bimmediately\b/i.test(s.text) || !ENDS_TENANCY.test(s.text)) continue;
      const mutual = /\b(?:either|each|both)\b/i.test(s.text);
      if (TENANT_GIVES.test(s.text) && !LANDLORD_GIVES.test(s.text) && !mutual) continue; // the tenant's own notice
      const days = noticeToLeave(s.text);
      if (days === undefined) continue;
      const forCause = FOR_CAUSE.test(s.text);
      if (forCause ? days >= 3 : days >= 30 || DEFERS_TO_LAW.test(s.text)) continue;
      const who = landlordIn(s.text);
      return {
        type: 'short_notice_to_vacate',
        severity: days <= 1 ? 'high' : 'medium',
        title: 'Very short notice to move out',
        explanation: forCause
          ? `${capitalise(who)} may ${days === 0 ? 'require you to move out without notice' : `give you ${inDays(days)} notice to move out`} after late rent or another breach. The usual minimum varies by state: many states give a tenant at least 3 days, and often more, to pay, fix the problem or move out, and some do not let a lease shorten that time. These rules also change: Texas, for example, revised its eviction rules on January 1, 2026, so check the current rule in your state. If your home is federally subsidized, federal rules may require more notice. A notice is only the first step: in most states the landlord must then win an eviction case in court before you can be made to leave.`
          : `${capitalise(who)} may end your tenancy ${days === 0 ? 'without notice' : `with ${inDays(days)} notice`}. The usual minimum varies by state: to end a month-to-month tenancy, many states require at least 30 days’ notice (or one full rental period) from a landlord, some require more, especially once you have lived there a year or longer, and a few allow less. Some states and cities also let a landlord end a tenancy only for a reason the law accepts.`,
        suggestion: forCause
          ? 'Ask for the notice period your state’s law gives (check your state’s rule), and for a chance to pay or fix a problem before any notice to move out. If you ever get a notice to vacate, act quickly: contact a legal aid office or tenant rights group, because eviction deadlines are short.'
          : 'Check your state’s rule for ending a tenancy, and ask for at least that much notice (30 days is common for a month-to-month tenancy). A legal aid office or tenant rights group can tell you what applies.',
        at: s,
      };
    }
    return undefined;
  },

  function exculpatory(ctx) {
    if (!isHomeLease(ctx)) return undefined;
    for (const s of ctx.allSentences()) {
      if (!NOT_LIABLE.test(s.text)) continue;
      const negligence = INCLUDES_NEGLIGENCE.test(s.text);
      if (!negligence && (CARVES_OUT_FAULT.test(s.text) || !BROAD_LOSS.test(s.text))) continue;
      const who = landlordIn(s.text);
      const injury = /\binjur|\bdeath\b|\bbodily\b/i.test(s.text);
      return {
        type: 'exculpatory_clause',
        severity: negligence || injury ? 'high' : 'medium',
        title: 'Landlord not responsible for losses',
        explanation: `${capitalise(who)} says it is not responsible for ${injury ? 'injury, loss or damage' : 'loss or damage'}${negligence ? ', even when its own negligence (carelessness) causes it' : ' from a wide range of causes'}. This is called an exculpatory clause. It may not be enforceable in many states: many void or limit these clauses in leases of homes, especially for harm caused by the landlord’s own negligence. New York, for example, voids any lease clause that frees a landlord from liability for injury or property damage caused by its own negligence (General Obligations Law § 5-321). Even so, such a clause can discourage a tenant from making a fair claim.`,
        suggestion:
          'Ask to remove it, or to limit it so the landlord stays responsible for harm caused by its own negligence or by repairs it failed to make. Consider renter’s insurance for your belongings. If you are hurt or lose property, do not assume this clause ends your claim: ask a lawyer or legal aid office in your state.',
        at: s,
      };
    }
    return undefined;
  },

  function repairsOnTenant(ctx) {
    if (!isHomeLease(ctx)) return undefined;
    for (const s of ctx.allSentences()) {
      if (!TENANT_REPAIRS.test(s.text)) continue;
      const under = REPAIRS_UNDER.exec(s.text);
      const every = EVERY_REPAIR.test(s.text);
      const systems = systemsIn(s.text);
      if (!under && !every && !systems) continue; // "minor repairs such as light bulbs"
      if (TENANTS_FAULT.test(s.text) && !WHATEVER_THE_CAUSE.test(s.text)) continue; // damage the tenant causes
      const amount = (under?.[2] ?? under?.[3])?.replace(/\s/g, '');
      const what = !amount ? (every ? 'all repairs' : 'repairs') : /first/i.test(under![1] ?? '') ? `the first ${amount} of every repair` : `every repair under ${amount}`;
      return {
        type: 'repairs_shifted_to_tenant',
        severity: systems || (every && !amount) ? 'high' : 'medium',
        title: 'You pay for repairs',
        explanation: `You must pay for ${what}${systems ? `, including ${systems} repairs` : ''}, not only damage you or your guests cause. In most states a landlord must keep a home fit to live in (safe, with working plumbing, heat and electricity and a sound structure, often called the warranty of habitability), and many states do not let a lease pass that duty to the tenant, or allow it only in narrow cases. The rules vary by state.`,
        suggestion:
          'Ask for the landlord to keep the home and its systems in repair, with you paying only for damage you, your household or guests cause beyond normal wear and tear. Report problems in writing and keep a copy. Check your state’s rule on repairs; a legal aid office or tenant rights group can tell you what applies.',
        at: s,
      };
    }
    return undefined;
  },
];
