/**
 * Sharing a document with named people (decision 0018). Who manages the document (who added it, a
 * team's owner or admins) shares it with an account by its username, at once, as viewer, commenter or
 * editor, and the person is told by mail; or invites an email address: the mail carries a one-time
 * link for the account that uses that address, made before or after (addresses are not verified, so
 * the link, which proves the inbox, is what grants). Roles are changed and shares removed at any time;
 * a person may also leave a document shared with them. What a role allows is document-access.ts.
 */
import { INVITATION_TTL_MS } from '../../../common/schemas/teams';
import { emailSchema } from '../../../common/schemas/auth';
import { atLeast, type ShareRole } from '../../../common/schemas/document-access';
import {
  MAX_PEOPLE,
  type DocumentInvitation,
  type DocumentInvitationPreview,
  type DocumentPeople,
  type SharedWithMeList,
  type ShareWith,
} from '../../../common/schemas/people-sharing';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import type { MailMessage } from '../../mail/mailer';
import type { Actor } from '../../plugins/auth';
import type { DocumentAccessCheck } from '../documents/document-access';
import type { UsersRepository } from '../auth/users.repository';
import type { DocumentInvitationRow, PeopleRepository } from './people.repository';

/** documents a page of "Shared with me" lists */
export const SHARED_WITH_ME_PAGE = 50;

export const PEOPLE_MESSAGES = {
  noAccount: (name: string) => `There is no account with the username “${name}”. Check the spelling, or enter their email address to invite them.`,
  badEmail: 'Enter a valid email address, or a username without an @.',
  yourself: 'You already have this document.',
  tooMany: `This document is shared with ${MAX_PEOPLE} people and invitations, the most it can be. Remove someone first.`,
  noShare: 'This document is not shared with that person.',
  noInvitation: 'There is no invitation with that id for this document.',
  invitationGone: 'This invitation was already accepted or withdrawn.',
  invitationNotFound: 'This invitation link is not valid. Check that you opened the whole link from the email.',
  invitationUsed: 'This invitation has already been accepted. Each invitation link works once.',
  invitationRevoked: 'This invitation was withdrawn. Ask who sent it for a new one.',
  invitationExpired: 'This invitation has expired. Ask who sent it for a new one.',
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with the account that uses that address to accept it.`,
  notShared: 'This document is not shared with you.',
  already: (name: string, role: ShareRole) => `${name} already is ${ROLE_WORDS[role]}.`,
  notMailed: (email: string) => `Invitation made for ${email}, but this installation’s mail is not set up or did not answer, so nothing was sent. Send them the link yourself.`,
} as const;

export const ROLE_WORDS: Record<ShareRole, string> = {
  viewer: 'a viewer (may read and download it)',
  commenter: 'a commenter (may read it and comment)',
  editor: 'an editor (may read, comment and edit it)',
};

const iso = (d: Date) => d.toISOString();
/** a title in a mail's one-line subject */
const subjectTitle = (title: string) => (title.length > 80 ? `${title.slice(0, 79)}…` : title).replace(/[\r\n]+/g, ' ');

export interface PeopleDeps {
  repository: PeopleRepository;
  users: Pick<UsersRepository, 'findByUsername'>;
  reach: DocumentAccessCheck;
  /** sends (or, with no SMTP server, records) a message; never throws for a delivery failure */
  sendMail: (message: MailMessage) => Promise<{ delivered: boolean }>;
  /** the app's address, for links in mail */
  appUrl: string;
  now: () => Date;
}

export function createPeopleService({ repository, users, reach, sendMail, appUrl, now }: PeopleDeps) {
  const statusOf = (i: DocumentInvitationRow): DocumentInvitation['status'] =>
    i.acceptedAt ? 'accepted' : i.revokedAt ? 'revoked' : i.expiresAt <= now() ? 'expired' : 'pending';

  async function people(documentId: number): Promise<DocumentPeople> {
    const shares = await repository.people(documentId);
    const invitations = await repository.invitations(documentId);
    return {
      people: shares.map(({ share, username, sharedBy }) => ({ id: share.id, username, role: share.role, sharedBy, createdAt: iso(share.createdAt) })),
      invitations: invitations.map(({ invitation: i, invitedBy }) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        invitedBy,
        createdAt: iso(i.createdAt),
        expiresAt: iso(i.expiresAt),
        status: statusOf(i),
      })),
    };
  }

  async function roomFor(documentId: number): Promise<void> {
    if ((await repository.countPeople(documentId, now())) >= MAX_PEOPLE) throw new AppError(409, 'conflict', PEOPLE_MESSAGES.tooMany);
  }

  /** an account, by its username: shared at once, and told by mail */
  async function shareWithAccount(user: Actor, row: { id: number; title: string }, username: string, role: ShareRole): Promise<string> {
    const person = await users.findByUsername(username);
    if (!person) throw new AppError(404, 'not_found', PEOPLE_MESSAGES.noAccount(username));
    if (person.id === user.id) throw new AppError(400, 'validation_error', PEOPLE_MESSAGES.yourself);
    const existing = await repository.shareOf(row.id, person.id);
    // nothing changes, so nobody is mailed again
    if (existing?.role === role) return PEOPLE_MESSAGES.already(person.username, role);
    if (!existing) await roomFor(row.id);
    else if (!atLeast(role, existing.role)) await repository.revokeInvitationsOf(row.id, person.id, now());
    await repository.share({ documentId: row.id, userId: person.id, role, sharedBy: user.id, createdAt: now() });
    await sendMail({
      to: person.email,
      subject: `${user.username} shared “${subjectTitle(row.title)}” with you on Counsel`,
      text: [
        `${user.username} shared the document “${row.title}” with you on Counsel, as ${ROLE_WORDS[role]}.`,
        '',
        `Open it: ${appUrl}/documents/${row.id}`,
        '',
        'It is also listed under Documents, in “Shared with me”, whichever workspace you are in.',
      ].join('\n'),
    });
    return existing ? `${person.username} is now ${ROLE_WORDS[role]}.` : `Shared with ${person.username} as ${ROLE_WORDS[role]}.`;
  }

  /** an address: an invitation, mailed there, that the account using it accepts */
  async function invite(user: Actor, row: { id: number; title: string }, address: string, role: ShareRole): Promise<{ notice: string; link?: string }> {
    const parsed = emailSchema.safeParse(address);
    if (!parsed.success) throw new AppError(400, 'validation_error', PEOPLE_MESSAGES.badEmail);
    const email = parsed.data.toLowerCase();
    if (email === user.email.toLowerCase()) throw new AppError(400, 'validation_error', PEOPLE_MESSAGES.yourself);
    if (!(await repository.isInvited(row.id, email))) await roomFor(row.id);
    const token = newSecretToken();
    const at = now();
    const invitation = await repository.invite({ documentId: row.id, email, role, tokenHash: hashToken(token), invitedBy: user.id, createdAt: at, expiresAt: new Date(at.getTime() + INVITATION_TTL_MS) });
    const link = `${appUrl}/document-invitations/${token}`;
    const { delivered } = await sendMail({
      to: email,
      subject: `${user.username} shared “${subjectTitle(row.title)}” with you on Counsel`,
      text: [
        `${user.username} shared the document “${row.title}” with you on Counsel, as ${ROLE_WORDS[role]}.`,
        '',
        `Open the invitation: ${link}`,
        '',
        `The link works once, for the Counsel account that uses ${email}, until ${invitation.expiresAt.toUTCString()}. If you have no account, the link lets you create one with this address.`,
      ].join('\n'),
    });
    // not mailed: the one who invited may see the link (the address's owner is whom it is for), so they send it
    return delivered ? { notice: `Invitation sent to ${email}.` } : { notice: PEOPLE_MESSAGES.notMailed(email), link };
  }

  return {
    async list(user: Actor, documentId: number): Promise<DocumentPeople> {
      const row = await reach(user, documentId, 'manager');
      return people(row.id);
    },

    /** Shares with a username, or invites an address (it has an @); the list after, and what happened. */
    async share(user: Actor, documentId: number, input: ShareWith): Promise<DocumentPeople & { notice: string; link?: string }> {
      const row = await reach(user, documentId, 'manager');
      const done = input.person.includes('@') ? await invite(user, row, input.person, input.role) : { notice: await shareWithAccount(user, row, input.person, input.role) };
      return { ...(await people(row.id)), ...done };
    },

    async changeRole(user: Actor, documentId: number, shareId: number, role: ShareRole): Promise<DocumentPeople> {
      const row = await reach(user, documentId, 'manager');
      const share = await repository.findShare(row.id, shareId);
      if (!share) throw new AppError(404, 'not_found', PEOPLE_MESSAGES.noShare);
      // a weaker role: an invitation still waiting for them would give the old one back
      if (!atLeast(role, share.role)) await repository.revokeInvitationsOf(row.id, share.userId, now());
      await repository.setRole(shareId, role);
      return people(row.id);
    },

    async unshare(user: Actor, documentId: number, shareId: number): Promise<void> {
      const row = await reach(user, documentId, 'manager');
      const share = await repository.findShare(row.id, shareId);
      if (!share) throw new AppError(404, 'not_found', PEOPLE_MESSAGES.noShare);
      // and an invitation still waiting for them, which would give it back
      await repository.revokeInvitationsOf(row.id, share.userId, now());
      await repository.unshare(shareId);
    },

    async revokeInvitation(user: Actor, documentId: number, invitationId: number): Promise<void> {
      const row = await reach(user, documentId, 'manager');
      const invitation = await repository.findInvitation(row.id, invitationId);
      if (!invitation) throw new AppError(404, 'not_found', PEOPLE_MESSAGES.noInvitation);
      // an expired one may go too (it stays listed, lapsed, until then); one accepted meanwhile may not
      if (!(await repository.revokeInvitation(invitationId, now()))) throw new AppError(409, 'conflict', PEOPLE_MESSAGES.invitationGone);
    },

    /** What the invitation link shows anyone holding it: who shares what, with which address, as what. */
    async preview(token: string): Promise<DocumentInvitationPreview> {
      const found = await repository.invitationByToken(hashToken(token));
      if (!found) throw new AppError(404, 'not_found', PEOPLE_MESSAGES.invitationNotFound);
      const { invitation: i, documentTitle, invitedBy } = found;
      return { documentTitle, invitedBy, email: i.email, role: i.role, expiresAt: iso(i.expiresAt), status: statusOf(i) };
    },

    /** The signed-in account that uses the invited address accepts: the document is shared with it (a stronger role already held stays). */
    async accept(user: Actor, token: string): Promise<{ documentId: number }> {
      return repository.transaction(async (tx) => {
        const found = await repository.invitationByToken(hashToken(token), tx);
        if (!found) throw new AppError(404, 'not_found', PEOPLE_MESSAGES.invitationNotFound);
        const { invitation } = found;
        const status = statusOf(invitation);
        if (status === 'accepted') throw new AppError(409, 'conflict', PEOPLE_MESSAGES.invitationUsed);
        if (status === 'revoked') throw new AppError(410, 'conflict', PEOPLE_MESSAGES.invitationRevoked);
        if (status === 'expired') throw new AppError(410, 'conflict', PEOPLE_MESSAGES.invitationExpired);
        if (user.email.toLowerCase() !== invitation.email) throw new AppError(403, 'forbidden', PEOPLE_MESSAGES.wrongAccount(invitation.email));
        const held = await repository.shareOf(invitation.documentId, user.id, tx);
        const role = held && atLeast(held.role, invitation.role) ? held.role : invitation.role;
        await repository.share({ documentId: invitation.documentId, userId: user.id, role, sharedBy: held?.sharedBy ?? invitation.invitedBy, createdAt: held?.createdAt ?? now() }, tx);
        await repository.markAccepted(tx, invitation.id, user.id, now());
        return { documentId: invitation.documentId };
      });
    },

    /** The documents shared with the signed-in person, whichever workspace is active. */
    async sharedWithMe(user: Actor, cursor: string | undefined): Promise<SharedWithMeList> {
      const rows = await repository.sharedWith(user.id, cursor ? decodeCursor(cursor) : undefined, SHARED_WITH_ME_PAGE);
      const page = rows.slice(0, SHARED_WITH_ME_PAGE);
      const last = page.at(-1);
      return {
        items: page.map(({ shareId: _shareId, sharedAt, updatedAt, ...d }) => ({ ...d, sharedAt: iso(sharedAt), updatedAt: iso(updatedAt) })),
        nextCursor: rows.length > SHARED_WITH_ME_PAGE && last ? encodeCursor({ updatedAt: last.sharedAt, id: last.shareId }) : null,
      };
    },

    /** The person leaves a document shared with them: it is no longer in their list, nor theirs to open. */
    async leave(user: Actor, documentId: number): Promise<void> {
      const held = await repository.shareOf(documentId, user.id);
      if (!held) throw new AppError(404, 'not_found', PEOPLE_MESSAGES.notShared);
      await repository.unshare(held.id);
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
