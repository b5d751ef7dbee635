import { describe, expect, it } from 'vitest';
import {
  CLIENT_MAX_BODY_SIZE,
  type NginxSettings,
  nginxConfig,
  quoted,
} from '../../../../scripts/scale-out/nginx-config.ts';
import { MAX_BODY_BYTES } from '../../../../src/server/http/body-limit.ts';

const settings = (overrides: Partial<NginxSettings> = {}): NginxSettings => ({
  port: 4415,
  upstreams: ['127.0.0.1:4413', '127.0.0.1:4414'],
  clientDir: '/srv/shop/client',
  runDir: '/srv/shop/nginx',
  staticHeaders: { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' },
  pageCacheControl: 'public, max-age=0, s-maxage=300',
  assetCacheControl: 'public, max-age=31536000, immutable',
  siteCsp: "default-src 'self'",
  pageCsp: new Map([
    ['/c-cocina-10047', "default-src 'self'"],
    ['/pruebas', "default-src 'self'; script-src 'sha256-abc'"],
  ]),
  workersAsRoot: false,
  ...overrides,
});

/** The lines of one `location … { … }` block. */
const location = (config: string, opening: string) => {
  const start = config.indexOf(`location ${opening} {`);
  return config.slice(start, config.indexOf('\n    }', start));
};

/** The lines of one `map … { … }` block. */
const map = (config: string, opening: string) => {
  const start = config.indexOf(`map ${opening} {`);
  return config.slice(start, config.indexOf('\n  }', start));
};

describe('nginx config of the scale-out', () => {
  it('spreads requests over every instance, round robin, without stickiness', () => {
    const config = nginxConfig(settings());
    expect(config).toContain('    server 127.0.0.1:4413;\n    server 127.0.0.1:4414;\n');
    expect(config).not.toMatch(/ip_hash|hash \$|sticky/);
    expect(location(config, '@storefront')).toContain('proxy_pass http://storefront;');
    expect(location(config, '@storefront')).toContain('proxy_set_header Host $http_host;');
  });

  it('serves static files itself, each location with the security headers and its lifetime', () => {
    const config = nginxConfig(settings());
    expect(config).toContain('root /srv/shop/client;');
    const pages = location(config, '/');
    expect(pages).toContain('try_files $uri $uri.html @storefront;');
    expect(pages).toContain('add_header X-Frame-Options "DENY" always;');
    expect(pages).toContain('add_header Cache-Control $shop_page_cache_control always;');
    expect(pages).toContain('add_header Content-Security-Policy $shop_csp always;');
    expect(map(config, '$status $shop_page_cache_control')).toContain(
      '200 "public, max-age=0, s-maxage=300";',
    );
    const assets = location(config, '/_astro/');
    expect(assets).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(assets).toContain('add_header Cache-Control $shop_asset_cache_control always;');
  });

  it("gives a file's lifetime only to an answer with the file: a missing asset's 404 is never kept", () => {
    const config = nginxConfig(settings());
    const assets = map(config, '$status $shop_asset_cache_control');
    for (const status of ['200', '206', '304'])
      expect(assets).toContain(`${status} "public, max-age=31536000, immutable";`);
    expect(assets).toContain('default "no-store";');
    expect(assets.match(/max-age=31536000/g)).toHaveLength(3);
    expect(map(config, '$status $shop_page_cache_control')).toContain('default "no-store";');
    // No fixed lifetime anywhere: every Cache-Control goes through the status.
    expect(config).not.toMatch(/add_header Cache-Control "/);
  });

  it('names no internal address to visitors, and logs which instance answered with its request id', () => {
    const config = nginxConfig(settings());
    expect(config).not.toMatch(/X-Shop-Upstream/i);
    expect(config).not.toMatch(/add_header[^;]*\$upstream/);
    const logFormat = config.split('\n').find((line) => line.includes('log_format shop'));
    expect(logFormat).toContain('upstream=$upstream_addr');
    expect(logFormat).toContain('request_id=$upstream_http_x_request_id');
    expect(location(config, '@storefront')).toContain('proxy_set_header X-Request-Id $request_id;');
  });

  it("refuses bodies over the shop's own limit and keeps /metrics from visitors", () => {
    const config = nginxConfig(settings());
    expect(CLIENT_MAX_BODY_SIZE).toBe(`${MAX_BODY_BYTES / 1024}k`);
    expect(config).toContain('    client_max_body_size 64k;');
    expect(location(config, '= /metrics')).toContain('return 404;');
  });

  it('tells the instances the public protocol, host and port, which they trust for SITE_URL only', () => {
    const proxy = location(nginxConfig(settings()), '@storefront');
    expect(proxy).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(proxy).toContain('proxy_set_header X-Forwarded-Host $host;');
    expect(proxy).toContain('proxy_set_header X-Forwarded-Port $server_port;');
    expect(proxy).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it('ends TLS with the given certificate, or listens on plain http without one', () => {
    const tls = nginxConfig(settings({ tls: { certificate: '/run/cert.pem', key: '/run/key.pem' } }));
    expect(tls).toContain('    listen 127.0.0.1:4415 ssl;\n    ssl_certificate /run/cert.pem;\n');
    expect(tls).toContain('    ssl_certificate_key /run/key.pem;');
    expect(tls).not.toContain('TLSv1.1');
    const plain = nginxConfig(settings());
    expect(plain).toContain('    listen 127.0.0.1:4415;');
    expect(plain).not.toContain('ssl');
  });

  it('fronts the sandbox API with https only when the check asks for it', () => {
    expect(nginxConfig(settings())).not.toContain('127.0.0.1:4412');
    const config = nginxConfig(
      settings({
        tls: { certificate: '/run/cert.pem', key: '/run/key.pem' },
        apiProxy: { port: 4416, upstream: '127.0.0.1:4412' },
      }),
    );
    expect(config).toContain('    listen 127.0.0.1:4416 ssl;');
    expect(config).toContain('      proxy_pass http://127.0.0.1:4412;');
  });

  it('maps only the pages whose CSP differs from the site policy, with and without .html', () => {
    const config = nginxConfig(settings());
    expect(config).toContain(`default "default-src 'self'";`);
    expect(config).toContain(`"/pruebas.html" "default-src 'self'; script-src 'sha256-abc'";`);
    expect(config).toContain(`"/pruebas" "default-src 'self'; script-src 'sha256-abc'";`);
    expect(config).not.toContain('"/c-cocina-10047');
  });

  it("maps the home page's own CSP to the file try_files finds for it, /index.html", () => {
    const home = "default-src 'self'; style-src 'sha256-home'";
    const config = nginxConfig(settings({ pageCsp: new Map([['/', home]]) }));
    expect(config).toContain(`"/" "${home}";`);
    expect(config).toContain(`"/index.html" "${home}";`);
    expect(config).not.toContain('"/.html"');
  });

  it('sends no CSP header when the build has none, and names root only when asked', () => {
    const config = nginxConfig(settings({ siteCsp: undefined, pageCsp: new Map() }));
    expect(config).not.toContain('Content-Security-Policy');
    expect(config).not.toContain('user root;');
    expect(nginxConfig(settings({ workersAsRoot: true }))).toContain('user root;');
  });

  it('quotes values for nginx and refuses a `$`, which nginx would read as a variable', () => {
    expect(quoted('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(() => quoted('cost $5')).toThrow(/\$/);
  });

  it("sends the build's gzip copies of static files and gzips what the instances send plain", () => {
    const config = nginxConfig(settings());
    const http = config.slice(config.indexOf('http {'), config.indexOf('  server {'));
    expect(http).toContain('  gzip_static on;\n');
    expect(http).toContain('  gzip on;\n');
    expect(http).toContain('  gzip_vary on;\n');
    expect(http).toContain('  gzip_proxied any;\n');
    expect(http).toContain('  gzip_min_length 1024;\n');
    const types = http.split('\n').find((line) => line.trim().startsWith('gzip_types '))!;
    for (const type of [
      'text/css',
      'text/javascript',
      'application/javascript',
      'application/json',
      'image/svg+xml',
    ])
      expect(types).toContain(` ${type}`);
    // text/html is always compressed; naming it is a warning of `nginx -t`.
    expect(types).not.toContain('text/html');
    expect(config).not.toMatch(/brotli|load_module/);
  });

  it("passes the instances' own coding on: never strips Accept-Encoding nor decodes", () => {
    const proxy = location(nginxConfig(settings()), '@storefront');
    expect(proxy).not.toMatch(/Accept-Encoding/i);
    expect(nginxConfig(settings())).not.toContain('gunzip');
  });

  it("loads Debian's brotli modules and uses them only when they are installed", () => {
    const both = nginxConfig(
      settings({
        brotli: {
          staticModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
          filterModule: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
        },
      }),
    );
    const main = both.slice(0, both.indexOf('events'));
    expect(main).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(main).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;');
    expect(both).toContain('  brotli_static on;\n');
    expect(both).toContain('  brotli on;\n');
    expect(both).toMatch(/ {2}brotli_types [^;]*application\/json/);

    const staticOnly = nginxConfig(
      settings({ brotli: { staticModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' } }),
    );
    expect(staticOnly).toContain('  brotli_static on;\n');
    expect(staticOnly).not.toContain('brotli on;');
    expect(staticOnly).not.toContain('filter_module');
  });
});
