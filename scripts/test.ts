// `npm test`: every runner (end-to-end first, beside it the checks, the unit tests once the e2e build
// is done, then the type check), then one summary line `tests: N passed, N failed` summed over all
// of them. Exits non-zero on any failure.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureEndToEndChromium } from './lib/chromium.ts';
import { waitForFile } from './lib/file-signal.ts';
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
/** Written by the e2e global setup once the shop is built (tests/e2e/support/global-setup.ts). */
const E2E_BUILT = `${REPORTS}/e2e-built`;
/** Written here once the e2e browser is installed: its path, or nothing when it cannot be. */
const E2E_BROWSER = `${REPORTS}/e2e-browser`;
/** Written by the e2e run when its last project starts (tests/e2e/support/test.ts). */
const E2E_LAST_PROJECT = `${REPORTS}/e2e-last-project`;
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
 * report. Playwright starts at once, while `browser` (Debian's Chromium, installed with apt-get on
 * a machine without it: half a minute) is still on its way: its global setup builds and serves the
 * shop meanwhile, and waits for E2E_BROWSER before the first test.
 */
async function startEndToEnd(browser: Promise<string | undefined>): Promise<Tally> {
  const playwrightReport = `${REPORTS}/playwright.json`;
  const env = {
    ...process.env,
    E2E_SHOP_PORT: process.env.E2E_SHOP_PORT ?? String(await freePort()),
    E2E_SANDBOX_PORT: process.env.E2E_SANDBOX_PORT ?? String(await freePort()),
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    E2E_BUILT_FILE: E2E_BUILT,
    E2E_BROWSER_FILE: E2E_BROWSER,
    E2E_LAST_PROJECT_FILE: E2E_LAST_PROJECT,
  };
  void browser.then((path) => writeFileSync(E2E_BROWSER, path ?? ''));
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

// The end-to-end suite starts first (issue 30: the suite's time): it is the longest runner, and its
// tests wait on pages more than they use the CPU (about one of the two cores), so the checks and
// the unit tests run beside it. Its output is kept in a file and shown after the unit tests.
const e2e = startEndToEnd(ensureEndToEndChromium());
let e2eEnded = false;
void e2e.finally(() => {
  e2eEnded = true;
});
// While the shop builds for it: contract, lib and i18n once more without the DOM's types (pure
// rules never reach for the page).
await wholeTreeCheck('pure layers', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lib.json']);
// The floor plan (README, Layout): imports run one way (dependency-cruiser), unit tests mirror the tree.
await wholeTreeCheck('layout', ['scripts/check-layout/main.ts']);
// Short functions (issue 30): none in src/ longer than 80 lines (scripts/function-length).
await wholeTreeCheck('function length', ['scripts/function-length/main.ts']);
// Form pages declare intents (issue 30): no page that handles POST has more than 30 lines of frontmatter.
await wholeTreeCheck('form pages', ['scripts/form-pages/main.ts']);
// Lint and formatting together: `biome check` fails on a file that differs from the formatter's output.
await wholeTreeCheck('lint', ['node_modules/@biomejs/biome/bin/biome', 'check', '--error-on-warnings']);
// Once the e2e build is done (it would write the `.astro/` folder with the rebuild job's test's
// builds and `astro check`, below), or the run has ended (a failed build): the unit tests.
await waitForFile(E2E_BUILT, () => e2eEnded);

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

// The type check last, when the e2e run's last project starts (or the run has ended): the fault
// tests run alone on one worker for their half minute, and `astro check` takes the other core,
// which had nothing else left to do then (issue 30: the suite's time).
await waitForFile(E2E_LAST_PROJECT, () => e2eEnded);
await wholeTreeCheck('type check', ['node_modules/astro/bin/astro.mjs', 'check']);

console.log('\n━━ end-to-end (Playwright, Chromium) ━━');
tallies.push(await followFile(E2E_LOG, e2e));

console.log('');
for (const { runner, passed, failed } of tallies)
  console.log(`${runner}: ${passed} passed, ${failed} failed`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
