import { defineConfig } from 'vitest/config';

// Unit tests: pure rules, stores, the API client and the sandbox. DOM tests opt in per file
// with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
