/**
 * Outgoing mail. Every message is first written to the `outbox` table; with an SMTP server configured it is
 * then sent through it, and without one it stays there and in the server log, so a self-hosted operator can
 * still pass an invitation link on (`npm run admin -- outbox`). Mail being down never fails the caller:
 * `send` resolves `{ delivered: false }` and the row keeps the reason.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

const mailMessageSchema = z.object({
  to: z.email(),
  // one line: a line break in a header would start a new header
  subject: z.string().min(1).max(200).regex(/^[^\r\n]*$/, 'A mail subject is one line'),
  text: z.string().min(1),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;
export type OutboxMessage = typeof outbox.$inferSelect;

export interface Mailer {
  send(message: MailMessage): Promise<{ delivered: boolean }>;
}

export interface MailerDeps extends MailConfig {
  db: Db;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Nodemailer waits minutes by default for a server that does not answer; an invitation request should not.
 * Query parameters of SMTP_URL (`?connectionTimeout=60000`) override these.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** the `error` column holds a reason for an operator, not a transcript */
const MAX_ERROR_LENGTH = 300;

export function createMailer({ smtpUrl, from, db, log, now = () => new Date() }: MailerDeps): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport({ ...TIMEOUTS, url: smtpUrl }) : undefined;

  return {
    async send(input) {
      const message = mailMessageSchema.parse(input);
      const [row] = await db
        .insert(outbox)
        .values({ ...message, createdAt: now() })
        .returning({ id: outbox.id });
      const outboxId = row!.id;
      if (!transport) {
        log.info({ outboxId, ...message }, 'Mail not sent: SMTP_URL is unset. It is kept in the outbox (npm run admin -- outbox)');
        return { delivered: false };
      }
      try {
        await transport.sendMail({ from, ...message });
      } catch (err) {
        const error = shortReason(err);
        await db.update(outbox).set({ error }).where(eq(outbox.id, outboxId));
        log.warn({ outboxId, to: message.to, subject: message.subject, error }, 'Mail not delivered: the SMTP server failed. It is kept in the outbox');
        return { delivered: false };
      }
      await db.update(outbox).set({ sentAt: now() }).where(eq(outbox.id, outboxId));
      return { delivered: true };
    },
  };
}

function shortReason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0]!.slice(0, MAX_ERROR_LENGTH);
}

/** The newest messages first, all or those to one address (compared without case). */
export function recentMail(db: Db, { to, limit }: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outbox)
    .where(to === undefined ? undefined : sql`lower(${outbox.to}) = lower(${to})`)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/** The last message to an address, e.g. to read the invitation link it carries. */
export async function latestMail(db: Db, to: string): Promise<OutboxMessage | undefined> {
  const [message] = await recentMail(db, { to, limit: 1 });
  return message;
}
