import { describe, expect, it } from 'vitest';
import { duplicatePairCount, measureSize, renderSize } from '../../../../scripts/bench/size.ts';
import { tempTrees } from '../../support/temp-tree';

const tree = tempTrees('bench-size-');

describe('the size line', () => {
  it('counts code lines per folder (the sandbox apart from the other scripts, installed packages never) and finds the longest function', () => {
    const dir = tree({
      'src/lib/a.ts': 'export function short() {\n  return 1;\n}\n',
      'src/lib/b.ts': `export function longer() {\n${'  void 0;\n'.repeat(5)}}\n`,
      'src/pages/index.astro': '---\n---\n<p>Hola</p>\n',
      'src/notes.md': 'not code\n',
      'tests/a.test.ts': 'x\n',
      'scripts/sandbox-api/main.ts': 'a\nb\n',
      'scripts/sandbox-api/node_modules/dep/index.js': 'never\n',
      'scripts/start.ts': 'c\n',
    });
    const size = measureSize(dir);
    expect(size.lines).toEqual({ src: 3 + 7 + 3, tests: 1, 'scripts/sandbox-api': 2, scripts: 1 });
    expect(size.longest).toMatchObject({ name: 'longer', where: 'src/lib/b.ts:1', lines: 7 });
  });

  it("reads the pair count from the duplicates tool's first line", () => {
    expect(duplicatePairCount('52 pairs of places (456 files read), each sharing runs…\nD1 a ~ b')).toBe(52);
    expect(duplicatePairCount('no such tool')).toBeNull();
  });

  it('says what it could not count', () => {
    const line = renderSize({
      lines: { src: 21160, tests: 26822, 'scripts/sandbox-api': 16922, scripts: 5000 },
      longest: { name: 'createPageCache', where: 'src/server/cache.ts:10', lines: 80 },
      duplicatePairs: null,
    });
    expect(line).toBe(
      '- Size: lines of code src 21,160, tests 26,822, scripts/sandbox-api 16,922, other scripts 5,000; longest function in src/: createPageCache (`src/server/cache.ts:10`) 80 lines; pairs of places sharing 6+ lines: not counted (the `duplicates` tool is not on this machine).',
    );
  });
});
