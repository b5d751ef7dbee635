import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carryOverAssets, listAssets } from '../../../../scripts/rebuild/assets.ts';
import { acquireLock, LockedError } from '../../../../scripts/rebuild/lock.ts';
import { currentReleaseId, switchCurrent } from '../../../../scripts/rebuild/releases.ts';
import { ASSETS_DIR, LOCK_FILE, releaseIdAt } from '../../../../scripts/serve/layout.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rebuild-releases-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const asset = (release: string, name: string, text = name) => {
  mkdirSync(join(root, release, ASSETS_DIR), { recursive: true });
  writeFileSync(join(root, release, ASSETS_DIR, name), text);
};

describe('the releases root', () => {
  it('switches `current` with a relative symlink renamed over the old one, leaving no temporary link', () => {
    mkdirSync(join(root, 'a'));
    mkdirSync(join(root, 'b'));
    switchCurrent(root, 'a');
    expect(currentReleaseId(root)).toBe('a');
    switchCurrent(root, 'b');
    expect(readlinkSync(join(root, 'current'))).toBe('b');
    expect(readdirSync(root).sort()).toEqual(['a', 'b', 'current']);
  });

  it('names releases so that they sort by age', () => {
    const older = releaseIdAt(new Date('2026-11-23T09:59:59.999Z'));
    const newer = releaseIdAt(new Date('2026-11-23T10:00:00.000Z'));
    expect(older).toBe('2026-11-23T09-59-59-999Z');
    expect([newer, older].sort()).toEqual([older, newer]);
  });

  it('carries over the old release’s own assets that the new one lacks, without overwriting', () => {
    asset('old', 'shop.OLD1.js', 'old shop');
    asset('old', 'both.SAME.css', 'old copy');
    asset('old', 'carried.FROM_OLDER.js');
    asset('new', 'shop.NEW1.js');
    asset('new', 'both.SAME.css', 'new copy');
    const copied = carryOverAssets(join(root, 'old'), join(root, 'new'), ['shop.OLD1.js', 'both.SAME.css']);
    expect(copied).toBe(1);
    expect(listAssets(join(root, 'new'))).toEqual(['both.SAME.css', 'shop.NEW1.js', 'shop.OLD1.js']);
    expect(readFileSync(join(root, 'new', ASSETS_DIR, 'both.SAME.css'), 'utf8')).toBe('new copy');
  });

  it('lets one run at a time hold the lock, and takes over a lock whose process is gone', () => {
    const release = acquireLock(root);
    expect(() => acquireLock(root)).toThrow(LockedError);
    release();
    expect(existsSync(join(root, LOCK_FILE))).toBe(false);
    // A pid far above Linux's pid_max (4,194,304): no process can have it.
    writeFileSync(join(root, LOCK_FILE), '999999999');
    const again = acquireLock(root);
    expect(readFileSync(join(root, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    again();
  });
});
