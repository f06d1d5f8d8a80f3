/** Resetting a forgotten password: asked for by email, set through the single-use link mailed there. */
import { z } from 'zod';
import { emailSchema, newPasswordSchema, passwordSchema } from './auth';

/** how long a reset link works */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

export const PASSWORD_RESET_MESSAGES = {
  /** the same whether or not an account uses the address, so the form tells no one who has an account */
  requested: 'If a Counsel account uses that address, a link to reset its password is on its way there. It works for 1 hour.',
  /** this installation has no mail server: nothing is sent, and the link is never shown to whoever asks */
  requestedNoMail:
    'If a Counsel account uses that address, a link to reset its password was made, but this installation has no mail server set up, so it was not sent. Ask whoever runs it to pass the link on from its outbox. It works for 1 hour.',
  badLink: 'This reset link is not valid, was already used or has expired. Ask for a new one.',
  done: 'Your password was changed and every device signed out. Sign in with your new password.',
} as const;

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, PASSWORD_RESET_MESSAGES.badLink);
/** the form's fields as the client checks them (the common-password rule is the server's: see registerFieldsSchema) */
export const passwordResetFieldsSchema = z.strictObject({ token: tokenSchema, password: passwordSchema });
export const passwordResetSchema = /* @__PURE__ */ passwordResetFieldsSchema.extend({ password: newPasswordSchema });
export const passwordResetAnswerSchema = z.object({ message: z.string() });
