import { defineConfig } from 'vitest/config';

// Unit tests: pure rules, stores, the API client and the sandbox. DOM tests opt in per file
// with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Every core (Vitest leaves one free by default: one worker on a 2-core machine). The files are
    // independent (each sandbox on a port of its own, each build in a directory of its own) and
    // many of them wait on a sandbox, a server or a child build rather than compute.
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
