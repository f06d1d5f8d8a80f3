import { z } from 'zod';
import { planSchema } from './auth';

const meterSchema = z.object({
  used: z.number().int().min(0),
  /** null = unlimited */
  limit: z.number().int().min(0).nullable(),
});

export const usageSchema = z.object({
  plan: planSchema,
  /** the current UTC calendar month, [periodStart, periodEnd) */
  periodStart: z.string(),
  periodEnd: z.string(),
  conversations: meterSchema,
  uploads: meterSchema,
});
export type Usage = z.infer<typeof usageSchema>;
export type UsageMeter = z.infer<typeof meterSchema>;
