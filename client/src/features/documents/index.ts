export { useDocument, useDocumentList, useDocumentPages } from './api/documents';
export { StatusBadge } from './components/status-badge';
export { analyseDemoText } from './api/demo';
export { AreasToReview } from './components/areas-to-review';
export { KeyTerms } from './components/key-terms';
export { DocumentDropzone } from './components/document-dropzone';
