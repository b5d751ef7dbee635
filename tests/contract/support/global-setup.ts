// The contract suite's API: CONTRACT_API_URL when given (a staging server of the real API), else a
// sandbox of its own on a free port, over a fresh database, stopped when the suite ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSandbox } from '@shop/sandbox-api';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API the suite walks. */
    contractApiUrl: string;
    /** Whether it is the sandbox this setup started (it may then create its customer). */
    contractOwnSandbox: boolean;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.CONTRACT_API_URL;
  if (given) {
    project.provide('contractApiUrl', given.replace(/\/+$/, ''));
    project.provide('contractOwnSandbox', false);
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'contract-sandbox-'));
  const sandbox = await startSandbox({ port: 0, dbPath: join(dir, 'sandbox.sqlite') });
  project.provide('contractApiUrl', sandbox.url);
  project.provide('contractOwnSandbox', true);
  return async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
