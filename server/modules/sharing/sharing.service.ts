/**
 * Sharing a document by link (decision 0017). Only who may change the document (who added it, a
 * team's owner or admins) makes, lists and revokes its links. A link's visitor needs no account: the
 * token in the address is looked up by its hash; an unknown one is 404, a revoked or expired one 410
 * in plain words; a password is checked with argon2, tries limited per link and address, and its
 * opening gives a grant (signed, for SHARE_GRANT_HOURS) that the visitor's comments and reloads carry
 * instead of the password, so only typing it counts as a try. What
 * the visitor gets is the document's newest text (and, with a comment link, its open comments, to
 * which they may add theirs under a name they give), never its owner's account or another document;
 * each opening is logged for the owner to see.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { JSONContent } from '@tiptap/core';
import type { NewShareLink, ShareLink, SharedDocument } from '../../../common/schemas/sharing';
import { SHARE_GRANT_HOURS, SHARE_MESSAGES } from '../../../common/schemas/sharing';
import { AppError } from '../../lib/app-error';
import type { RateLimiter, RateWindow } from '../../lib/rate-limiter';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import type { Actor } from '../../plugins/auth';
import { createDocumentAccess } from '../documents/document-access';
import type { DocumentsRepository } from '../documents/documents.repository';
import type { CommentsService, NewThread } from '../editing/comments.service';
import type { EditingService } from '../editing/editing.service';
import type { ShareLinkRow, SharingRepository } from './sharing.repository';

/** links a document may have, revoked ones included (their logs stay) */
export const MAX_LINKS = 50;
/** password tries a link takes from one address, and from everyone, before it waits */
export const PASSWORD_TRIES = { perAddress: [{ limit: 5, windowMs: 15 * 60_000 }], perLink: [{ limit: 100, windowMs: 60 * 60_000 }] };

/** comments and replies one address, and everyone, may post through a link in an hour */
export const GUEST_COMMENTS = { perAddress: [{ limit: 30, windowMs: 60 * 60_000 }], perLink: [{ limit: 100, windowMs: 60 * 60_000 }] };

/** Takes one use of each key, or refuses with 429 and when to try again. */
async function within(limiter: RateLimiter, keys: (readonly [string, readonly RateWindow[]])[], refusal: string): Promise<void> {
  for (const [key, windows] of keys) {
    const decision = await limiter.take(key, windows);
    if (decision.ok) continue;
    const minutes = Math.ceil(decision.retryAfterMs / 60_000);
    throw new AppError(429, 'rate_limited', `${refusal} ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, Math.ceil(decision.retryAfterMs / 1000));
  }
}

export interface SharingDeps {
  repository: SharingRepository;
  documents: DocumentsRepository;
  editing: Pick<EditingService, 'sharedContent'>;
  comments: Pick<CommentsService, 'sharedThreads' | 'startAsGuest' | 'replyAsGuest'>;
  tries: RateLimiter;
  guestComments: RateLimiter;
  /** signs the grants that prove a link's password was given */
  secret: string;
  /** where the app is reached, for the link's address */
  baseUrl: (request: { protocol: string; host: string }) => string;
  now: () => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createSharingService({ repository, documents, editing, comments, tries, guestComments, secret, baseUrl, now }: SharingDeps) {
  const reach = createDocumentAccess(documents);
  const managed = (user: Actor, id: number) => reach(user, id, 'manager');

  const stateOf = (link: ShareLinkRow): ShareLink['state'] => (link.revokedAt ? 'revoked' : link.expiresAt && link.expiresAt <= now() ? 'expired' : 'active');

  async function links(documentId: number): Promise<ShareLink[]> {
    const rows = await repository.list(documentId);
    const log = await repository.visits(rows.map((r) => r.link.id));
    return rows.map(({ link, creator }) => ({
      id: link.id,
      name: link.name,
      access: link.access,
      hasPassword: link.passwordHash !== null,
      expiresAt: iso(link.expiresAt),
      revokedAt: iso(link.revokedAt),
      createdAt: link.createdAt.toISOString(),
      createdBy: creator,
      state: stateOf(link),
      visitCount: log.get(link.id)?.count ?? 0,
      visits: (log.get(link.id)?.latest ?? []).map((d) => d.toISOString()),
    }));
  }

  /** The link of a token that still opens, or the refusal its visitor reads. */
  async function usable(token: string): Promise<ShareLinkRow> {
    const link = await repository.byToken(hashToken(token));
    if (!link) throw new AppError(404, 'not_found', SHARE_MESSAGES.notFound);
    const state = stateOf(link);
    if (state !== 'active') throw new AppError(410, 'not_found', state === 'revoked' ? SHARE_MESSAGES.revoked : SHARE_MESSAGES.expired);
    return link;
  }

  /** proof that the link's password was given, good for SHARE_GRANT_HOURS: "<expiry ms>.<HMAC of link id and expiry>" */
  const grantFor = (link: ShareLinkRow, until = now().getTime() + SHARE_GRANT_HOURS * 3_600_000) =>
    `${until}.${createHmac('sha256', secret).update(`share-grant:${link.id}:${link.passwordHash}:${until}`).digest('base64url')}`;
  const grantHolds = (link: ShareLinkRow, grant: string | undefined) => {
    const until = Number(grant?.split('.')[0]);
    if (!grant || !Number.isSafeInteger(until) || until <= now().getTime()) return false;
    const [given, expected] = [Buffer.from(grant), Buffer.from(grantFor(link, until))];
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** the document as the link shows it; an opening (not a comment posted) goes in the access log */
  async function shown(link: ShareLinkRow, { visit = true } = {}): Promise<SharedDocument> {
    const { title, content, updatedAt, revision } = await editing.sharedContent(link.documentId);
    if (visit) await repository.visit(link.id, now());
    return {
      title,
      content: content as JSONContent & { type: string },
      access: link.access,
      comments: link.access === 'comment' ? await comments.sharedThreads(link.documentId) : [],
      updatedAt: updatedAt.toISOString(),
      revision,
      grant: link.passwordHash ? grantFor(link) : null,
    };
  }

  /** The link of a token, its password checked when it has one: every try counts first, so past the limit even the right one waits. */
  async function unlocked(token: string, password: string, address: string): Promise<ShareLinkRow> {
    const link = await usable(token);
    if (!link.passwordHash) return link;
    await within(tries, [[`${link.id}:${address}`, PASSWORD_TRIES.perAddress], [`${link.id}`, PASSWORD_TRIES.perLink]], 'Too many tries. Try the password again in');
    if (!(await verify(link.passwordHash, password))) throw new AppError(403, 'forbidden', SHARE_MESSAGES.wrongPassword, { password: SHARE_MESSAGES.wrongPassword });
    return link;
  }

  /** The link of a token whose password (if any) was proven by a grant from an earlier opening. */
  async function granted(token: string, grant: string | undefined): Promise<ShareLinkRow> {
    const link = await usable(token);
    if (link.passwordHash && !grantHolds(link, grant)) throw new AppError(403, 'forbidden', SHARE_MESSAGES.passwordRequired, { password: SHARE_MESSAGES.passwordRequired });
    return link;
  }

  /** A link that lets its visitor comment, within the comments one address, and everyone, may post through it. */
  async function commentable(token: string, grant: string | undefined, address: string): Promise<ShareLinkRow> {
    const link = await granted(token, grant);
    if (link.access !== 'comment') throw new AppError(403, 'forbidden', SHARE_MESSAGES.viewOnly);
    await within(guestComments, [[`${link.id}:${address}`, GUEST_COMMENTS.perAddress], [`${link.id}`, GUEST_COMMENTS.perLink]], 'Too many comments at once. Try again in');
    return link;
  }

  return {
    async list(user: Actor, documentId: number): Promise<ShareLink[]> {
      return links((await managed(user, documentId)).id);
    },

    async create(user: Actor, documentId: number, input: NewShareLink, origin: { protocol: string; host: string }): Promise<{ link: ShareLink; url: string }> {
      const row = await managed(user, documentId);
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= now()) throw new AppError(400, 'validation_error', 'Choose an expiry date in the future.', { expiresAt: 'Choose an expiry date in the future.' });
      if ((await repository.count(row.id)) >= MAX_LINKS) throw new AppError(409, 'conflict', `This document has ${MAX_LINKS} links, the most it can have.`);
      const token = newSecretToken();
      const link = await repository.insert({
        documentId: row.id,
        createdBy: user.id,
        name: input.name,
        tokenHash: hashToken(token),
        access: input.access,
        passwordHash: input.password ? await hash(input.password) : null,
        expiresAt,
        createdAt: now(),
      });
      return { link: (await links(row.id)).find((l) => l.id === link.id)!, url: `${baseUrl(origin)}/s/${token}` };
    },

    async revoke(user: Actor, documentId: number, linkId: number): Promise<void> {
      const row = await managed(user, documentId);
      const link = await repository.find(row.id, linkId);
      if (!link) throw new AppError(404, 'not_found', 'There is no link with that id on this document.');
      if (!link.revokedAt) await repository.revoke(link.id, now());
    },

    /** A visitor opens a link: the document, or 403 when it needs its password (sent with `open`) and no grant from an earlier opening. */
    async view(token: string, grant: string | undefined): Promise<SharedDocument> {
      return shown(await granted(token, grant));
    },

    async open(token: string, password: string, address: string): Promise<SharedDocument> {
      return shown(await unlocked(token, password, address));
    },

    /** A comment link's visitor comments on words of the newest version, under the name they give. */
    async comment(token: string, input: NewThread & { name: string; grant?: string }, address: string): Promise<SharedDocument> {
      const link = await commentable(token, input.grant, address);
      await comments.startAsGuest(link.documentId, input.name, input);
      return shown(link, { visit: false });
    },

    async reply(token: string, threadId: number, input: { name: string; body: string; grant?: string }, address: string): Promise<SharedDocument> {
      const link = await commentable(token, input.grant, address);
      await comments.replyAsGuest(link.documentId, input.name, threadId, input.body);
      return shown(link, { visit: false });
    },
  };
}
export type SharingService = ReturnType<typeof createSharingService>;
