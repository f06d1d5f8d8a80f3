export { useDocumentList, useDocumentPages } from './api/documents';
export { StatusBadge } from './components/status-badge';
