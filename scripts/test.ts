// `npm test`: every runner in turn (type check, lint, unit, end-to-end), then one summary line
// `tests: N passed, N failed` summed over all of them. Exits non-zero on any failure.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { ensureEndToEndChromium } from './lib/chromium.ts';
import { followFile } from './lib/follow-file.ts';
import { freePort, run } from './lib/processes.ts';

interface Tally {
  runner: string;
  passed: number;
  failed: number;
}

// Astro's anonymous telemetry would phone home from every build and check.
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const REPORTS = '.data/reports';
const E2E_LOG = `${REPORTS}/e2e.log`;
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

/**
 * Runs Playwright with its output in E2E_LOG (shown after the unit tests); the tally from its JSON
 * report.
 */
async function startEndToEnd(): Promise<Tally> {
  const chromium = await ensureEndToEndChromium();
  if (!chromium) return { runner: 'e2e', passed: 0, failed: 1 };
  const playwrightReport = `${REPORTS}/playwright.json`;
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_SHOP_PORT: process.env.E2E_SHOP_PORT ?? String(await freePort()),
    E2E_SANDBOX_PORT: process.env.E2E_SANDBOX_PORT ?? String(await freePort()),
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  };
  const log = openSync(E2E_LOG, 'w');
  const code = await run(node, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const report = readReport<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    playwrightReport,
  );
  const passed = (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0);
  const failed = report?.stats.unexpected ?? 0;
  return { runner: 'e2e', passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0) };
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
// The end-to-end suite starts now and runs beside the other checks and the unit tests: its tests
// wait on pages more than they use the CPU (about one of the two cores), so the checks fill the
// rest (issue 30: the suite's time). After `astro check`, which writes the `.astro/` folder the
// e2e build writes too. Its output is kept in a file and shown after the unit tests.
const e2e = startEndToEnd();
// contract, lib and i18n once more without the DOM's types: pure rules never reach for the page.
await wholeTreeCheck('pure layers', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lib.json']);
// The floor plan (README, Layout): imports run one way (dependency-cruiser), unit tests mirror the tree.
await wholeTreeCheck('layout', ['scripts/check-layout/main.ts']);
// Short functions (issue 30): none in src/ longer than 80 lines (scripts/function-length).
await wholeTreeCheck('function length', ['scripts/function-length/main.ts']);
// Form pages declare intents (issue 30): no page that handles POST has more than 30 lines of frontmatter.
await wholeTreeCheck('form pages', ['scripts/form-pages/main.ts']);
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
tallies.push(await followFile(E2E_LOG, e2e));

console.log('');
for (const { runner, passed, failed } of tallies)
  console.log(`${runner}: ${passed} passed, ${failed} failed`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
