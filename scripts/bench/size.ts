// The size line of the bench report (issue 30 item 7): lines per top folder, the longest function
// in src/ and the pairs of repeated places, so drift shows in every run, not five days later.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FunctionLength, longFunctions } from '../function-length/long-functions.ts';

/** The folders counted, as the issue counts them: the shop, its tests, the sandbox, the other scripts. */
export const SIZE_FOLDERS = ['src', 'tests', 'scripts/sandbox-api', 'scripts'] as const;
const CODE = /\.(ts|tsx|astro|mjs|cjs|css)$/;
/** Never ours to count: installed packages and what builds and runs write. */
const SKIPPED = new Set(['node_modules', 'dist', '.data', '.astro']);

export interface CodeSize {
  /** Lines of code per folder; `scripts` without the sandbox's. */
  lines: Record<string, number>;
  longest: FunctionLength | undefined;
  /** Pairs of places sharing six or more lines per folder (the team's `duplicates` tool), or null without it. */
  duplicatePairs: Record<string, number> | null;
}

function codeLines(dir: string, skip: readonly string[]): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED.has(entry.name) || skip.includes(path) ? sum : sum + codeLines(path, skip);
    // Lines as `wc -l` counts them: line ends.
    return CODE.test(entry.name) ? sum + (readFileSync(path, 'utf8').match(/\n/g)?.length ?? 0) : sum;
  }, 0);
}

/** The pair count `duplicates` prints first ("52 pairs of places …"), or null if it printed none. */
export function duplicatePairCount(output: string): number | null {
  const count = /^(\d+) pairs? of places/m.exec(output);
  return count ? Number(count[1]) : null;
}

function duplicatePairs(root: string): Record<string, number> | null {
  const pairs: Record<string, number> = {};
  for (const folder of ['src', 'tests', 'scripts']) {
    const run = spawnSync('duplicates', ['--repo', join(root, folder)], { encoding: 'utf8' });
    const count = run.error ? null : duplicatePairCount(run.stdout);
    if (count === null) return null;
    pairs[folder] = count;
  }
  return pairs;
}

/** The checkout's size as the report shows it. */
export function measureSize(root: string): CodeSize {
  const lines: Record<string, number> = {};
  for (const folder of SIZE_FOLDERS) {
    const others = SIZE_FOLDERS.filter((other) => other.startsWith(`${folder}/`)).map((other) =>
      join(root, other),
    );
    lines[folder] = codeLines(join(root, folder), others);
  }
  return { lines, longest: longFunctions(root, 'src', 0)[0], duplicatePairs: duplicatePairs(root) };
}

const count = (value: number) => value.toLocaleString('en');

/** The size line of the report. */
export function renderSize({ lines, longest, duplicatePairs: pairs }: CodeSize): string {
  const folders = Object.entries(lines)
    .map(([folder, n]) => `${folder === 'scripts' ? 'other scripts' : folder} ${count(n)}`)
    .join(', ');
  const fn = longest ? `${longest.name} (\`${longest.where}\`) ${longest.lines} lines` : 'none';
  const repeated = pairs
    ? Object.entries(pairs)
        .map(([folder, n]) => `${folder} ${n}`)
        .join(', ')
    : 'not counted (the `duplicates` tool is not on this machine)';
  return `- Size: lines of code ${folders}; longest function in src/: ${fn}; pairs of places sharing 6+ lines: ${repeated}.`;
}
