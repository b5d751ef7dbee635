import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { HSTS, LIMITS_EXEMPT, METRICS_ALLOW, REDIS_URL, TRUSTED_PROXIES } from 'astro:env/server';
import { es } from '../../i18n/es';
import { configureLimits } from '../limits/limit-store';
import { trustedProxies } from '../observability/client-address';
import { observe } from '../observability/observe';
import { limitBody, MAX_BODY_BYTES } from './body-limit';
import { plainPage } from './plain-page';
import { listBuildFiles } from './build-files';
import { indexPrecompressed, servePrecompressed } from './precompressed';
import { securityHeaders } from './security-headers';
import { refuseForbiddenMethods } from './forbidden-methods';
import { indexFilesNotFound } from './index-file-paths';
import { readStaticCsp, withShopHeaders } from './shop-headers';
import { serveStaticFiles } from './static-files';
import { withStatusLines } from './status-line';

/**
 * The shop's server entry, built as `<outDir>/server/entry.mjs` in place of @astrojs/node's own
 * (see `astro.config.mjs`): the build's files (static-files.ts, as the adapter's standalone server
 * serves them), then the adapter's page handler (its middleware mode), wrapped so that every
 * response carries the security and caching headers, and static files go in brotli or gzip to
 * clients that accept them (the build's copies, precompressed.ts). Like the adapter's entry it
 * listens on PORT/HOST when run, and exports `handler`, `options` and `startServer` for a host
 * process (`astro preview`, a supervisor) that sets ASTRO_NODE_AUTOSTART=disabled.
 */

// Process settings of a Node server, read as the adapter reads them (they are not the shop's settings).
const AUTOSTART_VARIABLE = 'ASTRO_NODE_AUTOSTART';
const autostart = process.env[AUTOSTART_VARIABLE] !== 'disabled';
// In middleware mode the adapter's module only exports the pages' handler: it starts no server.
const adapter = await import('@astrojs/node/server.js');

/** Where the adapter's static headers file is: the build's root, beside `server/` and `client/`. */
const STATIC_HEADERS_FILE = fileURLToPath(new URL('../_headers.json', import.meta.url));
/** The build's static files, with the brotli and gzip siblings the build wrote (precompress.ts). */
const CLIENT_DIR = fileURLToPath(new URL('../client/', import.meta.url));
/** Port when PORT is unset, as the adapter's. */
const DEFAULT_PORT = 8080;

export const options = adapter.options;

// The form limits count in Redis when REDIS_URL names one (shared by every instance), else in memory.
configureLimits({ redisUrl: REDIS_URL, exempt: LIMITS_EXEMPT });

/** The answer to a post over MAX_BODY_BYTES: a page of its own, since no page of the shop has read it. */
const TOO_LARGE_PAGE = plainPage(es.errors.requestTooLarge.title, es.errors.requestTooLarge.text);

/** Where hashed assets live. */
const ASSETS_PREFIX = '/_astro/';

const build = listBuildFiles(CLIENT_DIR);
const files = servePrecompressed(
  serveStaticFiles(adapter.handler, { clientDir: CLIENT_DIR, build, assetsPrefix: ASSETS_PREFIX }),
  indexPrecompressed(CLIENT_DIR, build),
);

export const handler = observe(
  withShopHeaders(
    withStatusLines(
      limitBody(refuseForbiddenMethods(indexFilesNotFound(files)), MAX_BODY_BYTES, TOO_LARGE_PAGE),
    ),
    {
      base: securityHeaders({ hsts: HSTS }),
      ...readStaticCsp(STATIC_HEADERS_FILE),
      assetsPrefix: ASSETS_PREFIX,
    },
  ),
  { metricsAllow: METRICS_ALLOW.split(',').filter(Boolean), trustedProxies: trustedProxies(TRUSTED_PROXIES) },
);

/** Starts the HTTP server on PORT/HOST (defaults: the config's port, `localhost`). */
export function startServer() {
  const port = process.env.PORT ? Number(process.env.PORT) : (options.port ?? DEFAULT_PORT);
  const configuredHost = options.host === true ? '0.0.0.0' : options.host || 'localhost';
  const host = process.env.HOST ?? configuredHost;
  const server = createServer(handler);
  server.listen(port, host, () => console.info(`The shop's server is listening on http://${host}:${port}`));
  return server;
}

if (autostart) startServer();
