/**
 * Operator commands: `npm run admin -- <command> …`. Uses the same configuration as the server; on the
 * embedded database it must run while the server is stopped (the lock says so if not).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { registerSchema, planSchema } from '../common/schemas/auth';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { DatabaseLockedError } from '../server/db/lock';
import { AppError } from '../server/lib/app-error';
import { recentMail, type OutboxMessage } from '../server/mail/mailer';
import { createAuthService } from '../server/modules/auth/auth.service';
import { createLoginFailuresRepository } from '../server/modules/auth/login-failures.repository';
import { createUsersRepository } from '../server/modules/auth/users.repository';

const OUTBOX_LIMIT = 10;

const USAGE = `Usage: npm run admin -- <command>

Commands:
  create-user <username> <email> [--password <password>] [--plan free|premium]
      Creates an account. Without --password a random one is generated and printed.
  set-plan <username> <free|premium>
      Changes an account's plan.
  outbox [--to <email>] [--limit <n>]
      Prints recent mail, newest first, all or to one address, and whether it was sent. Without SMTP_URL
      this is where invitation links are. --limit defaults to ${OUTBOX_LIMIT}.`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      plan: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) return USAGE;

  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    if (command === 'create-user') return await createUser(database, args, values, config.defaultPlan);
    if (command === 'set-plan') return await setPlan(database, args);
    if (command === 'outbox') return await showOutbox(database, values);
    throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  } finally {
    await database.close();
  }
}

async function createUser(database: Database, args: string[], values: { password?: string; plan?: string }, defaultPlan: 'free' | 'premium') {
  const [username, email] = args;
  const generated = values.password === undefined;
  const password = values.password ?? randomBytes(12).toString('base64url');
  const input = registerSchema.safeParse({ username, email, password });
  if (!input.success) throw new UsageError(input.error.issues[0]!.message);
  const plan = values.plan === undefined ? defaultPlan : parsePlan(values.plan);
  const users = createUsersRepository(database.db);
  const auth = createAuthService({ users, loginFailures: createLoginFailuresRepository(database.db), defaultPlan: plan });
  const user = await auth.register(input.data);
  return `Created ${user.username} <${user.email}> on the ${user.plan} plan.` + (generated ? `\nPassword: ${password}` : '');
}

async function setPlan(database: Database, args: string[]) {
  const [username, planArg] = args;
  if (!username || !planArg) throw new UsageError(`set-plan needs a username and a plan.\n\n${USAGE}`);
  const plan = parsePlan(planArg);
  const users = createUsersRepository(database.db);
  const user = await users.findByUsername(username);
  if (!user) throw new UsageError(`No account with the username "${username}".`);
  await users.setPlan(user.id, plan);
  return `${user.username} is now on the ${plan} plan.`;
}

const limitSchema = z.coerce.number().int().min(1).max(1000).default(OUTBOX_LIMIT);

async function showOutbox(database: Database, values: { to?: string; limit?: string }) {
  const limit = limitSchema.safeParse(values.limit);
  if (!limit.success) throw new UsageError(`--limit must be a whole number from 1 to 1000, not "${values.limit}".`);
  const messages = await recentMail(database.db, { to: values.to, limit: limit.data });
  if (messages.length === 0) return values.to ? `No mail to ${values.to} in the outbox.` : 'The outbox is empty.';
  return messages.map(formatMail).join(`\n\n${'-'.repeat(72)}\n`);
}

function formatMail(m: OutboxMessage): string {
  const status = m.sentAt ? `sent ${m.sentAt.toISOString()}` : m.error ? `not delivered: ${m.error}` : 'not sent (no SMTP_URL)';
  return [`#${m.id}  ${m.createdAt.toISOString()}`, `To: ${m.to}`, `Subject: ${m.subject}`, `Status: ${status}`, '', m.text.trimEnd()].join('\n');
}

function parsePlan(value: string) {
  const plan = planSchema.safeParse(value);
  if (!plan.success) throw new UsageError(`Unknown plan "${value}": use free or premium.`);
  return plan.data;
}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (err: unknown) => {
    const known = [UsageError, ConfigError, DatabaseLockedError, AppError].some((type) => err instanceof type);
    console.error(known ? (err as Error).message : err);
    process.exitCode = 1;
  },
);
