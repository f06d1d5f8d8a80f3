/**
 * The facts of a story besides its problems and place: who the other side is (landlord, employer, an ex,
 * a collector, the police, a school, an insurer…) and the sums of money it names. Lexical, like the rest
 * of the spotter: the words people use for each side, and money as people write it ("$2,300", "5k",
 * "1200 dollars").
 */

export type PartyRole =
  | 'landlord'
  | 'employer'
  | 'ex-partner'
  | 'spouse'
  | 'co-parent'
  | 'debt collector'
  | 'creditor'
  | 'police'
  | 'prosecutor'
  | 'school'
  | 'insurer'
  | 'hospital'
  | 'government agency'
  | 'immigration authorities'
  | 'seller'
  | 'contractor'
  | 'neighbor'
  | 'family member'
  | 'business partner'
  | 'client';

export interface Party {
  role: PartyRole;
  /** the words that name it, as written */
  text: string;
  start: number;
}

export interface Sum {
  text: string;
  /** in dollars */
  amount: number;
  start: number;
}

const PARTIES: [PartyRole, RegExp][] = [
  ['landlord', /\b(landlord|landlady|property\s+manag(er|ement)|leasing\s+office|apartment\s+(complex|management)|management\s+company|slumlord|LL)\b/],
  ['employer', /\b(employer|my\s+boss|(store|shift|general|district|my)\s+manager|supervisor|HR\b|human\s+resources|the\s+company\s+i\s+work|my\s+job|my\s+work(place)?)\b/i],
  ['co-parent', /\b(baby\s*(daddy|mama|momma|mother|father)|co-?parent|(my\s+)?(son|daughter|child|kid|kids|children)'?s\s+(father|mother|dad|mom)|BD|BM)\b/],
  ['ex-partner', /\b(my\s+ex|ex-?(husband|wife|boyfriend|girlfriend|partner|fiance)|former\s+(husband|wife|partner))\b/i],
  ['spouse', /\b(my\s+(husband|wife|spouse|hubby)|(stbx|stbxh|stbxw))\b/i],
  ['debt collector', /\b(debt\s+collector|collection\s+(agency|agencies|company)|collections|collector)\b/i],
  ['creditor', /\b(creditor|credit\s+card\s+company|lender|the\s+bank|loan\s+company)\b/i],
  ['police', /\b(police|cops?|officer|deputy|sheriff|trooper|detective|PD)\b/],
  ['prosecutor', /\b(prosecutor|district\s+attorney|DA|state'?s\s+attorney)\b/],
  ['school', /\b(school|principal|teacher|school\s+district|school\s+board|college|university)\b/i],
  ['insurer', /\b(insurance\s+(company|adjuster)|insurer|adjuster|(my|their|his|her)\s+insurance)\b/i],
  ['hospital', /\b(hospital|doctor|clinic|ER|emergency\s+room|urgent\s+care|dentist|surgeon)\b/],
  ['immigration authorities', /\b(ICE|USCIS|immigration\s+(officer|court|judge|agents?)|border\s+patrol|CBP)\b/],
  ['government agency', /\b(social\s+security\s+(office|administration)|SSA|unemployment\s+office|DHS|CPS|DCFS|DCF|child\s+protective\s+services|IRS|DMV|the\s+county|the\s+city|the\s+state)\b/],
  ['seller', /\b(seller|dealer(ship)?|the\s+store|retailer|the\s+shop|merchant|car\s+lot)\b/i],
  ['contractor', /\b(contractor|builder|plumber|roofer|mechanic|handyman)\b/i],
  ['neighbor', /\b(neighbou?rs?)\b/i],
  ['business partner', /\b(business\s+partner|co-?founder|my\s+partner\s+in\s+the\s+business)\b/i],
  ['client', /\b(my\s+client|a\s+client|the\s+client|customer\s+(won'?t|didn'?t|never)\s+pa(y|id))\b/i],
  ['family member', /\b(my\s+(mom|mother|dad|father|parents?|brother|sister|sibling|aunt|uncle|grandma|grandmother|grandpa|grandfather|cousin|stepmom|stepdad|in-laws?))\b/i],
];

/** The other sides a story names, each role once, in the order first met. */
export function findParties(text: string): Party[] {
  const found: Party[] = [];
  for (const [role, pattern] of PARTIES) {
    const m = pattern.exec(text);
    if (m) found.push({ role, text: m[0], start: m.index });
  }
  return found.sort((a, b) => a.start - b.start);
}

const MULTIPLIER: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mil: 1e6, million: 1e6 };
const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s?(k|thousand|grand|m|mil|million)?\b|\b(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s?(k|thousand|grand|million)?\s?(dollars|bucks|usd)\b|\b(\d+(?:\.\d)?)\s?(k|grand)\b/gi;

/** The sums of money a story names, in order, as written and in dollars. */
export function findSums(text: string): Sum[] {
  const sums: Sum[] = [];
  for (const m of text.matchAll(MONEY)) {
    const digits = m[1] ?? m[4] ?? m[8]!;
    const fraction = m[2] ?? m[5] ?? '';
    const unit = (m[3] ?? m[6] ?? m[9] ?? '').toLowerCase();
    const amount = Number(`${digits.replace(/,/g, '')}${fraction}`) * (MULTIPLIER[unit] ?? 1);
    if (Number.isFinite(amount) && amount > 0) sums.push({ text: m[0].trim(), amount, start: m.index });
  }
  return sums;
}
