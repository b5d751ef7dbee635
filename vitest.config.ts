import { defineConfig } from 'vitest/config';
import { inlineScriptsModule } from './src/server/http/inline-scripts.ts';

// Three projects. 'unit': pure rules, stores, the API client and the scripts; DOM tests opt in per
// file with `// @vitest-environment happy-dom`. 'sandbox': the sandbox package's own tests (its
// vitest.config.ts, in scripts/sandbox-api/). 'contract': the shop's API calls against an API,
// CONTRACT_API_URL (a staging server of the real one) or else a sandbox its global setup starts
// (tests/contract/support/global-setup.ts). `vitest run` runs all three; `--project contract` one.
export default defineConfig({
  // The pages' inline scripts, bundled as the build bundles them (modules that import them: the layout, the late-scripts middleware).
  plugins: [inlineScriptsModule()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'] },
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
    // many of them wait on a sandbox, a server or a child build rather than compute.
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
