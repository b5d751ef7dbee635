import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { startService } from '../lib/processes.ts';
import { ensurePackage } from './nginx.ts';

/** Where Debian's `redis-server` package puts its binary. */
const REDIS_PATHS = ['/usr/bin/redis-server'];
const REDIS_POLL_MS = 100;

/** The redis-server binary (Debian's package, installed when missing and we are root; else says what to do). */
export const ensureRedis = () => ensurePackage('redis-server', REDIS_PATHS);

/** A throw-away Redis on the loopback at `port`: nothing saved to disk, gone with the run. */
export function startRedis(binary: string, port: number, dir: string): ChildProcess {
  return startService(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
}

/** Waits until the Redis at `url` answers PING. */
export async function waitForRedis(url: string, timeoutMs: number): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
  client.on('error', () => undefined);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      try {
        if (client.status !== 'ready') await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        client.disconnect();
        await sleep(REDIS_POLL_MS);
      }
    }
    throw new Error(`Redis at ${url} did not answer within ${timeoutMs} ms.`);
  } finally {
    client.disconnect();
  }
}
