export { draftLink, DraftsList } from './components/drafts-list';
export { useDrafts } from './api/drafts';
