/** What someone may do with one document (decision 0018). */

/** what a person a document is shared with may do: read it; read and comment; read, comment and edit */
export const SHARE_ROLES = ['viewer', 'commenter', 'editor'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

/**
 * What the signed-in person may do with a document, from weakest to strongest: a share's role, or in
 * the document's workspace 'commenter' (a teammate) or 'manager' (who added it, a team's owner or admins:
 * rename, delete, reanalyse, share).
 */
export const DOCUMENT_ACCESS = [...SHARE_ROLES, 'manager'] as const;
export type DocumentAccess = (typeof DOCUMENT_ACCESS)[number];

export const atLeast = (access: DocumentAccess, needed: DocumentAccess): boolean => DOCUMENT_ACCESS.indexOf(access) >= DOCUMENT_ACCESS.indexOf(needed);
