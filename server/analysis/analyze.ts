/**
 * The analysis of a document's extracted text. Today: its sections and clauses (segment.ts); clause
 * types, key terms, areas to review and the summary build on these segments.
 */
import type { DocumentAnalysis } from '../../common/schemas/documents';
import { segmentText } from './segment';

export function analyzeText(text: string): DocumentAnalysis {
  return { segments: segmentText(text) };
}
