import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { ASSET_CACHE_CONTROL, PRERENDERED_CACHE_CONTROL } from '../../src/server/http/cache-control.ts';
import { securityHeaders } from '../../src/server/http/security-headers.ts';
import { run, startService, stop, waitForUrl } from '../lib/processes.ts';
import {
  brotliModules,
  ensureNginx,
  ensureOpenssl,
  selfSignedCertificate,
  startNginx,
  testNginxConfig,
} from './nginx.ts';
import { nginxConfig } from './nginx-config.ts';
import { ensureRedis, startRedis, waitForRedis } from './redis.ts';
import { SANDBOX_MAIN } from '@shop/sandbox-api';

/** Ports and directories of the check; each overridable so that two runs can share a checkout. */
const SANDBOX_PORT = Number(process.env.SCALE_SANDBOX_PORT ?? 4412);
const INSTANCE_PORTS = (process.env.SCALE_INSTANCE_PORTS ?? '4413,4414').split(',').map(Number);
const NGINX_PORT = Number(process.env.SCALE_NGINX_PORT ?? 4415);
const API_PORT = Number(process.env.SCALE_API_PORT ?? 4416);
const REDIS_PORT = Number(process.env.SCALE_REDIS_PORT ?? 4417);
const OUT_DIR = process.env.SCALE_OUT_DIR ?? 'dist-scale';
const DATA_DIR = process.env.SCALE_DATA_DIR ?? '.data/scale';
const SANDBOX_START_MS = 120_000;
const INSTANCE_START_MS = 30_000;
const NGINX_START_MS = 10_000;
const REDIS_START_MS = 10_000;

export interface ScaleOutStack {
  /** The shop's public origin: nginx, over https. */
  nginxUrl: string;
  /** The API for browsers: the sandbox behind nginx, over https. */
  publicApiUrl: string;
  /** The sandbox itself (plain http on the loopback), as the instances reach it. */
  sandboxUrl: string;
  instanceUrls: string[];
  /** nginx's access log: one line per request, with the instance that answered it and its request id. */
  accessLog: string;
  /** Whether nginx loaded Debian's brotli_static module (else it sends the build's gzip copies). */
  brotliStatic: boolean;
  /** The Redis the instances share their limits in (REDIS_URL). */
  redisUrl: string;
  /** Stops Redis (the instances then count in their own memory). */
  stopRedis(): Promise<void>;
  /** Each instance's error output (its log lines), one file per instance. */
  instanceLogs: string[];
  close(): Promise<void>;
}

/** CSPs of pre-rendered pages from Astro's `_headers.json` (absent when the build sets no CSP). */
function staticCsp(outDir: string): { siteCsp?: string; pageCsp: Map<string, string> } {
  const file = `${outDir}/_headers.json`;
  const pageCsp = new Map<string, string>();
  if (!existsSync(file)) return { pageCsp };
  const entries = JSON.parse(readFileSync(file, 'utf8')) as {
    pathname: string;
    headers: { key: string; value: string }[];
  }[];
  const counts = new Map<string, number>();
  for (const { pathname, headers } of entries) {
    const csp = headers.find((header) => header.key.toLowerCase() === 'content-security-policy')?.value;
    if (!csp) continue;
    pageCsp.set(pathname.replace(/\.html$/, ''), csp);
    counts.set(csp, (counts.get(csp) ?? 0) + 1);
  }
  // The policy most pages share stands for all; only the others are listed one by one.
  return { siteCsp: [...counts].sort((a, b) => b[1] - a[1])[0]?.[0], pageCsp };
}

/**
 * One sandbox, one build, two storefront instances of it and nginx in front, as in production:
 * nginx ends TLS (a self-signed certificate made for the run), serves the build's static files and
 * proxies the rest to the instances round robin over plain http. The sandbox API gets an https
 * address of its own on the same nginx, as a real commerce API has; the instances call it directly.
 * This process trusts the run's certificate, so `fetch` checks it like any other.
 */
export async function startScaleOut(): Promise<ScaleOutStack> {
  const nginx = await ensureNginx();
  const openssl = await ensureOpenssl();
  const redisServer = await ensureRedis();
  const sandboxUrl = `http://localhost:${SANDBOX_PORT}`;
  const nginxUrl = `https://localhost:${NGINX_PORT}`;
  const publicApiUrl = `https://localhost:${API_PORT}`;
  const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
  const runDir = resolve(DATA_DIR, 'nginx');
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(`${runDir}/tmp`, { recursive: true });
  const tls = await selfSignedCertificate(openssl, runDir, 'localhost');
  setDefaultCACertificates([...getCACertificates('default'), readFileSync(tls.certificate, 'utf8')]);
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    SANDBOX_PORT: String(SANDBOX_PORT),
    SANDBOX_DB: `${DATA_DIR}/sandbox.sqlite`,
    // The sandbox's links to the shop, its own public address (card script, bank page, images) and
    // the shop's https origin it accepts (CORS, framing the card form, the 3-D Secure return).
    SANDBOX_SHOP_URL: nginxUrl,
    SANDBOX_PUBLIC_URL: publicApiUrl,
    SANDBOX_ALLOWED_ORIGINS: nginxUrl,
    API_URL: sandboxUrl,
    PUBLIC_API_URL: publicApiUrl,
    // Shoppers reach the shop through nginx: canonical URLs, form origins, the bank's return URL
    // and Secure cookies follow nginx's https origin.
    SITE_URL: nginxUrl,
    // The instances share their form limits in the run's Redis.
    REDIS_URL: redisUrl,
  };
  const services: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(services.reverse().map(stop));
  };
  try {
    const redis = startRedis(redisServer, REDIS_PORT, runDir);
    services.push(redis);
    await waitForRedis(redisUrl, REDIS_START_MS);
    services.push(startService(process.execPath, [SANDBOX_MAIN], { env, stdio: 'ignore' }));
    await waitForUrl(`http://127.0.0.1:${SANDBOX_PORT}/__sandbox/health`, SANDBOX_START_MS);
    console.log(`Building the shop into ${OUT_DIR}…`);
    const built = await run(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', OUT_DIR],
      { env },
    );
    if (built !== 0) throw new Error('The shop failed to build for the scale-out check.');

    const instanceUrls = INSTANCE_PORTS.map((port) => `http://127.0.0.1:${port}`);
    const instanceLogs = INSTANCE_PORTS.map((port) => `${runDir}/instance-${port}.log`);
    INSTANCE_PORTS.forEach((port, index) => {
      services.push(
        startService(process.execPath, [`${OUT_DIR}/server/entry.mjs`], {
          env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
          stdio: ['ignore', 'ignore', openSync(instanceLogs[index]!, 'a')],
        }),
      );
    });
    await Promise.all(instanceUrls.map((url) => waitForUrl(`${url}/`, INSTANCE_START_MS)));

    const configFile = `${runDir}/nginx.conf`;
    const brotli = brotliModules();
    writeFileSync(
      configFile,
      nginxConfig({
        port: NGINX_PORT,
        tls,
        upstreams: INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`),
        clientDir: resolve(OUT_DIR, 'client'),
        runDir,
        // As the instances give them (HSTS on: the site is https).
        staticHeaders: securityHeaders({ hsts: true }),
        pageCacheControl: PRERENDERED_CACHE_CONTROL,
        assetCacheControl: ASSET_CACHE_CONTROL,
        ...staticCsp(OUT_DIR),
        workersAsRoot: process.getuid?.() === 0,
        brotli,
        apiProxy: { port: API_PORT, upstream: `127.0.0.1:${SANDBOX_PORT}` },
      }),
    );
    testNginxConfig(nginx, runDir, configFile);
    services.push(startNginx(nginx, runDir, configFile));
    await waitForUrl(`${nginxUrl}/`, NGINX_START_MS);
    await waitForUrl(`${publicApiUrl}/__sandbox/health`, NGINX_START_MS);
    console.log(
      `nginx at ${nginxUrl} → ${instanceUrls.join(', ')}; API at ${publicApiUrl} (config: ${configFile}; brotli modules: ${Object.values(brotli).join(', ') || 'none, gzip only'})`,
    );
    return {
      nginxUrl,
      publicApiUrl,
      sandboxUrl,
      instanceUrls,
      accessLog: `${runDir}/access.log`,
      brotliStatic: Boolean(brotli.staticModule),
      redisUrl,
      stopRedis: () => stop(redis),
      instanceLogs,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
