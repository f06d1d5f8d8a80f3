/**
 * Accounts: registration, sign-in with a per-IP+username failure limit, and the public user shape.
 * Sessions themselves live in plugins/session.ts; this module decides who may have one.
 */
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES } from '../../../common/errors';
import type { PlanId } from '../../../common/plans';
import type { LoginInput, RegisterInput, User } from '../../../common/schemas/auth';
import { AppError } from '../../lib/app-error';
import type { LoginFailuresRepository } from './login-failures.repository';
import type { UserRow, UsersRepository } from './users.repository';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

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

    async login(input: LoginInput, ip: string): Promise<UserRow> {
      const key = `${ip}|${input.username.toLowerCase()}`;
      const since = new Date(now().getTime() - LOGIN_FAILURE_WINDOW_MS);
      if ((await loginFailures.countSince(key, since)) >= LOGIN_FAILURE_LIMIT) {
        throw new AppError(429, 'rate_limited', MESSAGES.tooManyLogins);
      }
      const user = await users.findByLogin(input.username);
      const ok = user ? await verify(user.passwordHash, input.password) : (await verify(await decoy(), input.password), false);
      if (!user || !ok) {
        await loginFailures.record(key, now());
        throw new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
      }
      await loginFailures.clear(key);
      return user;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** The violated unique constraint's name, for errors from either pg or PGlite (drizzle wraps them in `cause`). */
function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}
