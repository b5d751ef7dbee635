import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVE_PID_FILE, SERVE_SCRIPT } from '../serve/layout.ts';
import { isAlive } from './lock.ts';

export type ServerNotice = 'reloaded' | 'not-running';

/**
 * Tells a running `npm run serve` (its pid is in the root) to fork workers from the new `current`
 * and retire the old ones (SIGHUP). Without it, nothing to do: a server started later serves `current`.
 */
export function reloadServer(root: string): ServerNotice {
  let pid: number;
  try {
    pid = Number(readFileSync(join(root, SERVE_PID_FILE), 'utf8'));
  } catch {
    return 'not-running';
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isServe(pid)) return 'not-running';
  process.kill(pid, 'SIGHUP');
  return 'reloaded';
}

/**
 * Whether the process is `scripts/serve.ts`: a pid file left by a server that died may name a pid
 * the system has given to another program since, which SIGHUP could stop. Where /proc is missing
 * (not Linux) the pid file is trusted.
 */
function isServe(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(SERVE_SCRIPT);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT' || !existsSync('/proc/self');
  }
}
