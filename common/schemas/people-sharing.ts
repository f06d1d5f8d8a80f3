/**
 * Sharing a document with named people (decision 0018): by username, at once, or by an email address,
 * through an invitation mailed there; what each may do; and the "Shared with me" list.
 */
import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, documentIdParamsSchema } from './documents';
import { SHARE_ROLES } from './document-access';
import { idParamSchema } from './ids';

/** documents one person may share with others, and pending invitations, at most */
export const MAX_PEOPLE = 100;

export const shareWithSchema = z.strictObject({
  /** a username, or an email address (with an @) to invite */
  person: z.string().trim().min(1, 'Enter a username or an email address.').max(254, 'That is longer than any username or email address.'),
  role: z.enum(SHARE_ROLES, 'Choose viewer, commenter or editor.'),
});
export type ShareWith = z.infer<typeof shareWithSchema>;
export const changeShareRoleSchema = z.strictObject({ role: z.enum(SHARE_ROLES, 'Choose viewer, commenter or editor.') });

export const personShareParamsSchema = documentIdParamsSchema.extend({ shareId: idParamSchema('Share id') });
export const documentInvitationParamsSchema = documentIdParamsSchema.extend({ invitationId: idParamSchema('Invitation id') });

export const personShareSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(SHARE_ROLES),
  /** who shared it; null once that account is gone */
  sharedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonShare = z.infer<typeof personShareSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const documentInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(SHARE_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type DocumentInvitation = z.infer<typeof documentInvitationSchema>;

/** who a document is shared with, and the invitations still waiting */
export const documentPeopleSchema = z.object({ people: z.array(personShareSchema), invitations: z.array(documentInvitationSchema) });
export type DocumentPeople = z.infer<typeof documentPeopleSchema>;
/** after sharing: the list as it is now, and what happened, in words ("Invitation sent to …") */
export const sharedWithPersonSchema = documentPeopleSchema.extend({
  notice: z.string(),
  /** an invitation's address, only when it could not be mailed: for the one who invited to send it themselves */
  link: z.string().optional(),
});

export const sharedWithMeQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const sharedWithMeItemSchema = z.object({
  /** the document's id: it opens at /documents/{id} */
  id: z.number(),
  title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  role: z.enum(SHARE_ROLES),
  /** the account that added the document */
  owner: z.string(),
  /** who shared it with them; null once that account is gone */
  sharedBy: z.string().nullable(),
  sharedAt: z.string(),
  updatedAt: z.string(),
});
export type SharedWithMeItem = z.infer<typeof sharedWithMeItemSchema>;
export const sharedWithMeListSchema = z.object({ items: z.array(sharedWithMeItemSchema), nextCursor: z.string().nullable() });
export type SharedWithMeList = z.infer<typeof sharedWithMeListSchema>;

export const documentInvitationTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not valid.') });
/** what the invitation link shows anyone holding it */
export const documentInvitationPreviewSchema = z.object({
  documentTitle: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  role: z.enum(SHARE_ROLES),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type DocumentInvitationPreview = z.infer<typeof documentInvitationPreviewSchema>;
export const acceptedDocumentInvitationSchema = z.object({ documentId: z.number() });
