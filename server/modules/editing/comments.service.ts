/**
 * Comments on an edited document: a thread on a range of the newest version's text, replies,
 * resolving and reopening. Whoever reaches the document as a commenter or more (document-access.ts:
 * in a team, every member, as commenting is how a team reviews) sees its comments and may comment,
 * reply and resolve; a comment's text is changed only by who wrote it, and a thread is deleted by who
 * wrote it or who manages the document.
 * Ranges are carried through every save (editing.repository.ts), so threads stay on their words.
 */
import { anchorText } from '../../../common/editing/anchors';
import type { Thread } from '../../../common/schemas/editing';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { createDocumentAccess } from '../documents/document-access';
import type { DocumentViewRow, DocumentsRepository } from '../documents/documents.repository';
import { commentAuthor, type CommentRow, type CommentsRepository } from './comments.repository';
import type { EditingRepository } from './editing.repository';

/** a document's threads, and a thread's replies, at most */
export const MAX_THREADS = 500;
export const MAX_REPLIES = 200;
/** how much of the words a thread is on is kept to show */
const QUOTE_MAX = 300;

export const COMMENT_MESSAGES = {
  noComment: 'There is no comment with that id on this document.',
  notEditable: 'Comments go on a document opened in the editor. Open it there first (a PDF needs an editable copy).',
  moved: 'The document changed while you were choosing the words. Select them again and add the comment.',
  outside: 'The selected words are not in the document’s text. Select them again.',
  notYours: 'Only the person who wrote a comment can change its text.',
  mayNotDelete: 'Only the person who wrote this comment, or who may change the document, can delete it.',
  tooManyThreads: `This document has ${MAX_THREADS} comments, the most it can hold. Resolve and delete some first.`,
  tooManyReplies: `This comment has ${MAX_REPLIES} replies, the most it can hold. Start a new comment instead.`,
  isReply: 'A reply is resolved with its comment. Resolve the comment it answers.',
} as const;

/** who writes a comment: an account, or a share link's visitor by the name they gave */
type Author = { authorId: number } | { guestName: string };
export interface NewThread {
  body: string;
  revision: number;
  start: number;
  end: number;
}

/** a share link's visitor: no account, so nothing of theirs */
const VISITOR = { id: 0, teamId: null } as unknown as Actor;

export function createCommentsService({ repository, documents, versions, now }: { repository: CommentsRepository; documents: DocumentsRepository; versions: EditingRepository; now: () => Date }) {
  const reach = createDocumentAccess(documents);
  const find = (user: Actor, id: number) => reach(user, id, 'commenter');

  async function comment(documentId: number, commentId: number) {
    const found = await repository.find(documentId, commentId);
    if (!found) throw new AppError(404, 'not_found', COMMENT_MESSAGES.noComment);
    return found;
  }

  const iso = (d: Date) => d.toISOString();
  const toComment = (user: Actor, c: CommentRow) => ({ id: c.id, author: commentAuthor(c), body: c.body, createdAt: iso(c.createdAt), updatedAt: iso(c.updatedAt), mine: c.authorId !== null && c.authorId === user.id });

  /** the threads as `user` sees them; `managing`: they may delete any (who manages the document) */
  async function threads(user: Actor, row: Pick<DocumentViewRow, 'id'>, managing = false): Promise<Thread[]> {
    const rows = await repository.list(row.id);
    const replies = new Map<number, CommentRow[]>();
    for (const c of rows) if (c.threadId !== null) replies.set(c.threadId, [...(replies.get(c.threadId) ?? []), c]);
    return rows
      .filter((c) => c.threadId === null)
      .map((c) => ({
        ...toComment(user, c),
        quote: c.quote ?? '',
        start: c.anchorStart,
        end: c.anchorEnd,
        resolved: c.resolvedAt ? { at: iso(c.resolvedAt), by: c.resolver } : null,
        replies: (replies.get(c.id) ?? []).map((r) => toComment(user, r)),
        mayDelete: managing || c.authorId === user.id,
      }))
      .sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity) || a.id - b.id);
  }

  async function addThread(row: Pick<DocumentViewRow, 'id' | 'kind'>, author: Author, input: NewThread): Promise<number> {
    const newest = await versions.latest(row.id);
    if (!newest || row.kind === 'pdf') throw new AppError(409, 'conflict', COMMENT_MESSAGES.notEditable);
    if (input.revision !== newest.revision) throw new AppError(409, 'conflict', COMMENT_MESSAGES.moved);
    const { text } = anchorText(newest.content);
    if (input.end > text.length) throw new AppError(400, 'validation_error', COMMENT_MESSAGES.outside);
    const quote = text.slice(input.start, input.end).replace(/\s+/g, ' ').trim();
    if (!quote) throw new AppError(400, 'validation_error', COMMENT_MESSAGES.outside);
    if ((await repository.count(row.id, null)) >= MAX_THREADS) throw new AppError(409, 'conflict', COMMENT_MESSAGES.tooManyThreads);
    const at = now();
    const id = await repository.insertAt(input.revision, {
      documentId: row.id,
      ...author,
      body: input.body,
      anchorStart: input.start,
      anchorEnd: input.end,
      quote: quote.length > QUOTE_MAX ? `${quote.slice(0, QUOTE_MAX - 1)}…` : quote,
      createdAt: at,
      updatedAt: at,
    });
    // a save landed between the check above and now: the range is of older text
    if (id === undefined) throw new AppError(409, 'conflict', COMMENT_MESSAGES.moved);
    return id;
  }

  /** adds a reply to the thread (a reply to a reply joins the same thread); returns the thread's id */
  async function addReply(row: Pick<DocumentViewRow, 'id'>, author: Author, threadId: number, body: string): Promise<number> {
    const thread = await comment(row.id, threadId);
    const root = thread.threadId ?? thread.id;
    if ((await repository.count(row.id, root)) >= MAX_REPLIES) throw new AppError(409, 'conflict', COMMENT_MESSAGES.tooManyReplies);
    const at = now();
    await repository.insert({ documentId: row.id, threadId: root, ...author, body, createdAt: at, updatedAt: at });
    return root;
  }

  return {
    /** The open threads a share link's visitor sees: no one's own, none to delete. */
    async sharedThreads(documentId: number): Promise<Omit<Thread, 'mine' | 'mayDelete'>[]> {
      const row = await documents.findShared(documentId);
      if (!row) return [];
      return (await threads(VISITOR, row)).filter((t) => !t.resolved).map(({ mine: _mine, mayDelete: _mayDelete, replies, ...t }) => ({ ...t, replies: replies.map(({ mine: _m, ...r }) => ({ ...r, mine: false })) }));
    },

    async list(user: Actor, documentId: number): Promise<{ items: Thread[]; revision: number }> {
      const row = await find(user, documentId);
      return { items: await threads(user, row, row.access === 'manager'), revision: row.revision };
    },

    async start(user: Actor, documentId: number, input: NewThread): Promise<Thread> {
      const row = await find(user, documentId);
      const id = await addThread(row, { authorId: user.id }, input);
      return (await threads(user, row, row.access === 'manager')).find((t) => t.id === id)!;
    },

    async reply(user: Actor, documentId: number, threadId: number, body: string): Promise<Thread> {
      const row = await find(user, documentId);
      const root = await addReply(row, { authorId: user.id }, threadId, body);
      return (await threads(user, row, row.access === 'manager')).find((t) => t.id === root)!;
    },

    /** A share link's visitor comments (the link allows it, settled by the caller), under the name they gave. */
    async startAsGuest(documentId: number, guestName: string, input: NewThread): Promise<void> {
      const row = await documents.findShared(documentId);
      if (!row) throw new AppError(404, 'not_found', COMMENT_MESSAGES.noComment);
      await addThread(row, { guestName }, input);
    },

    async replyAsGuest(documentId: number, guestName: string, threadId: number, body: string): Promise<void> {
      const row = await documents.findShared(documentId);
      if (!row) throw new AppError(404, 'not_found', COMMENT_MESSAGES.noComment);
      await addReply(row, { guestName }, threadId, body);
    },

    async update(user: Actor, documentId: number, commentId: number, change: { resolved?: boolean; body?: string }): Promise<Thread> {
      const row = await find(user, documentId);
      const found = await comment(row.id, commentId);
      if (change.body !== undefined && found.authorId !== user.id) throw new AppError(403, 'forbidden', COMMENT_MESSAGES.notYours);
      if (change.resolved !== undefined && found.threadId !== null) throw new AppError(400, 'validation_error', COMMENT_MESSAGES.isReply);
      const at = now();
      await repository.update(found.id, {
        ...(change.body !== undefined ? { body: change.body, updatedAt: at } : {}),
        ...(change.resolved !== undefined ? { resolvedAt: change.resolved ? at : null, resolvedBy: change.resolved ? user.id : null } : {}),
      });
      return (await threads(user, row, row.access === 'manager')).find((t) => t.id === (found.threadId ?? found.id))!;
    },

    async remove(user: Actor, documentId: number, commentId: number): Promise<void> {
      const row = await find(user, documentId);
      const found = await comment(row.id, commentId);
      if (found.authorId !== user.id && row.access !== 'manager') throw new AppError(403, 'forbidden', COMMENT_MESSAGES.mayNotDelete);
      await repository.delete(found.id);
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
