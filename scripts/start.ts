// `npm start`: seeds and starts the sandbox API, builds the shop against it and serves it.
// Ports: SHOP_PORT (default 4321) and SANDBOX_PORT (default 4322).
import { run, startService, stop, waitForUrl } from './lib/processes.ts';
import { SANDBOX_MAIN } from '@shop/sandbox-api';

const shopPort = Number(process.env.SHOP_PORT ?? process.env.PORT ?? 4321);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4322);
const apiUrl = process.env.API_URL ?? `http://localhost:${sandboxPort}`;
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  SANDBOX_PORT: String(sandboxPort),
  API_URL: apiUrl,
  PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? apiUrl,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${shopPort}`,
};

const sandbox = startService(process.execPath, [SANDBOX_MAIN], { env });
const services = [sandbox];
const shutdown = async (code: number) => {
  await Promise.all(services.map(stop));
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
sandbox.on('exit', (code) => {
  console.error(`The sandbox API stopped (exit ${code}).`);
  void shutdown(code || 1);
});

await waitForUrl(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, 120_000);
const built = await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { env });
if (built !== 0) {
  console.error('The build failed: see the messages above.');
  await shutdown(built);
}
const shop = startService(process.execPath, ['dist/server/entry.mjs'], {
  // NODE_ENV=production: without it React renders on-demand pages with its slow development build.
  env: { ...env, NODE_ENV: 'production', PORT: String(shopPort), HOST: process.env.HOST ?? 'localhost' },
});
services.push(shop);
await waitForUrl(`http://localhost:${shopPort}/`, 30_000);
console.log(
  `\nThe shop is open at http://localhost:${shopPort} (sandbox API at http://localhost:${sandboxPort}). Ctrl+C stops both.`,
);
