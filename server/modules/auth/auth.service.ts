/**
 * Accounts: registration, sign-in under the failure limits of login-throttle.ts, and the public user shape.
 * Sessions themselves live in plugins/session.ts; this module decides who may have one.
 */
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES } from '../../../common/errors';
import type { PlanId } from '../../../common/plans';
import type { LoginInput, RegisterInput, User } from '../../../common/schemas/auth';
import { AppError } from '../../lib/app-error';
import { tooManyRequests, waitInWords } from '../../lib/rate-limiter';
import type { LoginFailuresRepository } from './login-failures.repository';
import { LOGIN_FAILURE_WINDOW_MS, loginDecision, loginKeys } from './login-throttle';
import type { UserRow, UsersRepository } from './users.repository';

export function toPublicUser(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, plan: row.plan, createdAt: row.createdAt.toISOString() };
}

interface Deps {
  users: UsersRepository;
  loginFailures: LoginFailuresRepository;
  defaultPlan: PlanId;
  now?: () => Date;
}

export function createAuthService({ users, loginFailures, defaultPlan, now = () => new Date() }: Deps) {
  // Verifying against a real hash when the account does not exist keeps both failures equally slow,
  // so response time does not reveal which usernames exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hash('decoy-password-for-timing'));

  return {
    async register(input: RegisterInput): Promise<UserRow> {
      const passwordHash = await hash(input.password);
      try {
        return await users.insert({ username: input.username, email: input.email, passwordHash, plan: defaultPlan });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint?.includes('username')) throw new AppError(409, 'conflict', MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
        if (constraint?.includes('email')) throw new AppError(409, 'conflict', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
        throw err;
      }
    },

    /** `device`: the user id and id of a signed device cookie this browser carries, if any */
    async login(input: LoginInput, ip: string, device?: { userId: number; id: string }): Promise<UserRow> {
      const user = await users.findByLogin(input.username);
      const keys = loginKeys({ account: user?.id ?? input.username, ip, trustedDevice: user && device?.userId === user.id ? device.id : undefined });
      const at = now();
      const reserved = await loginFailures.reserve(keys.all, new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS), at, (failures) => loginDecision(failures, at.getTime()));
      if (!reserved.ok) {
        throw tooManyRequests(reserved.retryAfterMs, `Too many failed sign-in attempts. Please wait ${waitInWords(reserved.retryAfterMs)} and try again.`);
      }
      const ok = user ? await verify(user.passwordHash, input.password) : (await verify(await decoy(), input.password), false);
      if (!user || !ok) throw new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
      // the attempt was counted as a failure in advance: take it back, and forgive this account's (or device's) earlier ones
      await loginFailures.release(reserved.ids!);
      await loginFailures.clear(keys.own);
      return user;
    },

    /** A new password, given the current one (a wrong one changes nothing: 400 on its field). */
    async changePassword(user: UserRow, current: string, next: string): Promise<void> {
      if (!(await verify(user.passwordHash, current))) {
        throw new AppError(400, 'validation_error', ACCOUNT_MESSAGES.wrongPassword, { currentPassword: ACCOUNT_MESSAGES.wrongPassword });
      }
      await users.setPasswordHash(user.id, await hash(next));
    },
  };
}

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'That is not your current password.',
} as const;
export type AuthService = ReturnType<typeof createAuthService>;

/** The violated unique constraint's name, for errors from either pg or PGlite (drizzle wraps them in `cause`). */
function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}
