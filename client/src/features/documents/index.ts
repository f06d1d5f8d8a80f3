export { useDocumentList } from './api/documents';
