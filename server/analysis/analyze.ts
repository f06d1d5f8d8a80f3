/**
 * The analysis of a document's extracted text: its sections and clauses (segment.ts), the types of
 * those clauses (classify.ts) and its key terms (key-terms.ts). Areas to review and the summary build
 * on these.
 */
import type { DocumentAnalysis } from '../../common/schemas/documents';
import { classifyClauses } from './classify';
import { extractKeyTerms } from './key-terms';
import { segmentText } from './segment';

export function analyzeText(text: string): DocumentAnalysis {
  const segments = segmentText(text);
  const clauses = classifyClauses(text, segments);
  const keyTerms = extractKeyTerms(text, clauses);
  const documentType = keyTerms.find((t) => t.type === 'document_type')!.value as DocumentAnalysis['documentType'];
  return { segments, clauses, documentType, keyTerms };
}
