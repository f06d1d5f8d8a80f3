import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PLAN_IDS } from '../common/plans';

const hostList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a full URL such as https://counsel.example.com').optional(),
  CANONICAL_HOST: z.string().trim().toLowerCase().optional(),
  ALTERNATE_HOSTS: hostList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEFAULT_PLAN: z.enum(PLAN_IDS).default('free'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  AI_PROVIDER: z.enum(['offline', 'openai-compatible', 'anthropic']).default('offline'),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'AI_BASE_URL must be a full http(s) URL such as http://localhost:11434/v1' }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, hostname: /./, error: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587' })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'MAIL_FROM must be an address such as no-reply@example.com or Counsel <no-reply@example.com>')
    .default('Counsel <no-reply@localhost>'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** unset = embedded PGlite in `${dataDir}/db` */
  databaseUrl?: string;
  sessionSecret: string;
  publicUrl?: string;
  /** cookies get `Secure` and HSTS is sent only when the public URL is https */
  secureCookies: boolean;
  canonicalHost?: string;
  alternateHosts: string[];
  logLevel: string;
  defaultPlan: (typeof PLAN_IDS)[number];
  /** take the client address from X-Forwarded-For (only behind a proxy you run) */
  trustProxy: boolean;
  /** accounts one client address may create an hour (raise it for an office behind one address) */
  signupsPerIpPerHour: number;
  ai: AiConfig;
  mail: MailConfig;
}

/** The language model behind the assistant: the built-in offline engine unless an LLM is configured. */
export type AiConfig =
  | { provider: 'offline' }
  | { provider: 'openai-compatible'; baseUrl: string; apiKey?: string; model: string; timeoutMs: number }
  | { provider: 'anthropic'; baseUrl?: string; apiKey: string; model: string; timeoutMs: number };

/** Outgoing mail: through this SMTP server, or (unset) only into the log and the outbox table. */
export interface MailConfig {
  smtpUrl?: string;
  /** the From header and envelope sender */
  from: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; throws a ConfigError naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (!e.SESSION_SECRET && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production (32+ random characters)');
  }
  return {
    ai: aiConfig(e),
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir),
    publicUrl: e.PUBLIC_URL,
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    canonicalHost: e.CANONICAL_HOST,
    alternateHosts: e.ALTERNATE_HOSTS,
    logLevel: e.LOG_LEVEL,
    defaultPlan: e.DEFAULT_PLAN,
    trustProxy: e.TRUST_PROXY === 'true',
    signupsPerIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
  };
}

function aiConfig(e: z.infer<typeof envSchema>): AiConfig {
  const missing = (names: string[]) =>
    new ConfigError(`Invalid configuration:\n${names.map((n) => `  ${n}: required when AI_PROVIDER=${e.AI_PROVIDER}`).join('\n')}`);
  switch (e.AI_PROVIDER) {
    case 'offline':
      return { provider: 'offline' };
    case 'openai-compatible':
      if (!e.AI_BASE_URL || !e.AI_MODEL) throw missing(['AI_BASE_URL', 'AI_MODEL'].filter((n) => !e[n as 'AI_MODEL']));
      return { provider: 'openai-compatible', baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS };
    case 'anthropic':
      if (!e.AI_API_KEY || !e.AI_MODEL) throw missing(['AI_API_KEY', 'AI_MODEL'].filter((n) => !e[n as 'AI_MODEL']));
      return { provider: 'anthropic', baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS };
  }
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

/** A development secret generated once and kept in the data folder, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
