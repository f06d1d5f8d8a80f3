/**
 * The documents and conversations filed in a matter. Each belongs to one matter at most; only one of the
 * workspace's own can be filed (404 otherwise), and one already in another matter must be taken out first.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLinkSchema, linkParamsSchema, matterIdParamsSchema, matterLinksSchema, type MatterLinks } from '../../../common/schemas/matters';
import { recordActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { ownedBy, ownerOf } from '../../db/ownership-filter';
import { conversations, documents, matters } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import { matterActivity, type MattersService } from './matters.service';

const TABLES = { document: documents, conversation: conversations } as const;
const NOUN = { document: 'document', conversation: 'conversation' } as const;

export function createMatterLinks({ db, matters: mattersService, now }: { db: Db; matters: MattersService; now: () => Date }) {
  return {
    /** the analysed documents of a matter, newest first: the sources a conversation about it may cite */
    async analysedDocumentIds(matterId: number, limit = 5): Promise<number[]> {
      const rows = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.matterId, matterId), eq(documents.status, 'complete')))
        .orderBy(desc(documents.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** a document uploaded into the matter, or a conversation started from it, goes on its timeline in the same transaction */
    recordNew(tx: Db, user: Actor, matterId: number, kind: keyof typeof TABLES, item: { id: number; title: string }): Promise<void> {
      const [verb, detail] = kind === 'document' ? ['document.uploaded', item] : ['conversation.started', { id: item.id }];
      return recordActivity(tx, matterActivity(user, matterId, verb, detail, now()));
    },

    async list(user: Actor, matterId: number): Promise<MatterLinks> {
      await mattersService.row(user, matterId);
      const owner = ownerOf(user);
      const docs = await db
        .select({ id: documents.id, title: documents.title, status: documents.status, createdAt: documents.createdAt })
        .from(documents)
        .where(and(eq(documents.matterId, matterId), ownedBy(documents, owner)))
        .orderBy(desc(documents.createdAt));
      const chats = await db
        .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
        .from(conversations)
        .where(and(eq(conversations.matterId, matterId), ownedBy(conversations, owner)))
        .orderBy(desc(conversations.updatedAt));
      return {
        documents: docs.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
        conversations: chats.map((c) => ({ ...c, updatedAt: c.updatedAt.toISOString() })),
      };
    },

    async link(user: Actor, matterId: number, kind: keyof typeof TABLES, id: number): Promise<void> {
      await mattersService.row(user, matterId);
      const table = TABLES[kind];
      const [item] = await db.select({ matterId: table.matterId, title: table.title }).from(table).where(and(eq(table.id, id), ownedBy(table, ownerOf(user))));
      if (!item) throw new AppError(404, 'not_found', `There is no ${NOUN[kind]} with id ${id} in this workspace.`);
      if (item.matterId === matterId) return;
      if (item.matterId !== null) {
        const [other] = await db.select({ number: matters.number }).from(matters).where(eq(matters.id, item.matterId));
        throw new AppError(409, 'conflict', `This ${NOUN[kind]} is already in matter ${other?.number ?? ''}. Take it out of that matter first.`);
      }
      await db.transaction(async (tx) => {
        // only if still unfiled: two matters filing it at once cannot both win
        const moved = await tx.update(table).set({ matterId }).where(and(eq(table.id, id), isNull(table.matterId))).returning({ id: table.id });
        if (!moved.length) throw new AppError(409, 'conflict', `This ${NOUN[kind]} was just filed in another matter.`);
        await recordActivity(tx as unknown as Db, matterActivity(user, matterId, `${kind}.linked`, { id, title: item.title }, now()));
      });
    },

    async unlink(user: Actor, matterId: number, kind: keyof typeof TABLES, id: number): Promise<void> {
      await mattersService.row(user, matterId);
      const table = TABLES[kind];
      await db.transaction(async (tx) => {
        const removed = await tx
          .update(table)
          .set({ matterId: null })
          .where(and(eq(table.id, id), eq(table.matterId, matterId), ownedBy(table, ownerOf(user))))
          .returning({ title: table.title });
        if (!removed.length) throw new AppError(404, 'not_found', `That ${NOUN[kind]} is not in this matter.`);
        await recordActivity(tx as unknown as Db, matterActivity(user, matterId, `${kind}.unlinked`, { id, title: removed[0]!.title }, now()));
      });
    },
  };
}
export type MatterLinksService = ReturnType<typeof createMatterLinks>;
/** what uploads and conversations need of matters: the matter itself (404 if not in the workspace), its timeline, its sources */
export type MatterFiling = Pick<MatterLinksService, 'recordNew' | 'analysedDocumentIds'> & { row(user: Actor, id: number): Promise<unknown> };

export function matterLinksRoutes(app: FastifyInstance, { links, sessions, roleIn }: { links: MatterLinksService; sessions: SessionManager; roleIn: RoleIn }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireWorkspace(sessions, roleIn);
  r.get('/api/matters/:id/links', { preHandler, schema: { params: matterIdParamsSchema, response: { 200: matterLinksSchema } } }, (request) => links.list(request.user!, request.params.id));
  r.post('/api/matters/:id/links', { preHandler, schema: { params: matterIdParamsSchema, body: createLinkSchema } }, async (request, reply) => {
    await links.link(request.user!, request.params.id, request.body.kind, request.body.id);
    return reply.code(204).send();
  });
  r.delete('/api/matters/:id/links/:kind/:linkId', { preHandler, schema: { params: linkParamsSchema } }, async (request, reply) => {
    await links.unlink(request.user!, request.params.id, request.params.kind, request.params.linkId);
    return reply.code(204).send();
  });
}
