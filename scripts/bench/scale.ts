import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort, startService, stop, waitForUrl } from '../lib/processes.ts';
import { SANDBOX_MAIN } from '@shop/sandbox-api';

export interface ScaleResult {
  categories: number;
  seconds: number;
  pages: number;
  peakMemoryMiB: number;
}

/** Peak resident memory of a process so far (Linux /proc), in KiB; 0 once it has exited. */
function peakKiB(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Runs `astro build` into `outDir`, timing it and sampling its peak memory. */
function timedBuild(env: NodeJS.ProcessEnv, outDir: string): Promise<{ seconds: number; peakKiB: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', outDir],
      { env, stdio: 'inherit' },
    );
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, peakKiB(child.pid ?? 0));
    }, 100);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, peakKiB: peak });
      else reject(new Error(`The build with a large category tree failed (exit ${code}).`));
    });
  });
}

/** Seeds a sandbox with `categories` categories and measures a full build against it. */
export async function measureBuildAtScale(categories: number): Promise<ScaleResult> {
  const port = await freePort();
  const dir = `.data/bench-scale-${categories}`;
  rmSync(dir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    SANDBOX_PORT: String(port),
    SANDBOX_DB: `${dir}/sandbox.sqlite`,
    SANDBOX_CATEGORIES: String(categories),
    API_URL: `http://localhost:${port}`,
    PUBLIC_API_URL: `http://localhost:${port}`,
  };
  const sandbox = startService(process.execPath, [SANDBOX_MAIN], { env, stdio: 'ignore' });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/__sandbox/health`, 300_000);
    const { seconds, peakKiB: peak } = await timedBuild(env, `${dir}/dist`);
    const pages = readdirSync(`${dir}/dist/client`).filter((name) => name.endsWith('.html')).length;
    return { categories, seconds, pages, peakMemoryMiB: Math.round(peak / 1024) };
  } finally {
    await stop(sandbox);
    rmSync(dir, { recursive: true, force: true });
  }
}
