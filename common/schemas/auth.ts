import { z } from 'zod';
import { isCommonPassword } from '../common-passwords';
import { MESSAGES } from '../errors';
import { PLAN_IDS } from '../plans';

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, digits, and _ . -');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/**
 * A password someone chooses (registration; later a reset or a change): not one of the 10,000 most common,
 * in any case. `@__PURE__` lets the client bundle leave this and its 32 kB list out where it is unused.
 */
export const newPasswordSchema = /* @__PURE__ */ passwordSchema.refine((p) => !isCommonPassword(p), MESSAGES.commonPassword);

/**
 * The registration form's fields as the client checks them. The common-password rule is left to the server
 * (`registerSchema`): its list would add 13 kB (gzip) to the sign-in page.
 */
export const registerFieldsSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export const registerSchema = /* @__PURE__ */ registerFieldsSchema.extend({ password: newPasswordSchema });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  username: z
    .string({ error: 'Username or email is required' })
    .trim()
    .min(1, 'Username or email is required')
    .max(254, 'Username or email is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const planSchema = z.enum(PLAN_IDS);

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  plan: planSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const csrfTokenSchema = z.object({ csrfToken: z.string() });

/** Changing one's password: the current one, and the new one (not a common one: the server checks). */
export const changePasswordFieldsSchema = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(128, 'Password must be at most 128 characters'),
  newPassword: passwordSchema,
});
export const changePasswordSchema = /* @__PURE__ */ changePasswordFieldsSchema.extend({ newPassword: newPasswordSchema });
/** what a change of password, or "sign out everywhere else", did to the account's other sessions */
export const otherSessionsSchema = z.object({ others: z.number().int() });
