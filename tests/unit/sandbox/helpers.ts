import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  type RunningSandbox,
  type SandboxOptions,
  startSandbox,
} from '../../../scripts/sandbox-api/server.ts';

export interface TestSandbox {
  /** Base URL, set once beforeAll has run. */
  url: string;
  dir: string;
  get(path: string, init?: RequestInit): Promise<Response>;
  json<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T; response: Response }>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Starts a sandbox with its own temporary database for the tests of one file. */
export function withSandbox(options: SandboxOptions = {}): TestSandbox {
  let running: RunningSandbox;
  const sandbox: TestSandbox = {
    url: '',
    dir: '',
    get: (path, init) => fetch(`${sandbox.url}${path}`, init),
    async json<T>(path: string, init?: RequestInit) {
      const response = await fetch(`${sandbox.url}${path}`, init);
      return { status: response.status, body: (await response.json()) as T, response };
    },
    post: (path, body, headers = {}) =>
      fetch(`${sandbox.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
  beforeAll(async () => {
    sandbox.dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
    running = await startSandbox({ port: 0, dbPath: join(sandbox.dir, 'sandbox.sqlite'), ...options });
    sandbox.url = running.url;
  });
  afterAll(async () => {
    await running?.close();
    rmSync(sandbox.dir, { recursive: true, force: true });
  });
  return sandbox;
}
