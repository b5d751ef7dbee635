import { describe, expect, it } from 'vitest';
import { releasesToDelete } from '../../../../scripts/rebuild/prune.ts';
import { releaseBefore } from '../../../../scripts/rebuild/rollback.ts';
import { KEEP_RELEASES } from '../../../../scripts/rebuild/settings.ts';

const ids = [
  '2026-11-01T00-00-00-000Z',
  '2026-11-02T00-00-00-000Z',
  '2026-11-03T00-00-00-000Z',
  '2026-11-04T00-00-00-000Z',
  '2026-11-05T00-00-00-000Z',
];
const [first, second, third, fourth, fifth] = ids as [string, string, string, string, string];

describe('pruning releases', () => {
  it(`keeps the live release and the newest good ones, ${KEEP_RELEASES} in all`, () => {
    expect(releasesToDelete(ids, new Set(ids), fifth, 3)).toEqual([first, second]);
  });

  it('keeps the live release after a rollback even when it is older than the newest ones', () => {
    expect(releasesToDelete(ids, new Set(ids), second, 3)).toEqual([first, third]);
  });

  it('deletes directories without a record (failed or unfinished builds) and never counts them', () => {
    const good = new Set([first, second, fourth]);
    expect(releasesToDelete(ids, good, fourth, 3)).toEqual([third, fifth]);
  });

  it('deletes nothing while there are fewer good releases than it keeps', () => {
    expect(releasesToDelete([first, second], new Set([first, second]), second, 3)).toEqual([]);
  });
});

describe('the rollback target', () => {
  it('is the newest good release older than the live one', () => {
    expect(releaseBefore([first, third, fourth], fourth)).toBe(third);
    expect(releaseBefore([first, third, fourth], third)).toBe(first);
  });

  it('is none for the oldest release', () => {
    expect(releaseBefore([first, second], first)).toBeNull();
  });
});
