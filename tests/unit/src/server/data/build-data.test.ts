// @module-tag slow
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';

// Inside the project: the build's server chunks resolve packages from its node_modules.
mkdirSync('.data', { recursive: true });
const outDir = mkdtempSync('.data/build-test-');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the build', () => {
  it('fails loudly, naming the API, when the API cannot be reached (never an empty catalogue)', () => {
    // Port 9 (discard) on loopback: nothing listens there, so every connection is refused.
    const build = spawnSync(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir],
      {
        env: { ...process.env, API_URL: 'http://127.0.0.1:9', ASTRO_TELEMETRY_DISABLED: '1' },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(build.status).not.toBe(0);
    expect(`${build.stdout}${build.stderr}`).toContain(
      'the commerce API at http://127.0.0.1:9 could not be reached',
    );
  }, 120_000);
});
