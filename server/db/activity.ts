/** The activity log (who did what, where), written by every feature that changes shared things. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { activity, users } from './schema';

export type ActivityEntry = Omit<typeof activity.$inferInsert, 'id'>;

export async function recordActivity(tx: Db, entry: ActivityEntry): Promise<void> {
  await tx.insert(activity).values(entry);
}

/** the log of one subject, newest first, with who did it */
export function activityOf(db: Db, subjectType: string, subjectId: number, limit = 200) {
  return db
    .select({ id: activity.id, verb: activity.verb, detail: activity.detail, at: activity.at, actor: users.username })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actorId))
    .where(and(eq(activity.subjectType, subjectType), eq(activity.subjectId, subjectId)))
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(limit);
}
