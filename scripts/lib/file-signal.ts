import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often a signal file is looked for. */
const SIGNAL_POLL_MS = 500;

/**
 * Resolves with what `path` holds once another process has written it (a file written whole, as
 * `writeFileSync` writes a short one), or undefined once `ended()` says the writer will not.
 */
export async function waitForFile(
  path: string,
  ended: () => boolean = () => false,
): Promise<string | undefined> {
  while (!existsSync(path)) {
    if (ended()) return undefined;
    await sleep(SIGNAL_POLL_MS);
  }
  return readFileSync(path, 'utf8');
}
