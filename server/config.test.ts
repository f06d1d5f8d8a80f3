import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'counsel-config-'));

describe('loadConfig', () => {
  it('runs with no configuration: port 3000, embedded database, a stored dev secret', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: dir, databaseUrl: undefined, defaultPlan: 'free', secureCookies: false, trustProxy: false });
    const secretFile = path.join(dir, 'session-secret');
    expect(readFileSync(secretFile, 'utf8')).toBe(config.sessionSecret);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Counsel <no-reply@localhost>' });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://u@db:5432/counsel',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://counsel.example.com',
      CANONICAL_HOST: 'Counsel.Example.com',
      ALTERNATE_HOSTS: 'old.example.com, www.counsel.example.com',
      LOG_LEVEL: 'warn',
      DEFAULT_PLAN: 'premium',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtps://counsel:p%40ss@mail.example.com:465',
      MAIL_FROM: 'Example Firm <team@firm.example.com>',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/counsel',
      sessionSecret: 's'.repeat(40),
      secureCookies: true,
      canonicalHost: 'counsel.example.com',
      alternateHosts: ['old.example.com', 'www.counsel.example.com'],
      logLevel: 'warn',
      defaultPlan: 'premium',
      trustProxy: true,
      mail: { smtpUrl: 'smtps://counsel:p%40ss@mail.example.com:465', from: 'Example Firm <team@firm.example.com>' },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DEFAULT_PLAN: 'gold' }, 'DEFAULT_PLAN'],
    [{ PUBLIC_URL: 'counsel.example.com' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ AI_PROVIDER: 'gpt' }, 'AI_PROVIDER'],
    [{ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3' }, 'AI_BASE_URL'],
    [{ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:11434/v1' }, 'AI_MODEL'],
    [{ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' }, 'AI_API_KEY'],
    [{ AI_BASE_URL: 'localhost:11434' }, 'AI_BASE_URL'],
    [{ AI_TIMEOUT_MS: '10' }, 'AI_TIMEOUT_MS'],
    [{ SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL'],
    [{ SMTP_URL: 'https://mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Counsel' }, 'MAIL_FROM'],
  ])('fails fast on %j, naming the variable', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(name);
  });

  it('explains what a mail setting should look like', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'mail.example.com' })).toThrow(
      'SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), MAIL_FROM: 'no-reply' })).toThrow('MAIL_FROM: MAIL_FROM must be an address such as no-reply@example.com');
    expect(loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@firm.example.com' }).mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'no-reply@firm.example.com',
    });
  });

  it('answers with the offline engine unless an LLM is configured', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).ai).toEqual({ provider: 'offline' });
    expect(loadConfig({ DATA_DIR: tmp(), AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' }).ai).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 60_000,
    });
    expect(loadConfig({ DATA_DIR: tmp(), AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', AI_MODEL: 'claude-sonnet-4-5', AI_TIMEOUT_MS: '30000' }).ai).toMatchObject({
      provider: 'anthropic',
      apiKey: 'k',
      timeoutMs: 30_000,
    });
  });
});
