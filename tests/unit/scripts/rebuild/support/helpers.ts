import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunSummary } from '../../../../../scripts/rebuild/summary.ts';

/** Longest a single `npm run rebuild` may take in these tests: one build on a loaded 2-core machine. */
export const JOB_TIMEOUT_MS = 240_000;

export interface JobRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  summary: RunSummary;
}

/**
 * Runs `scripts/rebuild.ts` (what `npm run rebuild` runs) with `env` over ours; its last stdout line
 * is the summary. `onProgress` sees its progress (stderr) as it comes.
 */
export function runJob(
  args: string[],
  env: NodeJS.ProcessEnv,
  onProgress: (stderr: string) => void = () => {},
): Promise<JobRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/rebuild.ts', ...args], {
    env: { ...process.env, ...env },
    timeout: JOB_TIMEOUT_MS,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    onProgress(stderr);
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      // A job that crashed before its summary still answers (its code and stderr say why), never a hung test.
      let summary = {} as RunSummary;
      try {
        summary = JSON.parse(last) as RunSummary;
      } catch {}
      resolve({ code, stdout, stderr, ms: performance.now() - started, summary });
    });
  });
}

/** `scripts/serve.ts` running, with the output it printed so far. */
export interface Served {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export function startServe(env: NodeJS.ProcessEnv): Served {
  const child = spawn(process.execPath, ['scripts/serve.ts'], { env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `check` until it holds (no fixed sleeps: the machine may be slow), or fails after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export interface LoopReport {
  requests: number;
  failures: string[];
  /** Bodies seen, by a label the caller chose (e.g. which category name a page showed). */
  seen: Map<string, number>;
  /** Requests by the phase they started in, as the caller names it (e.g. before, during, after a switch). */
  phases: Map<string, number>;
}

/** Longest a page may take to answer under a loaded machine: past it, the request was lost. */
const ANSWER_TIMEOUT_MS = 30_000;
/**
 * How often each of the concurrent loops starts a request: a steady stream (6 loops: up to 24 a
 * second), not a flood. As fast as they could, the loops made thousands of requests during the
 * build, which only took CPU from the builds under test; what they prove, no request failing
 * through a switch, needs requests spread over it (the tests count them before, during and after).
 */
export const REQUEST_INTERVAL_MS = 250;

/**
 * Requests `urls` in turn from `concurrency` loops (keep-alive connections, as browsers and proxies
 * keep them), each starting one every REQUEST_INTERVAL_MS (or as soon as its last one ended when
 * that took longer), until `stop()`; a network error, no answer in time or any status but 200 is a
 * failure. `phaseOf` names the phase each request starts in.
 */
export function requestLoop(
  urls: string[],
  concurrency: number,
  label: (body: string) => string,
  phaseOf: () => string = () => 'all',
) {
  const report: LoopReport = { requests: 0, failures: [], seen: new Map(), phases: new Map() };
  const count = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  let running = true;
  const loops = Array.from({ length: concurrency }, async (_, offset) => {
    for (let index = offset; running; index += 1) {
      const url = urls[index % urls.length]!;
      const started = performance.now();
      count(report.phases, phaseOf());
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
        const body = await response.text();
        if (response.status !== 200) report.failures.push(`${url}: ${response.status}`);
        count(report.seen, label(body));
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        report.failures.push(`${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
      }
      report.requests += 1;
      const rest = REQUEST_INTERVAL_MS - (performance.now() - started);
      if (running && rest > 0) await sleep(rest);
    }
  });
  return {
    report,
    async stop(): Promise<LoopReport> {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}
