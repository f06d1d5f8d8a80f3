/** Sharing a document by link: the links its owner makes and revokes, and what a link's visitor sees. */
import { z } from 'zod';
import { documentIdParamsSchema } from './documents';
import { commentBodySchema, editorContentSchema, threadSchema } from './editing';
import { idParamSchema } from './ids';

export const SHARE_ACCESS = ['view', 'comment'] as const;
export type ShareAccess = (typeof SHARE_ACCESS)[number];

/** a link's password: long enough not to be guessed quickly, short enough to type from a note */
export const SHARE_PASSWORD_MIN = 8;

export const newShareLinkSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the link, for example “for my landlord”.').max(80, 'Keep the name under 80 characters.'),
  access: z.enum(SHARE_ACCESS, 'Choose what the link allows: view, or view with comments.'),
  /** the last moment it works (ISO); the client sends the end of the chosen day */
  expiresAt: z.iso.datetime({ offset: true, error: 'The expiry must be a date and time.' }).optional(),
  password: z.string().min(SHARE_PASSWORD_MIN, `Use a password of at least ${SHARE_PASSWORD_MIN} characters.`).max(200, 'Keep the password under 200 characters.').optional(),
});
export type NewShareLink = z.infer<typeof newShareLinkSchema>;

export const shareLinkParamsSchema = documentIdParamsSchema.extend({ linkId: idParamSchema('Link id') });

export const shareLinkSchema = z.object({
  id: z.number(),
  name: z.string(),
  access: z.enum(SHARE_ACCESS),
  hasPassword: z.boolean(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** username of who made it; null once the account is gone */
  createdBy: z.string().nullable(),
  /** 'active', or why it no longer opens */
  state: z.enum(['active', 'expired', 'revoked']),
  /** the access log: how many times it was opened, and the latest times (newest first, at most 20) */
  visitCount: z.number(),
  visits: z.array(z.string()),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkListSchema = z.object({ items: z.array(shareLinkSchema) });
/** a new link: its address, shown once (only a hash of its token is kept) */
export const createdShareLinkSchema = z.object({ link: shareLinkSchema, url: z.string() });

/** a token as it comes in a URL: what newSecretToken makes (43 base64url characters) */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link does not exist. Check that it was copied whole.');
export const shareTokenParamsSchema = z.object({ token: tokenSchema });
const passwordSchema = z.string().min(1, 'Enter the password.').max(200, 'That password is not right.');
export const openSharedSchema = z.strictObject({ password: passwordSchema });

/** a visitor's name on their comments: they have no account */
const guestNameSchema = z.string().trim().min(1, 'Give your name, so others know who wrote the comment.').max(60, 'Keep your name under 60 characters.');
/** what opening a protected link with its password gives, proving it for a while (SHARE_GRANT_HOURS) without the password again */
const grantSchema = z.string().max(200).optional();
/** a comment written through a comment link; `grant` when the link has a password */
export const sharedThreadSchema = z
  .strictObject({ name: guestNameSchema, body: commentBodySchema, revision: z.number().int().min(0), start: z.number().int().min(0), end: z.number().int().min(0), grant: grantSchema })
  .refine((c) => c.end > c.start, { message: 'Select the words the comment is about.', path: ['end'] });
export const sharedReplySchema = z.strictObject({ name: guestNameSchema, body: commentBodySchema, grant: grantSchema });
/** the header a visitor's browser sends a link's grant in (a reload of a protected link, without the password again) */
export const SHARE_GRANT_HEADER = 'X-Share-Grant';
export const SHARE_GRANT_HOURS = 12;
export const sharedCommentParamsSchema = z.object({ token: tokenSchema, commentId: idParamSchema('Comment id') });

/** What a link's visitor sees: the document read-only, and its comments when the link allows. Never the owner's account. */
export const sharedDocumentSchema = z.object({
  title: z.string(),
  content: editorContentSchema,
  access: z.enum(SHARE_ACCESS),
  /** the open comments, for a 'comment' link; empty otherwise */
  comments: z.array(threadSchema.omit({ mine: true, mayDelete: true })),
  /** when the newest version was saved */
  updatedAt: z.string(),
  /** the revision the text is of: a new comment's range names it */
  revision: z.number(),
  /** for a link with a password: proof it was given, for comments and a reload (null for a link without one) */
  grant: z.string().nullable(),
});
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

/** said by GET /api/shared/:token when the link has a password: the page asks for it and sends it with POST …/open */
export const SHARE_MESSAGES = {
  passwordRequired: 'This document is protected by a password. Enter the password the sender gave you.',
  wrongPassword: 'That password is not right.',
  notFound: 'This link does not exist. Check that it was copied whole.',
  revoked: 'This link was turned off by the person who shared it. Ask them for a new one.',
  expired: 'This link has expired. Ask the person who shared it for a new one.',
  viewOnly: 'This link lets you read the document, not comment on it.',
} as const;
