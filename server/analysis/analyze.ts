/**
 * The analysis of a document's extracted text: its sections and clauses (segment.ts), the types of
 * those clauses (classify.ts), its key terms (key-terms.ts), the areas to review (review.ts) and a
 * plain-English summary of all of them (summary.ts).
 */
import type { DocumentAnalysis } from '../../common/schemas/documents';
import { classifyClauses } from './classify';
import { extractKeyTerms } from './key-terms';
import { reviewAreas } from './review';
import type { StateLaw } from './review-state-law';
import { segmentText } from './segment';
import { summarize } from './summary';

/** `lawOf`: the state-rule figures of a state by name (server/content/state-law.ts), to compare the terms with the governing state's statutes. */
export function analyzeText(text: string, lawOf?: (stateName: string) => StateLaw | undefined): DocumentAnalysis {
  const segments = segmentText(text);
  const clauses = classifyClauses(text, segments);
  const keyTerms = extractKeyTerms(text, clauses);
  const documentType = keyTerms.find((t) => t.type === 'document_type')!.value as DocumentAnalysis['documentType'];
  const governing = keyTerms.find((t) => t.type === 'governing_law')?.value;
  const areasToReview = reviewAreas(text, clauses, documentType, keyTerms, governing ? lawOf?.(governing) : undefined);
  return { segments, clauses, documentType, keyTerms, areasToReview, summary: summarize(documentType, keyTerms, areasToReview) };
}
