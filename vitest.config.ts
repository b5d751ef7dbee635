import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { inlineScriptsModule } from './src/server/http/inline-scripts.ts';

/** The environment a test file asks for (`// @vitest-environment happy-dom`), if it asks. */
const askedEnvironment = (path: string) =>
  /@vitest-environment\s+([\w-]+)/.exec(readFileSync(path, 'utf8'))?.[1];
/** A file tagged `// @module-tag slow`: it runs first. */
const isSlow = (path: string) => /@module-tag\s+slow\b/.test(readFileSync(path, 'utf8'));

const UNIT_TESTS = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'];
/** The unit test files that run in happy-dom: the 'dom' project's. */
const DOM_TESTS = globSync(UNIT_TESTS, { cwd: import.meta.dirname }).filter(
  (path) => askedEnvironment(path) === 'happy-dom',
);

/**
 * Vitest's order (project by project, the slowest files first when a run before timed them), with
 * the files tagged slow first and the files of one project and environment side by side: a shared
 * worker (`isolate: false`) takes the next file only when its project and environment are its
 * own, so node and happy-dom files taking turns would start a worker each. Groups come in the
 * order of their first file. On a fresh clone no run timed the files: the tag starts the longest
 * (the rebuild job's story, over a minute) first, beside all the others, not after them.
 */
class ByEnvironment extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const timed = await super.sort(files);
    const slow = new Set(timed.filter((spec) => isSlow(spec.moduleId)));
    const sorted = [...slow, ...timed.filter((spec) => !slow.has(spec))];
    const groupOf = new Map(
      sorted.map((spec) => [
        spec,
        `${spec.project.name} ${askedEnvironment(spec.moduleId) ?? spec.project.config.environment}`,
      ]),
    );
    const groups = [...new Set(groupOf.values())];
    return groups.flatMap((group) => sorted.filter((spec) => groupOf.get(spec) === group));
  }
}

// Four projects. 'unit': pure rules, stores, the API client and the scripts. 'dom': the unit tests
// that opt in to a DOM per file with `// @vitest-environment happy-dom` (islands, components, page
// scripts). 'sandbox': the sandbox package's own tests (its vitest.config.ts, in
// scripts/sandbox-api/). 'contract': the shop's API calls against an API, CONTRACT_API_URL (a
// staging server of the real one) or else a sandbox its global setup starts
// (tests/contract/support/global-setup.ts). `vitest run` runs all four; `--project contract` one.
//
// Workers are shared between files (`isolate: false`; issue 30: the suite's CPU time, on 2 cores
// shared with the e2e run): a worker per file cost about half a second of CPU each, to start a
// process and load the same packages again (the 'dom' files too: 34 of them, 19 CPU-s alone, 5
// shared). A file still starts from what a worker of its own would give it: in 'unit', fresh
// modules of ours (tests/unit/support/fresh-modules.ts: a file's `vi.mock` reaches the modules
// importing the mocked one); in 'dom', those and a fresh window (tests/unit/support/fresh-window.ts);
// in the sandbox, a fresh window for its DOM files (its vitest.config.ts). Its other files keep
// nothing for the next (each starts a sandbox on a database of its own), nor do the contract's
// (their sessions and shoppers are their own, on the sandbox their global setup starts).
export default defineConfig({
  // The pages' inline scripts, bundled as the build bundles them (modules that import them: the layout, the late-scripts middleware).
  plugins: [inlineScriptsModule()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: DOM_TESTS,
          setupFiles: ['tests/unit/support/fresh-modules.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: DOM_TESTS,
          setupFiles: ['tests/unit/support/fresh-modules.ts', 'tests/unit/support/fresh-window.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/support/global-setup.ts'],
        },
      },
      'scripts/sandbox-api',
    ],
    environment: 'node',
    // Every core (Vitest leaves one free by default: one worker on a 2-core machine). The files are
    // independent (each sandbox on a port of its own, each build in a directory of its own) and
    // many of them wait on a sandbox, a server or a child build rather than compute. The sandbox's
    // config says the same: Vitest runs projects side by side only when their workers match.
    maxWorkers: '100%',
    isolate: false,
    sequence: { sequencer: ByEnvironment },
    tags: [
      { name: 'slow', description: 'A file that takes a minute or so (builds, servers): it runs first.' },
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
