/**
 * The clause types Counsel recognises, each with the wording that marks it: the commercial review
 * taxonomy (after CUAD, the Contract Understanding Atticus Dataset) plus everyday ones (deposits, late
 * fees, at-will employment). A rule matches a clause's heading or its text; several may match one clause.
 */
import type { ClauseType } from '../../common/schemas/documents';

export interface ClauseRule {
  type: ClauseType;
  /** a heading that names the clause ("Governing Law", "Indemnification") */
  heading?: RegExp;
  /** wording in the clause's text that carries it, even under another heading */
  text?: RegExp[];
}

const near = (a: string, b: string, gap = 80) => new RegExp(`\\b(?:${a})\\b[^.;]{0,${gap}}\\b(?:${b})`, 'i');

export const CLAUSE_RULES: ClauseRule[] = [
  { type: 'governing_law', heading: /governing law|choice of law|applicable law/i, text: [near('governed by|construed (?:in accordance with|under)|interpreted under', 'laws? of', 60)] },
  { type: 'non_compete', heading: /non-?compet|covenant not to compete/i, text: [near('not|refrain from', 'compete|competing|competitive business|engage in any business that competes', 100), /\bnon-?competition\b/i] },
  { type: 'exclusivity', heading: /exclusiv/i, text: [/\bexclusive (?:provider|supplier|distributor|reseller|dealer|right to (?:sell|distribute|market)|basis)\b/i, /\bshall not (?:purchase|obtain|procure)\b[^.;]{0,40}\bfrom any (?:other|third)\b/i] },
  { type: 'no_solicit_of_customers', heading: /non-?solicit.*(customer|client)/i, text: [near('solicit|divert|entice', 'customers?|clients?', 100)] },
  { type: 'no_solicit_of_employees', heading: /non-?solicit.*(employee|personnel)/i, text: [near('solicit|hire|recruit|employ', 'employees?|personnel|staff|contractors? of', 100)] },
  { type: 'non_disparagement', heading: /disparag/i, text: [/\bdisparag/i] },
  { type: 'termination_for_convenience', heading: /termination for convenience/i, text: [near('terminate', 'for any reason or no reason|for any reason|without cause|for convenience|at any time (?:upon|on|with|by giving)', 120)] },
  { type: 'rofr_rofo_rofn', text: [/\bright of first (?:refusal|offer|negotiation)\b/i] },
  { type: 'change_of_control', heading: /change (?:of|in) control/i, text: [/\bchange (?:of|in) control\b/i, near('merger|consolidation|acquisition', 'all or substantially all|majority of', 80)] },
  { type: 'anti_assignment', heading: /assignment/i, text: [/\b(?:not|neither party may|no party may)\b[^.;]{0,40}\bassign\b[^.;]{0,160}\b(?:without|prior written consent)/i, /\bmay not (?:assign|transfer) (?:this|its|his|her|their)\b/i] },
  { type: 'revenue_profit_sharing', text: [/\b(?:revenue|profit)s?[- ]shar/i, /\broyalt(?:y|ies)\b/i, /\bpercent(?:age)? of (?:net|gross) (?:revenues?|sales|profits|receipts)\b/i] },
  { type: 'price_restrictions', text: [near('(?:prices?|fees?|rates?)', '(?:shall|will|may) not (?:increase|exceed|be increased)', 60), near('increase', 'by more than|no more than|not to exceed', 60)] },
  { type: 'minimum_commitment', text: [/\bminimum (?:purchase|order|commitment|spend|annual|monthly|quantity|fee)s?\b/i] },
  { type: 'volume_restriction', text: [/\b(?:shall not|may not|not to) exceed\b[^.;]{0,40}\b(?:users?|seats?|units?|copies|requests|calls|licenses)\b/i, /\busage (?:limits?|caps?)\b/i] },
  { type: 'ip_ownership_assignment', heading: /ownership|intellectual property|work product|inventions/i, text: [near('assigns?|shall assign|agrees to assign|transfers? to', "right, title,? and interest|intellectual property|work product|inventions", 120), /\bworks? made for hire\b/i, near('(?:shall be|is|are|remain)', 'the (?:sole and )?exclusive property of', 60)] },
  { type: 'joint_ip_ownership', text: [/\bjointly own(?:ed)?\b/i, /\bjoint(?:ly)? (?:ownership|owners)\b/i] },
  { type: 'license_grant', heading: /licen[cs]e grant|grant of licen[cs]e/i, text: [near('grants?|granted', 'licen[cs]e', 100)] },
  { type: 'non_transferable_license', text: [/\bnon-?transferable\b/i, /\bnon-?sublicensable\b/i] },
  { type: 'affiliate_license_licensor', text: [near('licensor and its affiliates|licensor or its affiliates', 'grant|license', 100)] },
  { type: 'affiliate_license_licensee', text: [near('licensee and its affiliates|licensee or its affiliates|customer and its affiliates', 'use|access|license', 100)] },
  { type: 'unlimited_all_you_can_eat_license', text: [near('unlimited', 'users?|use|copies|seats|installations|access', 40)] },
  { type: 'irrevocable_or_perpetual_license', text: [near('perpetual|irrevocable', 'licen[cs]e|right to use', 80)] },
  { type: 'source_code_escrow', text: [/\bescrow\b[^.;]{0,80}\bsource code\b|\bsource code\b[^.;]{0,80}\bescrow\b/i] },
  { type: 'post_termination_services', text: [/\btransition(?:al)? (?:services|assistance|period)\b/i, near('(?:after|following|upon) (?:the )?(?:termination|expiration)', 'continue to (?:provide|perform|support)', 120)] },
  { type: 'audit_rights', heading: /audit|inspection of records|books and records/i, text: [/\baudit\b/i, near('inspect|examine|review', 'books|records|accounts', 60)] },
  { type: 'uncapped_liability', text: [/\b(?:limitations?|caps?|exclusions?)\b[^.;]{0,120}\b(?:shall|will) not apply\b[^.;]{0,160}\b(?:indemnif|confidential|gross negligence|willful|breach)/i, /\bunlimited liability\b/i, near('liability', 'shall not be limited|is not limited|without limit', 60)] },
  { type: 'cap_on_liability', heading: /limitation of liability|limitations? on liability/i, text: [near('(?:aggregate|total|entire|cumulative|maximum) liability', 'shall not exceed|will not exceed|limited to|not to exceed|in no event exceed', 160), near('in no event shall', 'liab[^.;]{0,80}exceed', 120)] },
  { type: 'liquidated_damages', text: [/\bliquidated damages\b/i] },
  { type: 'warranty_duration', text: [near('warrants?|warranty|guarantee', 'for (?:a period of )?(?:\\w+ )?\\(?\\d+\\)? (?:days|months|years)|for one year|for ninety days', 100)] },
  { type: 'insurance', heading: /insurance/i, text: [near('maintain|carry|obtain|procure', 'insurance', 80), near('insurance', 'coverage of|policy|policies|limits of', 60)] },
  { type: 'covenant_not_to_sue', text: [/\bcovenants? not to sue\b/i, near('shall not|agrees not to|will not', '(?:sue|bring (?:any )?(?:action|claim|suit)|commence (?:any )?(?:action|proceeding))', 40)] },
  // as CUAD means it: someone outside the contract may enforce it ("No Third-Party Beneficiaries" is not one)
  {
    type: 'third_party_beneficiary',
    text: [
      // the words first, so the search runs fast; then what stands before them
      /third[- ]party beneficiar(?<=(?<!\b(?:not|never)\s+(?:be\s+)?(?:deemed\s+|considered\s+)?)\b(?:is|are|shall be|will be|be|deemed|considered)\s+(?:an?\s+|the\s+)?(?:express(?:ly)?\s+|intended\s+)+third[- ]party beneficiar)/i,
      /\b(?:except|other than)\b[^.;]{0,120}\b(?:no|nothing)\b[^.;]{0,80}\b(?:third[- ]part(?:y|ies)|any other person)\b/i,
    ],
  },
  { type: 'most_favored_nation', text: [/\bmost[- ]favou?red\b/i, near('prices?|terms?|rates?', 'no less favou?rable than|at least as favou?rable as|lowest price', 60)] },
  { type: 'renewal_term', heading: /renewal/i, text: [near('automatically|auto-?matically', 'renew|extend', 40), near('renews?|renewed|extends?|extended', 'automatically', 30), /\bauto-?renew/i, /\bsuccessive (?:renewal )?(?:terms?|periods?)\b/i] },
  { type: 'notice_period_to_terminate_renewal', text: [near('notice', '(?:non-?renewal|not to renew|intent(?:ion)? not to renew|before the end of the (?:then[- ]current |initial |renewal )?term|prior to the (?:end|expiration) of the (?:then[- ]current |initial |renewal )?term)', 160), near('unless (?:either|a) party (?:gives|provides)', 'notice', 80)] },
  { type: 'confidentiality', heading: /confidential|non-?disclosure/i, text: [near('keep|hold|maintain|treat', 'confidential|in confidence|secret', 80), near('not (?:disclose|use)', 'confidential information', 120), /\bconfidential information\b[^.;]{0,80}\b(?:shall|will|may) not\b/i] },
  { type: 'indemnification', heading: /indemnif|hold harmless/i, text: [/\bindemnif(?:y|ies|ication)\b/i, /\bhold (?:\w+ )?harmless\b/i] },
  { type: 'arbitration', heading: /arbitration/i, text: [/\barbitrat(?:ion|or|ors|ed|e)\b/i] },
  { type: 'dispute_resolution', heading: /dispute|jurisdiction|venue/i, text: [/\b(?:exclusive|non-exclusive) jurisdiction\b/i, /\bvenue\b/i, near('courts?', 'located in|of the state of|sitting in|in and for', 40), /\bmediat(?:ion|e)\b/i] },
  { type: 'force_majeure', heading: /force majeure/i, text: [/\bforce majeure\b/i, /\bacts? of god\b/i, /\bbeyond (?:its|their|the party's|a party's|either party's) reasonable control\b/i] },
  { type: 'termination', heading: /^termination|term and termination|default/i, text: [near('may terminate|right to terminate|shall terminate|will terminate|terminates? this', '(?:agreement|lease|contract|employment)', 60), near('(?:material )?breach', '(?:terminate|cure)', 120)] },
  { type: 'payment_terms', heading: /payment|fees|compensation and payment|rent$/i, text: [near('shall pay|will pay|agrees to pay|payable|due and payable|is due', '\\$|per month|monthly|within \\w+ \\(?\\d*\\)? ?days|in advance|upon receipt|invoice', 120), /\bnet (?:\d+|thirty|fifteen|sixty)\b/i] },
  { type: 'late_fees', heading: /late (?:fee|charge|payment)/i, text: [/\blate (?:fee|charge|payment charge)s?\b/i, near('interest', '(?:\\d+(?:\\.\\d+)?)% (?:per (?:month|annum|year))', 60), /\bpaid late\b|\bmore than \w+ \(?\d*\)? ?days late\b/i] },
  { type: 'security_deposit', heading: /security deposit|deposit/i, text: [/\bsecurity deposit\b/i, near('deposit', 'held|returned?|refund|deduct', 80)] },
  { type: 'warranty_disclaimer', heading: /disclaimer/i, text: [/\bas[- ]is\b/i, near('disclaims?|disclaimed|without', '(?:implied )?warrant', 80), /\bmerchantability\b/i] },
  { type: 'entire_agreement', heading: /entire agreement|integration/i, text: [/\bentire (?:agreement|understanding)\b/i, /\bsupersedes? (?:all )?(?:prior|previous)\b/i] },
  { type: 'severability', heading: /severab/i, text: [/\bseverab/i, near('held|found|deemed|determined', '(?:invalid|illegal|unenforceable)', 60)] },
  { type: 'notices', heading: /^notices?$/i, text: [near('notices?', '(?:shall|must|will) be (?:in writing|given|sent|delivered|deemed)', 80)] },
  { type: 'amendment', heading: /amendment|modification/i, text: [near('amend(?:ed|ment)?|modif(?:y|ied|ication)|change[ds]?', 'in writing|written instrument|signed by', 100)] },
  { type: 'at_will_employment', text: [/\bat[- ]will\b/i] },
  { type: 'compensation', heading: /compensation|salary|wages|benefits/i, text: [/\b(?:base )?salary\b/i, /\b(?:annual|signing|sign-on|performance) bonus\b/i, /\bstock options?\b|\brestricted stock\b|\bequity award\b/i, near('hourly (?:rate|wage)|wages?', '\\$', 40)] },
];
