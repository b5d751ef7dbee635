import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_LINK, entryOf } from './layout.ts';

/** Served when the releases root has no live release yet: the output of a plain `npm run build`. */
export const FALLBACK_BUILD = 'dist';

/**
 * The real directory of the release to serve now: `<root>/current` resolved (so workers keep the
 * release they started with when `current` moves), else the plain build. Null when neither has a
 * server entry.
 */
export function releaseToServe(root: string, fallback: string): string | null {
  for (const candidate of [join(root, CURRENT_LINK), fallback]) {
    if (existsSync(entryOf(candidate))) return realpathSync(candidate);
  }
  return null;
}
