/** What each role a document is shared with allows, in the words every sharing screen uses. */
import type { DocumentAccess, ShareRole } from '@common/schemas/document-access';

export const ROLE_LABEL: Record<ShareRole, string> = { viewer: 'Viewer', commenter: 'Commenter', editor: 'Editor' };

export const ROLE_HINT: Record<ShareRole, string> = {
  viewer: 'Reads and downloads it.',
  commenter: 'Reads it, sees its history and comments.',
  editor: 'Reads it, comments and changes its text.',
};

export const ROLE_OPTIONS = (Object.keys(ROLE_LABEL) as ShareRole[]).map((value) => ({ value, label: ROLE_LABEL[value] }));

/** what the signed-in person may do, said to them */
export const ACCESS_TEXT: Record<DocumentAccess, string> = {
  viewer: 'You can read and download it.',
  commenter: 'You can read it, see its history and comment.',
  editor: 'You can read, comment on and edit it.',
  manager: 'You manage it.',
};
