/**
 * The access policy's second half: the rows of a user resource that belong to the active workspace.
 * Personal: the user's own rows outside any team. Team: the team's rows, whoever created them.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** whose resources a request may see: the user, and the team whose workspace is active (null = personal) */
export interface Owner {
  userId: number;
  teamId: number | null;
}

export const ownerOf = (user: { id: number; teamId?: number | null }): Owner => ({ userId: user.id, teamId: user.teamId ?? null });

export function ownedBy(table: { ownerId: AnyPgColumn; teamId: AnyPgColumn }, owner: Owner): SQL {
  return owner.teamId === null ? and(eq(table.ownerId, owner.userId), isNull(table.teamId))! : eq(table.teamId, owner.teamId);
}
