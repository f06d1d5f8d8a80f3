import { z } from 'zod';

export const deploymentInfoSchema = z.object({
  version: z.string(),
  deployedAt: z.string(),
});
export type DeploymentInfo = z.infer<typeof deploymentInfoSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
