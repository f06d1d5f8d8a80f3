/**
 * Resetting a forgotten password. Asked for by email, it answers the same whether or not an account uses
 * the address (and mails in the background, so the time taken tells nothing either); the account's
 * address gets a single-use link (its token kept only as a SHA-256) that works for an hour, and a newer
 * request replaces it. Setting the new password uses the link up and signs the account out everywhere.
 */
import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TTL_MS } from '../../../common/schemas/password-reset';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import type { MailMessage } from '../../mail/mailer';

export interface PasswordResetDeps {
  db: Db;
  sendMail: (message: MailMessage) => Promise<unknown>;
  /** ends every session of the account */
  signOutEverywhere: (userId: number) => Promise<void>;
  appUrl: string;
  /** an SMTP server is set up: without one, nothing claims a mail was sent */
  mailConfigured: boolean;
  log: { warn(obj: object, msg: string): void };
  now: () => Date;
}

export function createPasswordReset({ db, sendMail, signOutEverywhere, appUrl, mailConfigured, log, now }: PasswordResetDeps) {
  const unused = isNull(passwordResets.usedAt);

  async function mailLink(email: string): Promise<void> {
    const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
    if (!user) return;
    const token = newSecretToken();
    const at = now();
    await db.transaction(async (tx) => {
      // a newer link replaces any still unused
      await tx.update(passwordResets).set({ usedAt: at }).where(and(eq(passwordResets.userId, user.id), unused));
      await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), createdAt: at, expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MS) });
    });
    await sendMail({
      to: user.email,
      subject: 'Reset your Counsel password',
      text: [
        `Someone asked to reset the password of the Counsel account ${user.username}.`,
        '',
        `Choose a new password: ${appUrl}/reset-password?token=${token}`,
        '',
        'The link works once, for 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  return {
    /** Mails a link if an account uses the address; the answer is the same either way. */
    request(email: string): { message: string } {
      void mailLink(email).catch((err: unknown) => log.warn({ err }, 'A password reset link could not be made or mailed'));
      return { message: mailConfigured ? PASSWORD_RESET_MESSAGES.requested : PASSWORD_RESET_MESSAGES.requestedNoMail };
    },

    /** Sets the new password through a link that still works, uses the link up and signs the account out everywhere. */
    async reset(token: string, password: string): Promise<{ message: string }> {
      const passwordHash = await hash(password);
      const at = now();
      const [used] = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.tokenHash, hashToken(token)), unused, gt(passwordResets.expiresAt, at)))
        .returning({ userId: passwordResets.userId });
      if (!used) throw new AppError(400, 'validation_error', PASSWORD_RESET_MESSAGES.badLink);
      await db.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await signOutEverywhere(used.userId);
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
  };
}
export type PasswordReset = ReturnType<typeof createPasswordReset>;
