import { describe, expect, it } from 'vitest';
import { type NginxSettings, nginxConfig, quoted } from '../../../../scripts/scale-out/nginx-config.ts';

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
    expect(pages).toContain('add_header Cache-Control "public, max-age=0, s-maxage=300" always;');
    expect(pages).toContain('add_header Content-Security-Policy $shop_csp always;');
    const assets = location(config, '/_astro/');
    expect(assets).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  });

  it('maps only the pages whose CSP differs from the site policy, with and without .html', () => {
    const config = nginxConfig(settings());
    expect(config).toContain(`default "default-src 'self'";`);
    expect(config).toContain(`"/pruebas.html" "default-src 'self'; script-src 'sha256-abc'";`);
    expect(config).toContain(`"/pruebas" "default-src 'self'; script-src 'sha256-abc'";`);
    expect(config).not.toContain('"/c-cocina-10047');
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
});
