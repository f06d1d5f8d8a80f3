/**
 * Conversations with the assistant: who may see them (the owner's personal workspace), the monthly
 * quota, titles, search, and asking a question, which saves it and streams the answer (answer-stream.ts)
 * from the answer engine (server/ai). A conversation may be about a guide or about the user's own
 * analysed documents, whose passages the answers then cite.
 *
 * The quota counts answers, not attempts: a conversation counts against the plan when its first answer
 * says something. A message the API refuses, or an answer that failed before any text, uses nothing.
 * The state a message names becomes the conversation's, so the picker shows it.
 */
import { generateId } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { StateCode } from '../../../common/jurisdictions';
import type {
  Conversation,
  ConversationDetail,
  ConversationList,
  ConversationListQuery,
  CreateConversationInput,
  SendMessageInput,
  UpdateConversationInput,
} from '../../../common/schemas/chat';
import type { AnswerEngine } from '../../ai/answer-engine';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ownerOf } from '../../db/ownership-filter';
import type { Actor } from '../../plugins/auth';
import { assertMayChange } from '../../plugins/workspace';
import type { MatterFiling } from '../matters/matter-links';
import type { ReadableDocuments } from '../documents/readable-documents';
import type { KnowledgeBaseService } from '../knowledge-base/knowledge-base.service';
import type { UsageService } from '../usage/usage.service';
import { answerStream } from './answer-stream';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { DEFAULT_TITLE, titleFrom, toConversation, toMessage } from './chat.presenter';
import type { ChatRepository, MessageRow } from './chat.repository';

const notFound = () => new AppError(404, 'not_found', 'There is no conversation with that id');

export interface ChatServiceDeps {
  repository: ChatRepository;
  usage: UsageService;
  knowledgeBase: KnowledgeBaseService;
  /** the user's documents a conversation may be about */
  readableDocuments: ReadableDocuments;
  /** matters: the one a conversation is filed in must be in the workspace (404 otherwise), its timeline says it was started, and its analysed documents join the sources */
  matters: MatterFiling;
  engine: AnswerEngine;
  now: () => Date;
}

export function createChatService({ repository, usage, knowledgeBase, readableDocuments, matters, engine, now }: ChatServiceDeps) {

  async function find(user: Actor, id: number) {
    const conversation = await repository.findConversation(ownerOf(user), id);
    if (!conversation) throw notFound();
    return conversation;
  }

  /** The messages as they stand: not an answer another request is still writing (its stream shows it). */
  async function settled(conversationId: number): Promise<MessageRow[]> {
    return (await repository.listMessages(conversationId, now())).filter((m) => m.status !== 'streaming');
  }

  /** The question to answer and the conversation before it; a regenerated answer is removed first. */
  async function question(conversationId: number, input: SendMessageInput, at: Date): Promise<{ text: string; history: MessageRow[] }> {
    const all = await settled(conversationId);
    if ('message' in input) {
      const text = input.message.parts[0].text;
      const inserted = await repository.insertMessage(
        { id: input.message.id ?? generateId(), conversationId, role: 'user', parts: [{ type: 'text', text }], text, createdAt: at },
        at,
      );
      if (!inserted) throw new AppError(409, 'conflict', 'This message was already sent');
      return { text, history: all };
    }
    const last = all.findLastIndex((m) => m.role === 'user');
    if (last < 0) throw new AppError(400, 'bad_request', 'There is no question to answer again in this conversation');
    for (const answer of all.slice(last + 1)) await repository.deleteMessage(conversationId, answer.id);
    return { text: all[last]!.text, history: all.slice(0, last) };
  }

  return {
    async list(user: Actor, query: ConversationListQuery): Promise<ConversationList> {
      const rows = await repository.listConversations(ownerOf(user), query, query.cursor ? decodeCursor(query.cursor) : undefined);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1)?.conversation;
      return {
        items: page.map((r) => toConversation(r.conversation, r.preview)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    /** At the plan's limit a new conversation could never be answered: 402, and nothing is made. */
    async create(user: Actor, input: CreateConversationInput): Promise<Conversation> {
      const topicId = input.context?.topicId;
      if (topicId) {
        const [categoryId, id] = topicId.split('/') as [string, string];
        if (!(await knowledgeBase.guide(categoryId, id))) throw new AppError(400, 'validation_error', `There is no guide "${topicId}" in the knowledge base`);
      }
      // the user's own analysed documents only: anything else is a 404 and starts nothing
      const documents = input.context?.documentIds ? await readableDocuments(user, input.context.documentIds) : [];
      // a conversation about a lease governed by Texas law is about Texas, unless the person picked a state
      const governing = [...new Set(documents.map((d) => d.governingState).filter(Boolean))];
      const matterId = input.context?.matterId ?? null;
      if (matterId !== null) await matters.row(user, matterId);
      await usage.assertUnderLimit(user, 'conversations');
      const at = now();
      const row = await repository.transaction(async (tx: Db) => {
        const inserted = await repository.insertConversation(tx, {
          ownerId: user.id,
          teamId: user.teamId ?? null,
          title: input.title ?? DEFAULT_TITLE,
          jurisdiction: input.jurisdiction === undefined && governing.length === 1 ? governing[0]! : (input.jurisdiction ?? null),
          context: input.context ?? {},
          matterId,
          createdAt: at,
          updatedAt: at,
        });
        if (matterId !== null) await matters.recordNew(tx, user, matterId, 'conversation', inserted);
        return inserted;
      });
      return toConversation(row, '');
    },

    async get(user: Actor, id: number): Promise<ConversationDetail> {
      const conversation = await find(user, id);
      const messages = await settled(id);
      return { ...toConversation(conversation, messages.at(-1)?.text ?? ''), messages: messages.map(toMessage) };
    },

    async update(user: Actor, id: number, input: UpdateConversationInput): Promise<Conversation> {
      assertMayChange(user, await find(user, id));
      const row = await repository.updateConversation(id, input);
      if (!row) throw notFound();
      return toConversation(row, await repository.withPreview(id));
    },

    async remove(user: Actor, id: number): Promise<void> {
      assertMayChange(user, await find(user, id));
      await repository.deleteConversation(id);
    },

    /**
     * Saves the question (or drops the answer to regenerate) and returns the answer's stream. Everything
     * that can refuse (a document gone, the plan's limit, a message sent twice) does so before anything
     * is kept; the use of the plan is taken back if the answer then says nothing.
     */
    async send(user: Actor, id: number, input: SendMessageInput, options: { signal: AbortSignal; log: FastifyBaseLogger }) {
      const conversation = await find(user, id);
      const ids = [...new Set([...(conversation.context.documentIds ?? []), ...(conversation.matterId ? await matters.analysedDocumentIds(conversation.matterId) : [])])];
      const documents = ids.length ? await readableDocuments(user, ids) : undefined;
      const uncount = await usage.countOnce(user, 'conversations', {
        counted: (tx) => repository.isCounted(tx, id),
        mark: (tx, at) => repository.markCounted(tx, id, at),
      });
      const at = now();
      let asked: Awaited<ReturnType<typeof question>>;
      try {
        asked = await question(id, input, at);
      } catch (error) {
        await uncount?.();
        throw error;
      }
      const { text, history } = asked;
      const spotting = engine.read(text);
      const named = spotting.whereabouts.state?.code;
      const changes = {
        ...(!history.length && conversation.title === DEFAULT_TITLE ? { title: titleFrom(text) } : {}),
        ...(named && named !== conversation.jurisdiction ? { jurisdiction: named } : {}),
      };
      if (Object.keys(changes).length) await repository.updateConversation(id, changes);
      return answerStream(
        { engine, repository },
        {
          conversationId: id,
          now,
          log: options.log,
          onUnanswered: uncount,
          request: {
            question: text,
            history: history.map((m) => ({ role: m.role, text: m.text })),
            jurisdiction: (named ?? conversation.jurisdiction) as StateCode | null,
            contextTopic: conversation.context.topicId,
            documents,
            signal: options.signal,
            spotting,
          },
        },
      );
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
