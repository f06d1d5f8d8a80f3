/**
 * CUAD v1 (The Atticus Project, CC BY 4.0) as the scripts read it from ../shared/data/cuad-dev: 410 real
 * commercial contracts with lawyers' labels. Each contract's text, and for each of the categories Counsel
 * knows, the labelled passages found back in that text (the CSV gives their words, not where they stand),
 * plus the normalised answers CUAD gives for governing law, dates and the renewal term.
 * A fixed fifth (by a hash of the file name) is held out: trained on never, looked at only for the final number.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import JSON5 from 'json5';
import type { ClauseType } from '../../../common/schemas/documents';
import { sharedDataPath } from '../../lib/shared-data';

/** CUAD's column for each clause type it labels (Competitive Restriction Exception has no type of ours). */
export const CUAD_CATEGORIES: Partial<Record<ClauseType, string>> = {
  governing_law: 'Governing Law', most_favored_nation: 'Most Favored Nation', non_compete: 'Non-Compete', exclusivity: 'Exclusivity',
  no_solicit_of_customers: 'No-Solicit Of Customers', no_solicit_of_employees: 'No-Solicit Of Employees', non_disparagement: 'Non-Disparagement',
  termination_for_convenience: 'Termination For Convenience', rofr_rofo_rofn: 'Rofr/Rofo/Rofn', change_of_control: 'Change Of Control',
  anti_assignment: 'Anti-Assignment', revenue_profit_sharing: 'Revenue/Profit Sharing', price_restrictions: 'Price Restrictions',
  minimum_commitment: 'Minimum Commitment', volume_restriction: 'Volume Restriction', ip_ownership_assignment: 'Ip Ownership Assignment',
  joint_ip_ownership: 'Joint Ip Ownership', license_grant: 'License Grant', non_transferable_license: 'Non-Transferable License',
  affiliate_license_licensor: 'Affiliate License-Licensor', affiliate_license_licensee: 'Affiliate License-Licensee',
  unlimited_all_you_can_eat_license: 'Unlimited/All-You-Can-Eat-License', irrevocable_or_perpetual_license: 'Irrevocable Or Perpetual License',
  source_code_escrow: 'Source Code Escrow', post_termination_services: 'Post-Termination Services', audit_rights: 'Audit Rights',
  uncapped_liability: 'Uncapped Liability', cap_on_liability: 'Cap On Liability', liquidated_damages: 'Liquidated Damages',
  warranty_duration: 'Warranty Duration', insurance: 'Insurance', covenant_not_to_sue: 'Covenant Not To Sue',
  third_party_beneficiary: 'Third Party Beneficiary', renewal_term: 'Renewal Term', notice_period_to_terminate_renewal: 'Notice Period To Terminate Renewal',
};
export const CUAD_TYPES = Object.keys(CUAD_CATEGORIES) as ClauseType[];

export interface Span {
  start: number;
  end: number;
}

export interface CuadContract {
  file: string;
  text: string;
  /** the labelled passages of each type, found back in the text (a type absent here is not in the contract) */
  spans: Partial<Record<ClauseType, Span[]>>;
  /** labelled passages whose words could not be found back in the text */
  unplaced: number;
  answers: { governingLaw: string; agreementDate: string; effectiveDate: string; expirationDate: string; renewalTerm: string; noticePeriod: string };
}

export type CuadPart = 'dev' | 'held-out';

/** The part a contract belongs to: about a fifth, fixed by its file name, is held out. */
export function partOf(file: string): CuadPart {
  return createHash('sha256').update(file).digest()[0]! % 5 === 0 ? 'held-out' : 'dev';
}

/** The text with each run of white space as one space, and where each of its characters stands in the original. */
function squeezed(text: string) {
  const parts: string[] = [];
  const at: number[] = [];
  for (const m of text.matchAll(/\s+|\S+/g)) {
    const space = /^\s/.test(m[0]);
    if (space && !parts.length) continue;
    parts.push(space ? ' ' : m[0]);
    if (space) at.push(m.index);
    else for (let i = 0; i < m[0].length; i++) at.push(m.index + i);
  }
  return { out: parts.join(''), at };
}

/** Where each labelled passage stands in the text: first as written, then with white space evened out. */
function place(text: string, passages: string[], flat: () => ReturnType<typeof squeezed>): { spans: Span[]; unplaced: number } {
  const spans: Span[] = [];
  let unplaced = 0;
  for (const passage of passages) {
    const exact = text.indexOf(passage);
    if (exact >= 0) {
      spans.push({ start: exact, end: exact + passage.length });
      continue;
    }
    const { out, at } = flat();
    const words = passage.trim().replace(/\s+/g, ' ');
    const i = words ? out.indexOf(words) : -1;
    if (i < 0) unplaced++;
    else spans.push({ start: at[i]!, end: at[i + words.length - 1]! + 1 });
  }
  return { spans, unplaced };
}

/** A file's name by its letters and digits only: the CSV and the folder spell "&", "'" and accents differently. */
export const nameKey = (file: string) => file.replace(/\.(?:pdf|txt)$/i, '').normalize('NFD').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

const listOf = (cell: string | undefined): string[] => (cell?.startsWith('[') ? (JSON5.parse(cell) as string[]) : []);

/** The contracts of one part (all when no part is named), or undefined when the data is not on this machine. */
export async function loadCuad(part?: CuadPart): Promise<CuadContract[] | undefined> {
  const dir = sharedDataPath('cuad-dev');
  if (!dir) return undefined;
  const rows = parse(await readFile(join(dir, 'master_clauses.csv')), { columns: true }) as Record<string, string>[];
  const txt = new Map((await readdir(join(dir, 'txt'))).map((name) => [nameKey(name), name]));
  const chosen = rows.filter((row) => !part || partOf(row.Filename!) === part);
  return Promise.all(
    chosen.map(async (row) => {
      const file = txt.get(nameKey(row.Filename!));
      if (!file) throw new Error(`CUAD: no text for ${row.Filename}`);
      const text = await readFile(join(dir, 'txt', file), 'utf8');
      let flat: ReturnType<typeof squeezed> | undefined;
      const spans: CuadContract['spans'] = {};
      let unplaced = 0;
      for (const type of CUAD_TYPES) {
        // "<omitted>" joins pieces of a passage that stand apart in the text
        const passages = listOf(row[CUAD_CATEGORIES[type]!]).flatMap((p) => p.split('<omitted>')).filter((p) => p.trim());
        if (!passages.length) continue;
        const found = place(text, passages, () => (flat ??= squeezed(text)));
        unplaced += found.unplaced;
        // a type whose words were all lost still counts as present: the label says so
        spans[type] = found.spans;
      }
      return {
        file,
        text,
        spans,
        unplaced,
        answers: {
          governingLaw: row['Governing Law-Answer'] ?? '',
          agreementDate: row['Agreement Date-Answer'] ?? '',
          effectiveDate: row['Effective Date-Answer'] ?? '',
          expirationDate: row['Expiration Date-Answer'] ?? '',
          renewalTerm: row['Renewal Term-Answer'] ?? '',
          noticePeriod: row['Notice Period To Terminate Renewal- Answer'] ?? '',
        },
      };
    }),
  );
}
