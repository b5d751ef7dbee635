// @ts-check
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import UnoCSS from 'unocss/astro';
import { loadEnv } from 'vite';
import { EXAMPLE_SELLER, exampleSellerSettings } from './src/lib/legal/example-seller.ts';
import { expectApiReachable } from './src/server/data/api-reachable.ts';
import { BUILD_LIVE_CLIENT_VARIABLE, BUILD_PAGES_VARIABLE } from './src/server/data/build-scope.ts';
import { cachedTerser } from './src/server/build/cached-terser.ts';
import { inlineScripts, inlineScriptsModule } from './src/server/http/inline-scripts.ts';
import { precompressDirectory } from './src/server/http/precompress.ts';
import { allowedDomainsFor, servesHttps } from './src/server/http/public-origin.ts';
import { parseOrigins, shopCsp } from './src/server/http/security-headers.ts';

const SANDBOX_URL = 'http://localhost:4322';
/** Where Terser's outputs are kept between builds (cached-terser.ts). */
const TERSER_CACHE_DIR = fileURLToPath(new URL('./node_modules/.cache/shop-terser', import.meta.url));
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';
const PUBLIC_API_URL = process.env.PUBLIC_API_URL ?? SANDBOX_URL;
const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
const ANALYTICS_SCRIPT_URL = process.env.ANALYTICS_SCRIPT_URL ?? GTAG_URL;

// Security headers (src/server/README.md, "Security and caching headers"). The CSP is fixed at build time, like
// PUBLIC_API_URL: Redsys's card form comes from REDSYS_ORIGINS (the sandbox's simulator, at the
// API's origin, unless set).
const REDSYS_ORIGINS = process.env.REDSYS_ORIGINS
  ? parseOrigins(process.env.REDSYS_ORIGINS)
  : parseOrigins(PUBLIC_API_URL);
const CSP = shopCsp({
  publicApiUrl: PUBLIC_API_URL,
  redsysOrigins: REDSYS_ORIGINS,
  analyticsScriptUrl: process.env.ANALYTICS_ID ? ANALYTICS_SCRIPT_URL : null,
  // The pages' inline scripts, by the hash of the bundles the pages carry (src/browser/inline/).
  inlineScripts: Object.values(inlineScripts()),
});

/**
 * @astrojs/node with the shop's server entry (src/server/http/entry.ts): the adapter's own handler,
 * wrapped so that every response (static files too, which the adapter serves before any Astro
 * middleware) carries the security and caching headers. `staticHeaders` makes Astro put each
 * pre-rendered page's CSP in `_headers.json` (a response header) instead of a <meta> element.
 * @param {Parameters<typeof node>[0]} options
 * @returns {import('astro').AstroIntegration}
 */
function nodeWithShopEntry(options) {
  const integration = node(options);
  const serverEntrypoint = fileURLToPath(new URL('./src/server/http/entry.ts', import.meta.url));
  const configDone = integration.hooks['astro:config:done'];
  integration.hooks['astro:config:done'] = (params) =>
    configDone?.({ ...params, setAdapter: (adapter) => params.setAdapter({ ...adapter, serverEntrypoint }) });
  return integration;
}

/**
 * `client:interaction` (src/directives/interaction.ts): the layout's islands hydrate on the first
 * interaction, so a page only read never evaluates React (Total Blocking Time 0, issue 4).
 * @returns {import('astro').AstroIntegration}
 */
function interactionDirective() {
  const directive = (/** @type {string} */ name) =>
    fileURLToPath(new URL(`./src/directives/${name}.ts`, import.meta.url));
  return {
    name: 'shop:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: directive('interaction') });
        // `client:eager` (src/directives/eager.ts): `client:load` whose first press waits for React.
        addClientDirective({ name: 'eager', entrypoint: directive('eager') });
      },
    },
  };
}

/** The build's settings as Astro reads them: the environment, then `.env` files. */
const buildSettings = () => ({
  ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''),
  ...process.env,
});

/**
 * Fails `astro build` at its start when nothing answers at API_URL, naming the API, rather than
 * after the bundling, at the first page's read (src/server/data/api-reachable.ts).
 * @returns {import('astro').AstroIntegration}
 */
function apiReachableFirst() {
  return {
    name: 'shop:api-reachable',
    hooks: {
      'astro:build:start': async () => {
        await expectApiReachable(buildSettings().API_URL ?? SANDBOX_URL);
      },
    },
  };
}

/**
 * Warns at the end of `npm run build` while the seller's settings are still the example's
 * (src/lib/legal/example-seller.ts): a clear line, not a failure, since tests and benches build
 * with the example.
 * @returns {import('astro').AstroIntegration}
 */
function exampleSellerWarning() {
  return {
    name: 'shop:example-seller',
    hooks: {
      'astro:build:done': ({ logger }) => {
        const examples = exampleSellerSettings(buildSettings());
        if (examples.length > 0)
          logger.warn(
            `The legal pages show the example seller: set ${examples.join(', ')} before launch (README "Before launch").`,
          );
      },
    },
  };
}

/**
 * The build's last step: a brotli and a gzip copy beside every compressible file of the client
 * output (`src/server/http/precompress.ts`), which the shop's server and nginx send as they are
 * (src/server/README.md, "Compression"). Last among the integrations, so it sees every file the others wrote. A
 * partial build of the rebuild job (SHOP_BUILD_PAGES) leaves the hashed assets alone: the job takes
 * them, compressed, from the live release; a build of the job with the live release's code
 * (BUILD_LIVE_CLIENT_VARIABLE) links that release's copies of the files it left unchanged.
 * @returns {import('astro').AstroIntegration}
 */
function precompress() {
  let assetsDir = '_astro';
  return {
    name: 'shop:precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        assetsDir = config.build.assets;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const summary = await precompressDirectory(fileURLToPath(dir), {
          assetsDir,
          skipAssets: Boolean(process.env[BUILD_PAGES_VARIABLE]),
          reuseFrom: process.env[BUILD_LIVE_CLIENT_VARIABLE] || undefined,
        });
        const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
        logger.info(
          `${summary.files} files pre-compressed in ${(summary.ms / 1000).toFixed(1)} s, CPU ${(summary.cpuMs / 1000).toFixed(1)} s (${summary.reused} of them linked from the live release): ${kib(summary.plainBytes)} → brotli ${kib(summary.encodedBytes.br)}, gzip ${kib(summary.encodedBytes.gzip)}`,
        );
      },
    },
  };
}

// Client chunks (budget of issue 2: ≤ 90 KB of JS on a category page). The code every page runs
// ships as one 'shop' chunk: the layout's external scripts below, with all they import statically
// (stores, API client, catalogue strings). As some 25 small files it gzipped a quarter larger, each
// file on its own. The layout's islands, with what only they import, make a 'layout-islands'
// chunk: they hydrate on the first interaction, and in 'shop' they would make every page import
// React at load (TBT, issue 4). The search bar and the mini cart keep their own chunks: they
// hydrate when the shopper comes to them (named `client:interaction`), not at any first touch. Islands of single pages (add to cart, the cart page, checkout) and
// lazily loaded code keep their own chunks; React has its own, which changes only with React.
// Modules that page scripts share with the islands (the loading bar's and toasts' stores, the search
// history a results page writes) are named into 'shop' too: left to the islands' chunk, a page
// script importing them would load React before any interaction.
// Scripts not named here stay small enough for Astro to inline them into the page.
const REACT_CHUNK = /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
const SHOP_CHUNK =
  /[\\/]src[\\/]((layouts[\\/]BaseLayout|components[\\/]shell[\\/]\w+)\.astro\?astro&type=script|stores[\\/](loading|toasts)\.ts|lib[\\/]search[\\/]search-history\.ts)/;
const LAYOUT_ISLANDS_CHUNK = /[\\/]src[\\/]islands[\\/](Toasts|LoadingBar)[\\/]/;
// A new shopper's early add's calls (cart-ahead.ts) and the session helpers they use (xsrf.ts), in
// one chunk: the product page's early add (components/product/EarlyAdd.astro, asked for at the buy
// form's first touch) gets both in the same round trip rather than xsrf.ts one round trip after.
// EarlyAdd.astro's second script, which only imports them, is that chunk's entry: the page names
// the chunk beside the early add's script, and the touch asks for both at once instead of for the
// calls once the early add's script has come and been parsed (on a phone at 4× CPU that waited for
// the page's scripts to run and for React's chunks before it: 0.3–0.5 s).
// The same for the press's own code (buy-press.client.ts and the buy form's names): EarlyAdd.astro's
// third script is that chunk's entry, so a touch before the page's scripts asks for it beside the
// early add's script instead of once that script has come and named it (a round trip later).
const BUY_PRESS_CHUNK =
  /[\\/]src[\\/](components[\\/]product[\\/](buy-press\.client\.ts$|EarlyAdd\.astro\?astro&type=script&index=2&)|lib[\\/]cart[\\/]buy-form\.ts$)/;
const CART_AHEAD_CHUNK =
  /[\\/]src[\\/](api[\\/](cart-ahead|xsrf)\.ts$|components[\\/]product[\\/]EarlyAdd\.astro\?astro&type=script&index=1&)/;

// Pages Astro renders at once. Each category page awaits its first products from the API: rendered
// one at a time, the build waits for every answer; four at a time, one page renders while others
// wait (each page its own reads: some four in flight, within the API's fair use). Side by side at 1,000
// categories on the shared 2-core machine (load average 24–35): the pages took 80–107 s one at a
// time, 66–85 s four at a time (scripts/rebuild/README.md).
const PAGES_RENDERED_AT_ONCE = 4;

// Static by default: home, legal, list and category pages are pre-rendered from the category
// tree; product and catalogue-search pages opt out with `export const prerender = false` and are
// rendered on demand by the Node server.
export default defineConfig({
  output: 'static',
  // No HTML streaming (src/server/README.md, "Pages rendered whole"): the late-scripts middleware
  // reads every page whole before a byte leaves, so streaming sent nothing sooner and only cost CPU.
  adapter: nodeWithShopEntry({ mode: 'middleware', staticHeaders: true, experimentalDisableStreaming: true }),
  site: SITE_URL,
  // allowedDomains: behind the TLS-terminating proxy Astro takes the public origin from the
  // proxy's X-Forwarded-Proto/-Host/-Port when, and only when, they name SITE_URL, so the origin
  // check compares a form's Origin with `https://…`, not with the socket's `http://…`. The check
  // itself is the shop's middleware (src/server/http/cross-site.ts, the same rule as Astro's
  // checkOrigin plus Fetch Metadata), so a refused post gets a Spanish page, not Astro's English
  // text (src/server/README.md, "Security and caching headers").
  security: { csp: CSP, allowedDomains: allowedDomainsFor(SITE_URL), checkOrigin: false },
  // The shop serves no images itself (the API's image host does): /_image is only a 404.
  image: { endpoint: { route: '/_image', entrypoint: './src/server/http/no-image-endpoint.ts' } },
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto', concurrency: PAGES_RENDERED_AT_ONCE },
  integrations: [
    apiReachableFirst(),
    UnoCSS({ injectReset: true }),
    // Islands rendered with renderToString, for the same reason: no island suspends on the server
    // (MiniCart's lazy dialog renders only after a press).
    react({ experimentalDisableStreaming: true }),
    interactionDirective(),
    exampleSellerWarning(),
    precompress(),
  ],
  // No per-page client router: every navigation is a plain page load served from cache.
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      inlineScriptsModule(),
      // What the browser downloads is minified twice: by the bundler (`output.minify` below), then
      // by Terser, which finds more on the bundler's output than on the source. The search page's
      // JavaScript before any interaction, gzip: 15,419 B with the bundler alone, 15,288 with
      // Terser alone, 15,134 with both — the room the 15 KB budget needed (issue 17.3,
      // cookie-banner.e2e.ts). Terser as Vite's `minify: 'terser'` runs it, its output kept by the
      // chunk's content (src/server/build/cached-terser.ts): a rebuild for new data minifies no
      // unchanged chunk again. The server build is not minified.
      cachedTerser({ dir: TERSER_CACHE_DIR, terser: { compress: { passes: 2 } } }),
    ],
    environments: {
      client: {
        build: {
          sourcemap: process.env.SHOP_SOURCEMAP === '1',
          // Terser is the plugin above; CSS stays minified as `minify: 'terser'` had it.
          minify: false,
          cssMinify: true,
          rolldownOptions: {
            output: {
              // The bundler's own minifier first, and no comments (as with Vite's `minify: 'terser'`).
              minify: true,
              comments: false,
              codeSplitting: {
                groups: [
                  { name: 'react', test: REACT_CHUNK, priority: 3 },
                  { name: 'shop', test: SHOP_CHUNK, priority: 2 },
                  { name: 'layout-islands', test: LAYOUT_ISLANDS_CHUNK, priority: 1 },
                  { name: 'cart-ahead', test: CART_AHEAD_CHUNK, priority: 1 },
                  { name: 'buy-press', test: BUY_PRESS_CHUNK, priority: 1 },
                ],
              },
            },
          },
        },
      },
    },
  },
  env: {
    schema: {
      // Where the browser (islands) reaches the commerce API.
      PUBLIC_API_URL: envField.string({ context: 'client', access: 'public', default: SANDBOX_URL }),
      // Where the build and the server reach it (may be an internal address). 'secret' only so that
      // Astro reads it when the server starts instead of freezing the build-time value into it.
      API_URL: envField.string({ context: 'server', access: 'secret', default: SANDBOX_URL }),
      // The platform's code for this shop in store-front paths (`/store-front/api/{product}/…`, spec §7).
      API_PRODUCT: envField.string({ context: 'client', access: 'public', default: 'mercado' }),
      SHOP_NAME: envField.string({ context: 'client', access: 'public', default: 'Mercado Temático' }),
      // The help address, the platform's operator and the company behind the shop (the legal
      // pages, LSSI art. 10): the example seller's until set (README "Before launch").
      ...Object.fromEntries(
        Object.entries(EXAMPLE_SELLER).map(([name, example]) => [
          name,
          envField.string({ context: 'client', access: 'public', default: example }),
        ]),
      ),
      // GA4 measurement id; without it no analytics script is ever loaded.
      ANALYTICS_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      // Where gtag.js comes from (loaded only after the shopper accepts analytics cookies).
      ANALYTICS_SCRIPT_URL: envField.string({ context: 'client', access: 'public', default: GTAG_URL }),
      // The public origin (also Astro's `site`): absolute URLs given to the bank and the API, and
      // whether the shop's cookies are Secure. Fixed at build time, like the canonical URLs.
      SITE_URL: envField.string({ context: 'server', access: 'public', default: SITE_URL }),
      // Networks besides the loopback that may read GET /metrics (comma-separated, `10.0.0.0/8`).
      // 'secret' so the server reads it when it starts: it is operations, not a build setting.
      METRICS_ALLOW: envField.string({ context: 'server', access: 'secret', default: '' }),
      // Proxies whose X-Forwarded-For names the shopper (comma-separated addresses or CIDRs; read at run time).
      TRUSTED_PROXIES: envField.string({ context: 'server', access: 'secret', default: '127.0.0.0/8,::1' }),
      // Redis shared by every instance for the form limits (`redis://host:6379`; read at run time).
      // Unset: each process counts in its own memory, right for one process (src/server/README.md, "Form limits").
      REDIS_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Clients never limited (comma-separated addresses or CIDRs): the operator's own monitors, and
      // the end-to-end run on this host. Empty by default: every client is limited.
      LIMITS_EXEMPT: envField.string({ context: 'server', access: 'secret', default: '' }),
      // Strict-Transport-Security on every response; on by default when the site is served over https.
      HSTS: envField.boolean({ context: 'server', access: 'public', default: servesHttps(SITE_URL) }),
    },
  },
});
