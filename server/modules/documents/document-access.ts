/**
 * Who may do what with one document (decision 0018): the access policy of every document route. A
 * document is reached through the active workspace (who added it, or a team's owner or admins,
 * manage it; other teammates comment) or through a share with the signed-in person, whichever
 * workspace they are in; the stronger of the two counts. A team role counts only for a document of
 * that team: a share never lends the holder their role elsewhere. Unreachable is 404, as a document
 * that does not exist; reachable without the access asked for is 403, saying what to ask for.
 */
import { atLeast, type DocumentAccess } from '../../../common/schemas/document-access';
import { ownerOf } from '../../db/ownership-filter';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { mayChange, WORKSPACE_MESSAGES } from '../../plugins/workspace';
import type { DocumentViewRow, DocumentsRepository } from './documents.repository';

export const ACCESS_MESSAGES = {
  notFound: 'There is no document with that id',
  commenter: 'You may read this document but not its comments. Ask the person who added it to share it with you as a commenter.',
  editor: 'You may read and comment on this document but not edit it. Ask the person who added it to share it with you as an editor.',
  manager: WORKSPACE_MESSAGES.notYours,
} as const satisfies Record<Exclude<DocumentAccess, 'viewer'>, string> & { notFound: string };

/** a document as the signed-in person reaches it */
export type ReachedDocument = DocumentViewRow & {
  access: DocumentAccess;
  /** in the active workspace (else only shared with them: its matter and draft are not theirs to see) */
  inWorkspace: boolean;
  /** who shared it with them, when they reach it only that way */
  sharedBy: string | null;
};

export function createDocumentAccess(repository: Pick<DocumentsRepository, 'findReachable'>) {
  /** The document, if the user reaches it with at least `needed`; 404 when they do not reach it, 403 when they may do less. */
  return async function reach(user: Actor, id: number, needed: DocumentAccess = 'viewer'): Promise<ReachedDocument> {
    const found = await repository.findReachable(ownerOf(user), id);
    if (!found) throw new AppError(404, 'not_found', ACCESS_MESSAGES.notFound);
    const { inWorkspace, shareRole, sharedBy, ...row } = found;
    const viaWorkspace: DocumentAccess | undefined = inWorkspace ? (mayChange(user, row) ? 'manager' : 'commenter') : undefined;
    const access = [viaWorkspace, shareRole].reduce<DocumentAccess>((best, a) => (a && atLeast(a, best) ? a : best), 'viewer');
    if (!atLeast(access, needed)) throw new AppError(403, 'forbidden', ACCESS_MESSAGES[needed as Exclude<DocumentAccess, 'viewer'>]);
    return { ...row, access, inWorkspace, sharedBy: inWorkspace ? null : sharedBy };
  };
}
export type DocumentAccessCheck = ReturnType<typeof createDocumentAccess>;
