import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handOverFirstPages } from '../../../../scripts/rebuild/first-pages.ts';
import { EMPTY_FIRST_PAGE_FILE } from '../../../../src/server/data/build-scope.ts';
import type { PageData } from '../../../../scripts/rebuild/page-data.ts';
import type { Category } from '@shop/contract/catalogue';

const root = mkdtempSync(join(tmpdir(), 'first-pages-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A category of the tree with the fields the hand-over reads. */
const category = (id: number, slug: string, childs: Category[] = []): Category =>
  ({ id, url_path: `c-${slug}-${id}`, childs }) as unknown as Category;

/** A shop (10047) with a leaf read (20035) and one the job did not read (20036: empty by its count). */
const data = {
  tree: [category(10047, 'cocina', [category(20035, 'sartenes'), category(20036, 'cazos')])],
  firstPageAnswers: new Map([
    [10047, Buffer.from('{"data":[{"id":1}]}')],
    [20035, Buffer.from('{"data":[{"id":2}]}')],
  ]),
  emptyFirstPage: null,
} as unknown as PageData;
/** The same, with the API's answer for a category the tree counts empty. */
const withEmpty = { ...data, emptyFirstPage: Buffer.from('{"data":[]}') } as PageData;

const files = (dir: string) => readdirSync(dir).sort();

describe('handOverFirstPages', () => {
  it('writes every first page the job read for a full build, as it read it, into an emptied directory', () => {
    const dir = join(root, 'full');
    mkdirSync(dir);
    writeFileSync(join(dir, '99999.json'), '{}');
    expect(handOverFirstPages(dir, data, null)).toBe(2);
    expect(files(dir)).toEqual(['10047.json', '20035.json']);
    expect(readFileSync(join(dir, '20035.json'), 'utf8')).toBe('{"data":[{"id":2}]}');
  });

  it("writes only the listed pages' for a partial build", () => {
    const dir = join(root, 'partial');
    expect(handOverFirstPages(dir, data, ['/c-sartenes-20035', '/c-cazos-20036', '/l-top-ventas'])).toBe(1);
    expect(files(dir)).toEqual(['20035.json']);
    expect(existsSync(join(dir, '20036.json'))).toBe(false);
  });

  it("writes the API's empty answer beside them, for a full or a partial build, when the job read one", () => {
    const full = join(root, 'full-empty');
    expect(handOverFirstPages(full, withEmpty, null)).toBe(2);
    expect(files(full)).toEqual(['10047.json', '20035.json', EMPTY_FIRST_PAGE_FILE].sort());
    expect(readFileSync(join(full, EMPTY_FIRST_PAGE_FILE), 'utf8')).toBe('{"data":[]}');
    const partial = join(root, 'partial-empty');
    expect(handOverFirstPages(partial, withEmpty, ['/c-cazos-20036'])).toBe(0);
    expect(files(partial)).toEqual([EMPTY_FIRST_PAGE_FILE]);
  });
});
