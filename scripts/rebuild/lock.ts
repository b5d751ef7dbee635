import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCK_FILE } from '../serve/layout.ts';

export class LockedError extends Error {}

/** Whether a process with this pid exists (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the root's lock (a file holding our pid, created exclusively) or throws LockedError when a
 * live run holds it. A lock left by a run that died is taken over. Returns the release function.
 */
export function acquireLock(root: string): () => void {
  const path = join(root, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new LockedError(`another rebuild (pid ${holder}) is running on ${root}`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new LockedError(`could not take the lock ${path}`);
}
