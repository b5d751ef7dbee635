import { readFileSync } from 'node:fs';
import { type LoadResult, measureLoad } from './load.ts';

export interface EnduranceResult extends LoadResult {
  connections: number;
  seconds: number;
  /** Resident memory of the server after the warm-up and right after the run. */
  rssBeforeMiB: number;
  rssAfterMiB: number;
  /** The highest resident memory sampled during the run. */
  rssPeakMiB: number;
  growthPercent: number;
}

/** How often the server's memory is sampled during the run. */
const RSS_SAMPLE_MS = 1_000;

/** Resident set size of a process in MiB, from `/proc/<pid>/status` (VmRSS, in kB). */
export function readRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = status.match(/^VmRSS:\s+(\d+)\s+kB$/m)?.[1];
  if (!kib) throw new Error(`No VmRSS for process ${pid}.`);
  return Number(kib) / 1024;
}

/**
 * Drives `url` for a warm-up (caches filled, the heap grown to its working size), reads the
 * server's memory, drives it again for `seconds`, and reads it once more: a leak shows as growth.
 */
export async function measureEndurance(
  url: string,
  serverPid: number,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<EnduranceResult> {
  await measureLoad(url, options.connections, options.warmupSeconds);
  const rssBeforeMiB = readRssMiB(serverPid);
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => {
    rssPeakMiB = Math.max(rssPeakMiB, readRssMiB(serverPid));
  }, RSS_SAMPLE_MS);
  try {
    const load = await measureLoad(url, options.connections, options.seconds);
    const rssAfterMiB = readRssMiB(serverPid);
    return {
      ...load,
      connections: options.connections,
      seconds: options.seconds,
      rssBeforeMiB,
      rssAfterMiB,
      rssPeakMiB: Math.max(rssPeakMiB, rssAfterMiB),
      growthPercent: ((rssAfterMiB - rssBeforeMiB) / rssBeforeMiB) * 100,
    };
  } finally {
    clearInterval(sampler);
  }
}
