/**
 * The documents and conversations filed in a matter. Each belongs to one matter at most; only one of the
 * workspace's own can be filed (404 otherwise), and one already in another matter must be taken out first.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLinkSchema, linkParamsSchema, matterIdParamsSchema, matterLinksSchema, type MatterLinks } from '../../../common/schemas/matters';
import { recordActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { ownerOf } from '../../db/ownership-filter';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import type { LinkKind, MatterLinksRepository } from './matter-links.repository';
import { matterActivity, type MattersService } from './matters.service';

/** how many of a matter's analysed documents a conversation about it draws on, newest first */
const MATTER_SOURCES = 5;

export function createMatterLinks({ links, matters: mattersService, now }: { links: MatterLinksRepository; matters: MattersService; now: () => Date }) {
  return {
    /** the analysed documents of a matter, newest first: the sources a conversation about it may cite */
    analysedDocumentIds: (matterId: number) => links.analysedDocumentIds(matterId, MATTER_SOURCES),

    /** a document uploaded into the matter, or a conversation started from it, goes on its timeline in the same transaction */
    recordNew(tx: Db, user: Actor, matterId: number, kind: LinkKind, item: { id: number; title: string }): Promise<void> {
      const [verb, detail] = kind === 'document' ? ['document.uploaded', item] : ['conversation.started', { id: item.id }];
      return recordActivity(tx, matterActivity(user, matterId, verb, detail, now()));
    },

    async list(user: Actor, matterId: number): Promise<MatterLinks> {
      await mattersService.row(user, matterId);
      const owner = ownerOf(user);
      const [docs, chats] = [await links.documentsIn(owner, matterId), await links.conversationsIn(owner, matterId)];
      return {
        documents: docs.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
        conversations: chats.map((c) => ({ ...c, updatedAt: c.updatedAt.toISOString() })),
      };
    },

    async link(user: Actor, matterId: number, kind: LinkKind, id: number): Promise<void> {
      await mattersService.row(user, matterId);
      const item = await links.item(ownerOf(user), kind, id);
      if (!item) throw new AppError(404, 'not_found', `There is no ${kind} with id ${id} in this workspace.`);
      if (item.matterId === matterId) return;
      if (item.matterId !== null) throw new AppError(409, 'conflict', `This ${kind} is already in matter ${item.matterNumber ?? ''}. Take it out of that matter first.`);
      await links.transaction(async (tx) => {
        if (!(await links.file(tx, kind, id, matterId))) throw new AppError(409, 'conflict', `This ${kind} was just filed in another matter.`);
        await recordActivity(tx, matterActivity(user, matterId, `${kind}.linked`, { id, title: item.title }, now()));
      });
    },

    async unlink(user: Actor, matterId: number, kind: LinkKind, id: number): Promise<void> {
      await mattersService.row(user, matterId);
      await links.transaction(async (tx) => {
        const title = await links.unfile(tx, ownerOf(user), kind, id, matterId);
        if (title === undefined) throw new AppError(404, 'not_found', `That ${kind} is not in this matter.`);
        await recordActivity(tx, matterActivity(user, matterId, `${kind}.unlinked`, { id, title }, now()));
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
