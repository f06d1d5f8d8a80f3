/**
 * Conversations with the assistant: who may see them (the owner's personal workspace), the monthly
 * quota on starting one, titles, search, and asking a question, which saves it and streams the answer
 * (answer-stream.ts) from the answer engine (server/ai). A conversation may be about a guide or about
 * the user's own analysed documents, whose passages the answers then cite.
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

  /** The question to answer and the conversation before it; a regenerated answer is removed first. */
  async function question(conversationId: number, input: SendMessageInput, at: Date): Promise<{ text: string; history: MessageRow[] }> {
    const all = await repository.listMessages(conversationId);
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

    /** Starting a conversation is what the plan meters: the 6th in a month on Free answers 402. */
    async create(user: Actor, input: CreateConversationInput): Promise<Conversation> {
      const topicId = input.context?.topicId;
      if (topicId) {
        const [categoryId, id] = topicId.split('/') as [string, string];
        if (!(await knowledgeBase.guide(categoryId, id))) throw new AppError(400, 'validation_error', `There is no guide "${topicId}" in the knowledge base`);
      }
      // the user's own analysed documents only: anything else is a 404 and starts nothing
      if (input.context?.documentIds) await readableDocuments(user, input.context.documentIds);
      const matterId = input.context?.matterId ?? null;
      if (matterId !== null) await matters.row(user, matterId);
      const at = now();
      const row = await usage.withQuota(user, 'conversations', async (tx: Db) => {
        const inserted = await repository.insertConversation(tx, {
          ownerId: user.id,
          teamId: user.teamId ?? null,
          title: input.title ?? DEFAULT_TITLE,
          jurisdiction: input.jurisdiction ?? null,
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
      const messages = await repository.listMessages(id);
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

    /** Saves the question (or drops the answer to regenerate) and returns the answer's stream. */
    async send(user: Actor, id: number, input: SendMessageInput, options: { signal: AbortSignal; log: FastifyBaseLogger }) {
      const conversation = await find(user, id);
      // read before the question is saved: a document deleted or being analysed again answers 404 and saves nothing
      const ids = [...new Set([...(conversation.context.documentIds ?? []), ...(conversation.matterId ? await matters.analysedDocumentIds(conversation.matterId) : [])])];
      const documents = ids.length ? await readableDocuments(user, ids) : undefined;
      const at = now();
      const { text, history } = await question(id, input, at);
      if (!history.length && conversation.title === DEFAULT_TITLE) await repository.updateConversation(id, { title: titleFrom(text) });
      return answerStream(
        { engine, repository },
        {
          conversationId: id,
          now,
          log: options.log,
          request: {
            question: text,
            history: history.map((m) => ({ role: m.role, text: m.text })),
            jurisdiction: conversation.jurisdiction as StateCode | null,
            contextTopic: conversation.context.topicId,
            documents,
            signal: options.signal,
          },
        },
      );
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
