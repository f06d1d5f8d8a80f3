import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../server/lib/build-info';

export interface RunningServer {
  url: string;
  /** the server process, with an IPC channel when started from another script than server/main.ts */
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (server/main.ts, or a script that wraps it) in its own process, as `npm start`
 * would, on a fresh data folder.
 */
export async function startServer(port: number, env: Record<string, string> = {}, script = 'server/main.ts'): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'counsel-bench-')), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/readyz`).then((r) => r.ok, () => false)) {
      return {
        url,
        child,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

/** Registers a user over HTTP and returns the Cookie header of its signed-in session. */
let registered = 0;

export async function signedInCookie(url: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value!);
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const tokenRes = await fetch(`${url}/api/csrf-token`);
  keep(tokenRes);
  const { csrfToken } = (await tokenRes.json()) as { csrfToken: string };
  const name = `${Date.now()}_${++registered}`;
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'csrf-token': csrfToken, cookie: header() },
    body: JSON.stringify({ username: `bench_${name}`, email: `bench_${name}@example.com`, password: 'bench-password-123' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  keep(res);
  return header();
}

/** What a signed-in browser sends with a request that changes something: its session cookie and CSRF token. */
export interface Client {
  url: string;
  headers: { cookie: string; 'csrf-token': string };
}

/** Registers a user over HTTP and returns its signed-in client. */
export async function signedInClient(url: string): Promise<Client> {
  const cookie = await signedInCookie(url);
  const { csrfToken } = (await (await fetch(`${url}/api/csrf-token`, { headers: { cookie } })).json()) as { csrfToken: string };
  return { url, headers: { cookie, 'csrf-token': csrfToken } };
}

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/**
 * Resets, or reports since the last reset, the event-loop delay of a server started from
 * bench/watched-server.ts.
 */
export function eventLoopDelay(child: ChildProcess, message: 'reset' | 'report'): Promise<LoopDelay> {
  return new Promise((resolve) => {
    if (message === 'reset') {
      child.send(message);
      resolve({ p50: 0, p99: 0, max: 0 });
    } else {
      child.once('message', (m) => resolve(m as LoopDelay));
      child.send(message);
    }
  });
}
