import { defineProject } from 'vitest/config';

// The sandbox's own tests (tests/ mirrors this package's tree), a project of the repository's
// Vitest run (its vitest.config.ts lists this folder), or alone: `npm test` in this folder.
// DOM tests opt in per file with `// @vitest-environment happy-dom`.
export default defineProject({
  test: {
    name: 'sandbox',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
