/**
 * A long, realistic agreement for the document benchmarks, made on the spot and the same every time: a
 * master services agreement with a preamble, numbered articles, sections with headings ("4.2 Invoices.")
 * and lettered clauses, in the wording of real commercial contracts, laid out as the pages of a PDF or of
 * a plain-text file (running header, wrapped lines, "Page n of N").
 */

const PARTIES = ['Harborline Logistics, Inc.', 'Quarry Lane Software LLC'];
const WORDS = ['ten (10)', 'fifteen (15)', 'thirty (30)', 'forty-five (45)', 'sixty (60)', 'ninety (90)'];

/** Section headings with their wording; `n` varies the numbers so no two sections read the same. */
const SECTIONS: [heading: string, body: (n: number) => string, clauses?: string[]][] = [
  ['Services', (n) => `Provider shall perform the services described in Statement of Work No. ${n} (the "Services") in a professional and workmanlike manner, with personnel having the skill and experience the Services require, and in compliance with all applicable laws and Customer's reasonable site policies.`],
  ['Fees', (n) => `Customer shall pay Provider the fees set out in each Statement of Work. Provider may increase its hourly rates once per contract year, but the fees for Statement of Work No. ${n} shall not increase by more than ${3 + (n % 4)}% over the rates in effect in the preceding year.`],
  ['Invoices', (n) => `Provider shall invoice Customer monthly in arrears. Customer shall pay each undisputed invoice within ${WORDS[n % WORDS.length]} days after receipt. Amounts not paid when due bear interest at ${1 + (n % 2) * 0.5}% per month or the highest rate the law allows, whichever is lower.`],
  ['Confidentiality', () => `Each party shall hold the other party's Confidential Information in confidence, shall use it only to perform or receive the Services, and shall not disclose it to any third party except to its employees and advisers who need to know it and are bound by duties of confidentiality at least as protective as these.`, [
    'information that is or becomes public through no fault of the receiving party;',
    'information the receiving party lawfully knew before receiving it from the disclosing party;',
    'information independently developed without use of the disclosing party\'s Confidential Information; or',
    'information disclosed under an order of a court of competent jurisdiction, after prompt notice to the disclosing party.',
  ]],
  ['Term', (n) => `This Agreement begins on the Effective Date and continues for a term of ${WORDS[n % WORDS.length]!.replace(/ .*/, '')} months. It then renews automatically for successive one-year renewal terms unless either party gives written notice of non-renewal at least ${WORDS[(n + 2) % WORDS.length]} days before the end of the then-current term.`],
  ['Termination for Breach', (n) => `Either party may terminate this Agreement on written notice if the other party materially breaches it and fails to cure the breach within ${WORDS[n % WORDS.length]} days after receiving notice describing the breach in reasonable detail.`],
  ['Indemnification', () => `Provider shall indemnify, defend and hold harmless Customer and its officers, directors and employees from and against all claims, losses, damages and expenses, including reasonable attorneys' fees, arising out of:`, [
    'any claim that the Services or the deliverables infringe the intellectual property rights of a third party;',
    'the gross negligence or willful misconduct of Provider or its personnel; or',
    'Provider\'s breach of its obligations under the Article on Confidentiality.',
  ]],
  ['Limitation of Liability', (n) => `In no event shall either party's aggregate liability arising out of this Agreement exceed the fees paid or payable under it in the ${WORDS[(n + 3) % WORDS.length]!.replace(/ \(.*/, '')} months before the event giving rise to the claim, nor shall either party be liable for lost profits or any indirect, special or consequential damages.`],
  ['Insurance', (n) => `Provider shall maintain, at its own expense, commercial general liability insurance with limits of not less than $${n % 3 ? '1,000,000' : '2,000,000'} per occurrence, professional liability insurance, and workers' compensation insurance as the law requires, and shall furnish certificates of insurance on request.`],
  ['Ownership of Work Product', () => `All deliverables created for Customer under a Statement of Work are works made for hire. To the extent any deliverable is not, Provider hereby assigns to Customer all right, title and interest in it, including all intellectual property rights, and shall sign any document Customer reasonably requests to perfect that assignment.`],
  ['Audit', (n) => `During the term and for ${WORDS[n % 3]!.replace(/ .*/, '')} months after it ends, Customer may, on reasonable notice and no more than once a year, inspect and audit Provider's books and records relating to the fees charged under this Agreement.`],
  ['Non-Solicitation', (n) => `During the term and for ${WORDS[n % 4]!.replace(/ .*/, '')} months afterwards, neither party shall solicit for employment any employee of the other party who worked on the Services, except through general advertisements not aimed at those employees.`],
  ['Force Majeure', () => `Neither party is liable for a delay or failure to perform caused by events beyond its reasonable control, including acts of God, fire, flood, epidemic, war, labor disputes or failures of public utilities, provided it gives prompt notice and resumes performance as soon as it can.`],
  ['Assignment', () => `Neither party may assign this Agreement or any of its rights under it without the prior written consent of the other party, except to a successor in a merger or sale of all or substantially all of its assets. Any other attempted assignment is void.`],
  ['Governing Law', () => `This Agreement is governed by and construed in accordance with the laws of the State of Delaware, without regard to its conflict of laws rules. The state and federal courts located in New Castle County, Delaware have exclusive jurisdiction over any dispute arising out of it.`],
  ['Notices', () => `All notices under this Agreement shall be in writing and shall be delivered by hand, by a national overnight courier, or by email with confirmation of receipt, to the addresses set out on the signature page, and are effective on receipt.`],
  ['Entire Agreement', () => `This Agreement, with its Statements of Work and exhibits, is the entire agreement of the parties on its subject and supersedes all prior proposals, negotiations and understandings, whether written or oral.`],
  ['Severability', () => `If any provision of this Agreement is held invalid or unenforceable, the remaining provisions remain in full force, and the invalid provision shall be enforced to the greatest extent the law permits.`],
];

const SECTIONS_PER_ARTICLE = 12;
const NUMERALS: [number, string][] = [[100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
function roman(n: number): string {
  let out = '';
  for (const [value, numeral] of NUMERALS) for (; n >= value; n -= value) out += numeral;
  return out;
}

/** The agreement's paragraphs, at least `minChars` characters of them, each one line of text. */
function paragraphs(minChars: number): string[] {
  const out = [
    'MASTER SERVICES AGREEMENT',
    `This Master Services Agreement (this "Agreement") is made as of March 2, 2026 (the "Effective Date") between ${PARTIES[0]}, a Delaware corporation ("Customer"), and ${PARTIES[1]}, a Colorado limited liability company ("Provider").`,
  ];
  let size = out.join('\n\n').length;
  for (let article = 1, n = 0; size < minChars; article++) {
    const add = (p: string) => {
      out.push(p);
      size += p.length + 2;
    };
    add(`ARTICLE ${roman(article)} - ${SECTIONS[n % SECTIONS.length]![0].toUpperCase()}`);
    for (let section = 1; section <= SECTIONS_PER_ARTICLE; section++, n++) {
      const [heading, body, clauses] = SECTIONS[n % SECTIONS.length]!;
      add(`${article}.${section} ${heading}. ${body(n)}`);
      clauses?.forEach((clause, i) => add(`(${String.fromCharCode(97 + i)}) ${clause}`));
    }
  }
  return out;
}

/** A paragraph as lines of at most `width` characters, broken at spaces. */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** The paragraphs laid out as pages of up to `linesPerPage` lines, a blank line between paragraphs. */
function paginate(all: string[], width: number, linesPerPage: number): string[][] {
  const pages: string[][] = [[]];
  for (const paragraph of all) {
    const lines = wrap(paragraph, width);
    if (pages.at(-1)!.length + lines.length + 1 > linesPerPage) pages.push([]);
    pages.at(-1)!.push(...lines, '');
  }
  return pages;
}

export const CONTRACT_HEADER = 'Master Services Agreement - Harborline / Quarry Lane - Confidential';

/** Exactly `count` pages for makePdf: up to 38 lines of up to 88 characters each (11 pt Helvetica). */
export function contractPages(count: number): string[][] {
  for (let chars = count * 2500; ; chars += 20_000) {
    const pages = paginate(paragraphs(chars), 88, 38);
    if (pages.length >= count) return pages.slice(0, count);
  }
}

/**
 * About `bytes` of plain text (ASCII, so characters are bytes): lines wrapped at 78 columns, pages split
 * by form feeds, each page with its header and number.
 */
export function contractTxt(bytes: number): string {
  const pages = paginate(paragraphs(bytes), 78, 56).map((lines) => [CONTRACT_HEADER, '', ...lines].join('\n'));
  let size = 0;
  const kept = pages.filter((page) => (size += page.length + 20) <= bytes);
  return kept.map((page, i) => `${page}\nPage ${i + 1} of ${kept.length}`).join('\n\f');
}
