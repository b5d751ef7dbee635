import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../support/test';
import { freePort, run, startService, stop, waitForUrl } from '../../../scripts/lib/processes.ts';
import { SEED_FACTS } from '@shop/sandbox-api';

// A production host installs only the runtime packages, exactly as the lockfile lists them
// (`npm ci --omit=dev`): the built server must start from them and answer pages, a pre-rendered
// one and one rendered on demand.
test('the build serves pages from an install without devDependencies', async () => {
  test.setTimeout(180_000);
  const root = resolve('.data/production-install');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(file, `${root}/${file}`);
  const installed = await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'ignore',
  });
  expect(installed, 'npm ci --omit=dev').toBe(0);
  // The build beside those packages: its bare imports resolve from the runtime install only.
  cpSync(process.env.E2E_OUT_DIR ?? 'dist', `${root}/dist`, { recursive: true });
  const port = await freePort();
  const server = startService(process.execPath, [`${root}/dist/server/entry.mjs`], {
    cwd: root,
    env: {
      ...process.env,
      API_URL: `http://localhost:${process.env.E2E_SANDBOX_PORT}`,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: 'localhost',
    },
    stdio: 'ignore',
  });
  try {
    await waitForUrl(`http://localhost:${port}/`, 30_000);
    expect((await fetch(`http://localhost:${port}/`)).status).toBe(200);
    const product = await fetch(`http://localhost:${port}${SEED_FACTS.pan.path}`);
    expect(product.status).toBe(200);
    expect(await product.text()).toContain('<h1');
  } finally {
    await stop(server);
    rmSync(root, { recursive: true, force: true });
  }
});
