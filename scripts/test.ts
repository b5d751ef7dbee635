// `npm test`: every runner in turn (type check, lint, unit, end-to-end), then one summary line
// `tests: N passed, N failed` summed over all of them. Exits non-zero on any failure.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium.ts';
import { freePort, run } from './lib/processes.ts';

interface Tally {
  runner: string;
  passed: number;
  failed: number;
}

// Astro's anonymous telemetry would phone home from every build and check.
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const REPORTS = '.data/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const node = process.execPath;
const tallies: Tally[] = [];

/** A runner that reports one verdict for the whole tree (type check, lint). */
async function wholeTreeCheck(runner: string, args: string[]): Promise<void> {
  console.log(`\n━━ ${runner} ━━`);
  const code = await run(node, args);
  tallies.push({ runner, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

/** Reads a JSON report, or undefined when the runner crashed before writing it. */
function readReport<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

await wholeTreeCheck('type check', ['node_modules/astro/bin/astro.mjs', 'check']);
// contract, lib and i18n once more without the DOM's types: pure rules never reach for the page.
await wholeTreeCheck('pure layers', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lib.json']);
// The floor plan (README, Layout): imports run one way (dependency-cruiser), unit tests mirror the tree.
await wholeTreeCheck('layout', ['scripts/check-layout/main.ts']);
// Short functions (issue 30): none in src/ longer than 80 lines (scripts/function-length).
await wholeTreeCheck('function length', ['scripts/function-length/main.ts']);
// Lint and formatting together: `biome check` fails on a file that differs from the formatter's output.
await wholeTreeCheck('lint', ['node_modules/@biomejs/biome/bin/biome', 'check', '--error-on-warnings']);

console.log('\n━━ unit (Vitest) ━━');
const vitestReport = `${REPORTS}/vitest.json`;
const vitestCode = await run(node, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readReport<{ numPassedTests: number; numFailedTests: number }>(vitestReport);
tallies.push({
  runner: 'unit',
  passed: vitest?.numPassedTests ?? 0,
  failed: (vitest?.numFailedTests ?? 0) + (vitestCode !== 0 && !vitest?.numFailedTests ? 1 : 0),
});

console.log('\n━━ end-to-end (Playwright, Chromium) ━━');
const chromium = await ensureChromium();
if (!chromium) {
  tallies.push({ runner: 'e2e', passed: 0, failed: 1 });
} else {
  const playwrightReport = `${REPORTS}/playwright.json`;
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_SHOP_PORT: process.env.E2E_SHOP_PORT ?? String(await freePort()),
    E2E_SANDBOX_PORT: process.env.E2E_SANDBOX_PORT ?? String(await freePort()),
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  };
  const code = await run(node, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
    env,
  });
  const report = readReport<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    playwrightReport,
  );
  const passed = (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0);
  const failed = report?.stats.unexpected ?? 0;
  tallies.push({ runner: 'e2e', passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0) });
}

console.log('');
for (const { runner, passed, failed } of tallies)
  console.log(`${runner}: ${passed} passed, ${failed} failed`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
