import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { CURRENT_LINK, PAGES_FILE, RELEASE_FILE, RELEASE_ID_PATTERN } from '../serve/layout.ts';
import type { PageFingerprints } from './page-data.ts';

/** What `release.json` says about a release that passed its check. */
export interface ReleaseRecord {
  id: string;
  /** Content hash of the API data it was built from (of its pages' fingerprints). */
  hash: string;
  /** Hash of the code and build settings it was built from (content-hash.ts, codeHash). */
  codeHash?: string;
  /** A whole build, or the changed pages over the release before it (composed: scripts/rebuild/compose.ts). */
  build?: 'full' | 'partial';
  builtAt: string;
  /** Pre-rendered pages (`.html` files). */
  pages: number;
  /** Its own hashed assets (relative to `client/_astro`), before any carried over from another release. */
  assets: string[];
  apiUrl: string;
  buildMs: number;
}

export function releaseDir(root: string, id: string): string {
  return join(root, id);
}

/** The record of a release, or null when it has none (an unfinished or failed build). */
export function readRelease(root: string, id: string): ReleaseRecord | null {
  try {
    return JSON.parse(readFileSync(join(releaseDir(root, id), RELEASE_FILE), 'utf8')) as ReleaseRecord;
  } catch {
    return null;
  }
}

/** The page fingerprints of a release, or null when it has none (built before they were kept). */
export function readFingerprints(root: string, id: string): PageFingerprints | null {
  try {
    return JSON.parse(readFileSync(join(releaseDir(root, id), PAGES_FILE), 'utf8')) as PageFingerprints;
  } catch {
    return null;
  }
}

export function writeFingerprints(root: string, id: string, fingerprints: PageFingerprints): void {
  writeFileAtomic(
    join(releaseDir(root, id), PAGES_FILE),
    `${JSON.stringify(fingerprints)}
`,
  );
}

/** Written last, through a rename, so a release either has a whole record or none. */
export function writeRelease(root: string, record: ReleaseRecord): void {
  writeFileAtomic(join(releaseDir(root, record.id), RELEASE_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

export function writeFileAtomic(path: string, text: string): void {
  const temporary = `${path}.tmp-${process.pid}`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** The id the `current` symlink points at, or null before the first switch. */
export function currentReleaseId(root: string): string | null {
  try {
    return basename(readlinkSync(join(root, CURRENT_LINK)));
  } catch {
    return null;
  }
}

/** Directories of the root that are releases (good or not), oldest first. */
export function releaseIds(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_ID_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Points `current` at a release atomically: a new symlink under a temporary name, then rename(2)
 * over the old one. A reader sees the old release or the new one, never a missing link. The link
 * is relative, so the root can be moved as a whole.
 */
export function switchCurrent(root: string, id: string): void {
  const temporary = join(root, `${CURRENT_LINK}.tmp-${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(id, temporary);
  renameSync(temporary, join(root, CURRENT_LINK));
}

/** Releases with a record (they passed their check), oldest first. */
export function goodReleaseIds(root: string): string[] {
  return releaseIds(root).filter((id) => readRelease(root, id) !== null);
}
