/** Where to find free or low-cost legal help in each state (content/legal-help, docs/legal-help-guide.md). */
import { z } from 'zod';
import { STATE_CODES } from '../jurisdictions';

const link = z.object({ name: z.string(), url: z.string() });

export const legalHelpSchema = z.object({
  state: z.enum(STATE_CODES),
  stateName: z.string(),
  legalAid: z.array(link.extend({ serves: z.string(), lsc: z.boolean() })),
  lawyerReferral: link.extend({ note: z.string().optional() }),
  selfHelp: link,
  checked: z.string(),
});
export type LegalHelp = z.infer<typeof legalHelpSchema>;

export const legalHelpQuerySchema = z.strictObject({ state: z.enum(STATE_CODES).optional() });
export const legalHelpResponseSchema = z.object({ states: z.array(legalHelpSchema) });
