/**
 * Reads content/legal-help: for each state and DC, its legal-aid programs, the bar's lawyer referral
 * service and the courts' self-help pages (docs/legal-help-guide.md).
 */
import path from 'node:path';
import { z } from 'zod';
import { STATE_CODES, stateName } from '../../common/jurisdictions';
import type { LegalHelp } from '../../common/schemas/legal-help';
import { ROOT_DIR } from '../lib/build-info';
import { officialUrlProblem } from './official-url';
import { loadYamlFolder } from './yaml-folder';

const LEGAL_HELP_DIR = path.join(ROOT_DIR, 'content/legal-help');

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// link' });
const officialUrl = httpsUrl.superRefine((v, ctx) => {
  const problem = officialUrlProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const fileSchema = z.strictObject({
  state: z.enum(STATE_CODES),
  legalAid: z.array(z.strictObject({ name: nonEmpty, url: httpsUrl, serves: nonEmpty.max(300), lsc: z.boolean() })).min(1).max(6),
  lawyerReferral: z.strictObject({ name: nonEmpty, url: httpsUrl, note: nonEmpty.max(300).optional() }),
  selfHelp: z.strictObject({ name: nonEmpty, url: officialUrl }),
  checked: z.iso.date(),
  reviewed: z.iso.date({ error: 'needs the date of its independent review (docs/legal-help-guide.md)' }),
});

export function parseLegalHelp(file: string, yaml: unknown): LegalHelp | string[] {
  const parsed = fileSchema.safeParse(yaml);
  if (!parsed.success) return parsed.error.issues.map((i) => `${file}: ${i.path.join('.') || '(root)'} ${i.message}`);
  const { reviewed: _reviewed, ...help } = parsed.data;
  const problems: string[] = [];
  if (file !== `${help.state.toLowerCase()}.yaml`) problems.push(`${file}: state ${help.state} must match the file name`);
  const names = help.legalAid.map((a) => a.name.toLowerCase());
  const urls = help.legalAid.map((a) => a.url.toLowerCase());
  if (new Set(names).size !== names.length || new Set(urls).size !== urls.length) problems.push(`${file}: a legal-aid program is listed twice`);
  return problems.length ? problems : { ...help, stateName: stateName(help.state) ?? help.state };
}

export async function loadLegalHelp(dir = LEGAL_HELP_DIR): Promise<LegalHelp[]> {
  return loadYamlFolder(dir, STATE_CODES.map((s) => `${s.toLowerCase()}.yaml`), parseLegalHelp);
}
