/**
 * The analysis of a document's extracted text: its sections and clauses (segment.ts) and the types of
 * those clauses (classify.ts). Key terms, areas to review and the summary build on these.
 */
import type { DocumentAnalysis } from '../../common/schemas/documents';
import { classifyClauses } from './classify';
import { segmentText } from './segment';

export function analyzeText(text: string): DocumentAnalysis {
  const segments = segmentText(text);
  return { segments, clauses: classifyClauses(text, segments) };
}
