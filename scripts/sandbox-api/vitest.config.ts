import { defineProject } from 'vitest/config';

// The sandbox's own tests (tests/ mirrors this package's tree), a project of the repository's
// Vitest run (its vitest.config.ts lists this folder), or alone: `npm test` in this folder.
// DOM tests opt in per file with `// @vitest-environment happy-dom`.
export default defineProject({
  test: {
    name: 'sandbox',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // As the repository's run has it (its vitest.config.ts says why): every core, and workers
    // shared between files, which keep nothing for the next one: each starts a sandbox on a
    // database of its own, and a DOM file gets a window of its own (tests/support/fresh-window.ts).
    // Vitest runs projects side by side only when their workers match.
    maxWorkers: '100%',
    isolate: false,
    setupFiles: ['tests/support/fresh-window.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
