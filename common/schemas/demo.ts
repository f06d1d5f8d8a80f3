import { z } from 'zod';
import { documentAnalysisSchema, pageSpanSchema } from './documents';

/** The public demo analysis: pasted text only, never stored. */
export const DEMO_TEXT_MAX_BYTES = 100 * 1024;
export const DEMO_ANALYSES_PER_HOUR = 20;

export const demoAnalysisRequestSchema = z.object({
  text: z.string({ error: 'Paste the text of a document to analyse.' }),
});

/** the text as analysed (whitespace normalised as for an upload), its page, and the analysis */
export const demoAnalysisSchema = z.object({
  text: z.string(),
  pages: z.array(pageSpanSchema),
  analysis: documentAnalysisSchema,
});
export type DemoAnalysis = z.infer<typeof demoAnalysisSchema>;
