import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort, run, startService, stop, waitForUrl } from '../lib/processes.ts';

/** A sandbox API and a built shop on free ports, for measuring. */
export interface BenchStack {
  shopUrl: string;
  sandboxUrl: string;
  buildSeconds: number;
  pageCount: number;
  close(): Promise<void>;
}

/** Counts the pre-rendered HTML pages of a build. */
function countHtml(dir: string): number {
  return readdirSync(dir).reduce((count, name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return count + countHtml(path);
    return count + (name.endsWith('.html') ? 1 : 0);
  }, 0);
}

/** Seeds a sandbox of the given size, builds the shop against it (timed) and serves the build. */
export async function startBenchStack(seed: Record<string, string> = {}): Promise<BenchStack> {
  const sandboxPort = await freePort();
  const shopPort = await freePort();
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const shopUrl = `http://localhost:${shopPort}`;
  rmSync('.data/bench', { recursive: true, force: true });
  const env = {
    ...process.env,
    ...seed,
    ASTRO_TELEMETRY_DISABLED: '1',
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DB: '.data/bench/sandbox.sqlite',
    API_URL: sandboxUrl,
    PUBLIC_API_URL: sandboxUrl,
    SITE_URL: shopUrl,
  };
  const services: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(services.map(stop));
  };
  services.push(startService(process.execPath, ['scripts/sandbox-api/main.ts'], { env, stdio: 'ignore' }));
  await waitForUrl(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, 600_000);

  const started = performance.now();
  const built = await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], { env });
  const buildSeconds = (performance.now() - started) / 1000;
  if (built !== 0) {
    await close();
    throw new Error('The build failed during the benchmark.');
  }
  services.push(startService(process.execPath, ['dist/server/entry.mjs'], {
    env: { ...env, PORT: String(shopPort), HOST: 'localhost' },
    stdio: 'ignore',
  }));
  await waitForUrl(`${shopUrl}/`, 30_000);
  return { shopUrl, sandboxUrl, buildSeconds, pageCount: countHtml('dist/client'), close };
}
