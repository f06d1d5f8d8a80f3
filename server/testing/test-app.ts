import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createUsersRepository } from '../modules/auth/users.repository';
import { syncContent } from '../content/sync';
import { openTestDatabase } from './test-database';

export const TEST_BUILD = { version: '0.1.0+test', deployedAt: '2026-01-01T00:00:00.000Z' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    // uploads land here
    dataDir: mkdtempSync(path.join(tmpdir(), 'counsel-test-')),
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    secureCookies: false,
    alternateHosts: [],
    logLevel: 'silent',
    defaultPlan: 'free',
    trustProxy: false,
    signupsPerIpPerHour: 10,
    ai: { provider: 'offline' },
    mail: { from: 'Counsel <no-reply@localhost>' },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** the configured data folder: uploads are under files/ */
  dataDir: string;
  database: Database;
  routes: RouteOptions[];
  /** a clock the test can move: `clock.advance(ms)` */
  clock: { now: () => Date; advance: (ms: number) => void };
  /** a new browser; each comes from its own address unless given one (per-address limits apply as in life) */
  client: (ip?: string) => TestClient;
  /** a new browser signed up as `name` on `plan`, its session past the embedded database's cache so the plan is seen */
  signedIn: (name: string, plan?: 'free' | 'premium') => Promise<TestClient>;
  close: () => Promise<void>;
}

export async function createTestApp(
  options: { config?: Partial<Config>; database?: Database; withKnowledgeBase?: boolean } & Partial<Pick<AppDeps, 'clientDir' | 'buildInfo'>> = {},
): Promise<TestApp> {
  // a database passed in is shared with another app (a second instance) and stays open on close
  const database = options.database ?? (await openTestDatabase());
  // the assistant answers from the knowledge base, which the server copies in at start
  if (options.withKnowledgeBase) await syncContent(database.db);
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
  const routes: RouteOptions[] = [];
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    analysisPollMs: 100,
    database,
    buildInfo: options.buildInfo ?? TEST_BUILD,
    clientDir: options.clientDir ?? '/nonexistent',
    logger: false,
    now: clock.now,
    onRoute: (route) => void routes.push(route),
  });
  await app.ready();
  return {
    app,
    dataDir: config.dataDir,
    database,
    routes,
    clock,
    client: (ip = nextAddress()) => new TestClient(app, ip),
    async signedIn(name, plan = 'free') {
      const c = new TestClient(app, nextAddress());
      const user = (await c.register(name)).json<{ id: number }>();
      if (plan === 'premium') {
        await createUsersRepository(database.db).setPlan(user.id, 'premium');
        // past the embedded database's 5 s session cache, then back
        offset += 10_000;
        await c.request('GET', '/api/user');
        offset -= 10_000;
      }
      return c;
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

let addresses = 0;
/** 10.0.0.1, 10.0.0.2, … */
const nextAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** A browser stand-in over `app.inject()`: keeps cookies and sends the CSRF token like the real client. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** sent with every request, like the client's `X-Team-Id` in a team workspace */
  readonly headers: Record<string, string> = {};
  private csrfToken?: string;

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    options: { body?: unknown; csrf?: boolean | string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    if (options.csrf !== false && !['GET', 'HEAD', 'OPTIONS'].includes(String(method))) {
      headers['csrf-token'] = typeof options.csrf === 'string' ? options.csrf : await this.token();
    }
    const response = await this.app.inject({
      method,
      url,
      headers: { ...headers, cookie: this.cookieHeader() },
      remoteAddress: this.ip,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    this.store(response);
    return response;
  }

  async token(): Promise<string> {
    if (!this.csrfToken) {
      const response = await this.request('GET', '/api/csrf-token');
      this.csrfToken = response.json<{ csrfToken: string }>().csrfToken;
    }
    return this.csrfToken;
  }

  register(username: string, password = 'correct horse battery', email = `${username}@example.com`) {
    return this.request('POST', '/api/register', { body: { username, email, password } });
  }

  login(username: string, password = 'correct horse battery') {
    return this.request('POST', '/api/login', { body: { username, password } });
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(response: LightMyRequestResponse): void {
    for (const c of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
