import { MAX_BODY_BYTES } from '../../src/server/http/body-limit.ts';
import { COMPRESSIBLE_TYPES, MIN_COMPRESS_BYTES } from '../../src/server/http/content-coding.ts';

/**
 * The nginx configuration of the scale-out: nginx ends TLS, serves the build's static output
 * (`client/`) itself, with the headers the shop's Node server would give it, and proxies everything
 * else to the storefront instances, round robin, no sticky sessions (a session is the API's cookie,
 * which the browser sends to whichever instance answers).
 */
export interface NginxSettings {
  /** Port nginx listens on (loopback). */
  port: number;
  /** Certificate and key (PEM files) when nginx ends TLS, as in production; plain http without. */
  tls?: { certificate: string; key: string };
  /** `host:port` of each storefront instance. */
  upstreams: string[];
  /** Absolute path of the build's `client/` directory. */
  clientDir: string;
  /** Absolute directory for nginx's pid file, logs and temporary files. */
  runDir: string;
  /** Headers of every static response (the shop's security headers). */
  staticHeaders: Record<string, string>;
  /** Cache-Control of pre-rendered pages and of hashed assets under /_astro/. */
  pageCacheControl: string;
  assetCacheControl: string;
  /** The CSP most pre-rendered pages share, and the pages with one of their own (by path without `.html`). */
  siteCsp?: string;
  pageCsp: ReadonlyMap<string, string>;
  /** Run workers as root (only when nginx itself is started by root, as in a throwaway check). */
  workersAsRoot: boolean;
  /**
   * Debian's brotli modules for nginx, when installed (`libnginx-mod-http-brotli-static`,
   * `-filter`; `brotliModules()` in nginx.ts finds them): paths of the `.so` files to load. Without
   * them nginx sends the build's gzip copies and compresses in gzip only.
   */
  brotli?: { staticModule?: string; filterModule?: string };
  /**
   * Only for the check: an https address in front of the sandbox API, standing for the commerce
   * API's own (in production the API is someone else's server, on its own https origin).
   */
  apiProxy?: { port: number; upstream: string };
}

/** Idle keep-alive connections nginx keeps open to each instance. */
const UPSTREAM_KEEPALIVE = 32;
const WORKER_CONNECTIONS = 1_024;
/** Answers of the instances up to this size stay in memory (pages are about 100 KB). */
const PROXY_BUFFERS = '16 32k';
/** The shop's own limit on a request body (`body-limit.ts`), so nginx refuses what the shop would. */
export const CLIENT_MAX_BODY_SIZE = `${MAX_BODY_BYTES / 1024}k`;
/** The instances' Prometheus metrics (METRICS_PATH of src/server/observability/observe.ts). */
const METRICS_PATH = '/metrics';
/** Statuses that may carry a static file's lifetime: the file, a part of it, or "not modified". */
const CACHEABLE_STATUSES = ['200', '206', '304'];
/** Cache-Control of anything else nginx answers in a static location (a missing file's 404): as the shop's server. */
const ERROR_CACHE_CONTROL = 'no-store';
/** Effort of nginx's own compression (answers an instance sent plain: errors, mostly): cheap, as the shop's on the fly. */
const GZIP_LEVEL = 5;
const BROTLI_LEVEL = 5;

/** A value as an nginx double-quoted string. `$` would be read as a variable: no header has one. */
export function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`An nginx string cannot hold '$': ${value}`);
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * `add_header` lines: `add_header` in a location replaces the server's, so each location repeats
 * them. `cacheControl` is the variable of `cacheControlMap`: the lifetime on a file, `no-store` on
 * an error (a missing `/_astro/` file's 404 must not be kept for a year).
 */
function staticHeaderLines(settings: NginxSettings, cacheControl: string): string[] {
  const lines = Object.entries(settings.staticHeaders).map(
    ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
  );
  lines.push(`add_header Cache-Control ${cacheControl} always;`);
  // An empty value sends no header: files outside any page keep no CSP, as from the Node server.
  if (settings.siteCsp || settings.pageCsp.size)
    lines.push('add_header Content-Security-Policy $shop_csp always;');
  return lines;
}

/** The CSP of the file a request was answered with ($uri after try_files: `/page.html`). */
function cspMap(settings: NginxSettings): string[] {
  const entries = [...settings.pageCsp]
    .filter(([, csp]) => csp !== settings.siteCsp)
    // The home page is `/` in _headers.json and `/index.html` once try_files has found its file.
    .flatMap(([path, csp]) =>
      (path === '/' ? ['/', '/index.html'] : [path, `${path}.html`]).map(
        (uri) => `    ${quoted(uri)} ${quoted(csp)};`,
      ),
    );
  return ['  map $uri $shop_csp {', `    default ${quoted(settings.siteCsp ?? '')};`, ...entries, '  }'];
}

/** `$name`: `value` on an answer with a file (see CACHEABLE_STATUSES), `no-store` on anything else. */
function cacheControlMap(name: string, value: string): string[] {
  return [
    `  map $status ${name} {`,
    ...CACHEABLE_STATUSES.map((status) => `    ${status} ${quoted(value)};`),
    `    default ${quoted(ERROR_CACHE_CONTROL)};`,
    '  }',
  ];
}

/** The listen and TLS lines of a server on `port`. */
function listenLines(port: number, tls: NginxSettings['tls']): string[] {
  if (!tls) return [`listen 127.0.0.1:${port};`];
  return [
    `listen 127.0.0.1:${port} ssl;`,
    `ssl_certificate ${tls.certificate};`,
    `ssl_certificate_key ${tls.key};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
  ];
}

/** The check's https stand-in for the commerce API (see `NginxSettings.apiProxy`). */
function apiProxyServer(settings: NginxSettings): string[] {
  if (!settings.apiProxy) return [];
  return [
    '  # Only for the check: the sandbox API behind https, as a real commerce API would be.',
    '  server {',
    ...indent(listenLines(settings.apiProxy.port, settings.tls), 4),
    '    location / {',
    `      proxy_pass http://${settings.apiProxy.upstream};`,
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '    }',
    '  }',
  ];
}

const indent = (lines: string[], depth: number) => lines.map((line) => `${' '.repeat(depth)}${line}`);

/** `load_module` lines of the brotli modules found (main context, before `events`). */
function moduleLines(settings: NginxSettings): string[] {
  const modules = [settings.brotli?.staticModule, settings.brotli?.filterModule].filter(Boolean);
  return modules.map((path) => `load_module ${path};`);
}

/**
 * Compression (src/server/README.md, "Compression"). Static files: the build's `.gz` (and `.br`) copies, sent as
 * they are. Proxied answers: the instances negotiate and compress themselves (nginx passes the
 * client's Accept-Encoding on and never decodes, and its filters leave an encoded answer alone);
 * what they send plain but compressible (an error page) nginx compresses. `text/html` is always
 * among nginx's types; listing it again is a warning.
 */
function compressionLines(settings: NginxSettings): string[] {
  const types = COMPRESSIBLE_TYPES.filter((type) => type !== 'text/html').join(' ');
  const lines = [
    "  # Compression: the build's copies for files, the instances' own coding for their answers.",
    '  gzip_static on;',
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_proxied any;',
    `  gzip_comp_level ${GZIP_LEVEL};`,
    `  gzip_min_length ${MIN_COMPRESS_BYTES};`,
    `  gzip_types ${types};`,
  ];
  if (settings.brotli?.staticModule) lines.push('  brotli_static on;');
  if (settings.brotli?.filterModule)
    lines.push(
      '  brotli on;',
      `  brotli_comp_level ${BROTLI_LEVEL};`,
      `  brotli_min_length ${MIN_COMPRESS_BYTES};`,
      `  brotli_types ${types};`,
    );
  return lines;
}

/** The whole nginx.conf, for `nginx -p <runDir> -c <file>`. */
export function nginxConfig(settings: NginxSettings): string {
  const run = settings.runDir;
  return [
    '# Generated by scripts/scale-out/nginx-config.ts: edit that file, not this one.',
    ...(settings.workersAsRoot ? ['user root;'] : []),
    ...moduleLines(settings),
    'worker_processes 1;',
    'daemon off;',
    `pid ${run}/nginx.pid;`,
    `error_log ${run}/error.log warn;`,
    `events { worker_connections ${WORKER_CONNECTIONS}; }`,
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  charset utf-8;',
    '  sendfile on;',
    '  server_tokens off;',
    '  # Which instance answered each request, and the id it answered with (its X-Request-Id, also',
    "  # in the instance's own log): for operators and the scale-out check, never for visitors.",
    '  log_format shop \'$remote_addr "$request" $status $body_bytes_sent upstream=$upstream_addr request_id=$upstream_http_x_request_id\';',
    `  access_log ${run}/access.log shop;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${run}/tmp/${kind};`,
    ),
    ...compressionLines(settings),
    ...cspMap(settings),
    ...cacheControlMap('$shop_asset_cache_control', settings.assetCacheControl),
    ...cacheControlMap('$shop_page_cache_control', settings.pageCacheControl),
    '  upstream storefront {',
    ...settings.upstreams.map((upstream) => `    server ${upstream};`),
    `    keepalive ${UPSTREAM_KEEPALIVE};`,
    '  }',
    '  server {',
    ...indent(listenLines(settings.port, settings.tls), 4),
    `    root ${settings.clientDir};`,
    "    # The shop's own limit on a post (it answers 413 itself too).",
    `    client_max_body_size ${CLIENT_MAX_BODY_SIZE};`,
    '    # Hashed assets never change: a year in every cache.',
    '    location /_astro/ {',
    ...indent(staticHeaderLines(settings, '$shop_asset_cache_control'), 6),
    '      try_files $uri =404;',
    '    }',
    "    # The instances' metrics are for the machine's own collector, never for visitors.",
    `    location = ${METRICS_PATH} {`,
    '      return 404;',
    '    }',
    "    # Pre-rendered pages are `name.html`, linked without `.html`; anything else is the storefront's.",
    '    location = / {',
    ...indent(staticHeaderLines(settings, '$shop_page_cache_control'), 6),
    '      try_files /index.html @storefront;',
    '    }',
    '    location / {',
    ...indent(staticHeaderLines(settings, '$shop_page_cache_control'), 6),
    '      try_files $uri $uri.html @storefront;',
    '    }',
    '    location @storefront {',
    '      proxy_pass http://storefront;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    "      # The public origin: the shop trusts these for SITE_URL only (Astro's security.allowedDomains),",
    '      # so it builds its URLs and checks the Origin of form posts against https://, not the socket.',
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '      proxy_set_header X-Forwarded-Host $host;',
    '      proxy_set_header X-Forwarded-Port $server_port;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    "      # One id per request, in nginx's log, the instance's log and on to the API.",
    '      proxy_set_header X-Request-Id $request_id;',
    `      proxy_buffers ${PROXY_BUFFERS};`,
    '    }',
    '  }',
    ...apiProxyServer(settings),
    '}',
    '',
  ].join('\n');
}
