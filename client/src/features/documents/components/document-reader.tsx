import type { DocumentAnalysis } from '@common/schemas/documents';
import { useDocumentText } from '../api/documents';
import { AnalysisView } from './analysis-view';

/** A stored document's analysis, once its extracted text has loaded. */
export function DocumentReader({ documentId, analysis }: { documentId: number; analysis: DocumentAnalysis }) {
  const { data, isLoading, error } = useDocumentText(documentId, true);
  if (isLoading) return <p className="text-muted">Loading the document’s text…</p>;
  if (error || !data) return <p className="text-danger">We couldn’t load the document’s text. Please refresh the page.</p>;
  return <AnalysisView text={data.text} pages={data.pages} analysis={analysis} />;
}
