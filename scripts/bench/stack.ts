import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort, run, startService, stop, waitForUrl } from '../lib/processes.ts';
import { SANDBOX_MAIN } from '@shop/sandbox-api';

/** A sandbox API and a built shop on free ports, for measuring. */
export interface BenchStack {
  shopUrl: string;
  sandboxUrl: string;
  /** The shop server's process id, for reading its memory (`/proc/<pid>/status`). */
  shopPid: number;
  buildSeconds: number;
  pageCount: number;
  /** The build's pre-rendered files (`<outDir>/client`). */
  clientDir: string;
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

/**
 * Seeds a sandbox of the given size, builds the shop against it (timed) and serves the build.
 * BENCH_OUT_DIR, BENCH_DATA_DIR, BENCH_SHOP_PORT and BENCH_SANDBOX_PORT let a run keep clear of
 * another one in the same checkout (defaults: `dist`, `.data/bench`, free ports).
 */
export async function startBenchStack(seed: Record<string, string> = {}): Promise<BenchStack> {
  const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT) || (await freePort());
  const shopPort = Number(process.env.BENCH_SHOP_PORT) || (await freePort());
  const outDir = process.env.BENCH_OUT_DIR || 'dist';
  const dataDir = process.env.BENCH_DATA_DIR || '.data/bench';
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const shopUrl = `http://localhost:${shopPort}`;
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ...seed,
    ASTRO_TELEMETRY_DISABLED: '1',
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DB: `${dataDir}/sandbox.sqlite`,
    API_URL: sandboxUrl,
    PUBLIC_API_URL: sandboxUrl,
    SITE_URL: shopUrl,
  };
  const services: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(services.map(stop));
  };
  services.push(startService(process.execPath, [SANDBOX_MAIN], { env, stdio: 'ignore' }));
  await waitForUrl(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, 600_000);

  const started = performance.now();
  const built = await run(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', outDir],
    { env },
  );
  const buildSeconds = (performance.now() - started) / 1000;
  if (built !== 0) {
    await close();
    throw new Error('The build failed during the benchmark.');
  }
  // Served as in production: NODE_ENV=production, or React renders with its development build.
  const shop = startService(process.execPath, [`${outDir}/server/entry.mjs`], {
    env: { ...env, NODE_ENV: 'production', PORT: String(shopPort), HOST: 'localhost' },
    stdio: 'ignore',
  });
  services.push(shop);
  await waitForUrl(`${shopUrl}/`, 30_000);
  return {
    shopUrl,
    sandboxUrl,
    shopPid: shop.pid!,
    buildSeconds,
    pageCount: countHtml(`${outDir}/client`),
    clientDir: `${outDir}/client`,
    close,
  };
}
