import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../scripts/lib/processes.ts';

// Inside the project: the build's server chunks resolve packages from its node_modules.
mkdirSync('.data', { recursive: true });
const outDir = mkdtempSync('.data/build-test-');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the build', () => {
  it('fails loudly and at once, naming the API, when the API cannot be reached (never an empty catalogue)', async () => {
    // A port nothing listens on: every connection is refused.
    const api = `http://127.0.0.1:${await freePort()}`;
    const build = spawnSync(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir],
      {
        env: { ...process.env, API_URL: api, ASTRO_TELEMETRY_DISABLED: '1' },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(build.status).not.toBe(0);
    const output = `${build.stdout}${build.stderr}`;
    expect(output).toContain(`the commerce API at ${api} could not be reached (connect ECONNREFUSED`);
    // At the build's start (astro.config.mjs, shop:api-reachable), before any bundling.
    expect(output).not.toMatch(/building client|Server built/i);
  }, 120_000);
});
