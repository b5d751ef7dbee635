import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts } from '../../../../../src/server/http/inline-scripts';
import {
  cspHash,
  HSTS_MAX_AGE_S,
  parseOrigins,
  securityHeaders,
  shopCsp,
} from '../../../../../src/server/http/security-headers';

/** The pages' inline scripts as the build bundles them. */
const INLINE_SCRIPTS = Object.values(inlineScripts());

const SETTINGS = {
  publicApiUrl: 'https://api.tienda.example/store',
  redsysOrigins: ['https://sis.redsys.es'],
  analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  inlineScripts: INLINE_SCRIPTS,
};

const directive = (directives: string[], name: string) => directives.find((d) => d.startsWith(`${name} `));

describe('shopCsp', () => {
  const csp = shopCsp(SETTINGS);

  it('allows scripts from the shop, Redsys and Google Tag Manager, and inline ones only by hash', () => {
    expect(csp.scriptDirective.resources).toEqual([
      "'self'",
      'https://sis.redsys.es',
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
    ]);
    expect(csp.scriptDirective.resources.join(' ')).not.toMatch(/unsafe/);
    expect(csp.scriptDirective.hashes).toEqual(INLINE_SCRIPTS.map(cspHash));
  });

  it('lets the browser reach the API, frame only Redsys and never be framed', () => {
    expect(directive(csp.directives, 'connect-src')).toContain('https://api.tienda.example');
    expect(directive(csp.directives, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp.directives, 'frame-src')).toBe('frame-src https://sis.redsys.es');
    expect(directive(csp.directives, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp.directives, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp.directives, 'form-action')).toBe("form-action 'self' https://sis.redsys.es https:");
  });

  it("names none of Google's hosts when the shop has no analytics id", () => {
    const quiet = shopCsp({ ...SETTINGS, analyticsScriptUrl: null });
    const policy = [...quiet.directives, `script-src ${quiet.scriptDirective.resources.join(' ')}`].join(
      '; ',
    );
    expect(policy).not.toMatch(/google/);
    expect(quiet.scriptDirective.resources).toEqual(["'self'", 'https://sis.redsys.es']);
  });

  it('frames nothing when no Redsys origin is set', () => {
    expect(directive(shopCsp({ ...SETTINGS, redsysOrigins: [] }).directives, 'frame-src')).toBe(
      "frame-src 'none'",
    );
  });

  it('allows inline style attributes only (they cannot run code); style elements go by hash', () => {
    expect(csp.styleDirective.resources).toEqual([
      "'self'",
      { resource: "'unsafe-inline'", kind: 'attribute' },
    ]);
  });

  it('takes a gtag.js stand-in origin and lists no origin twice', () => {
    const custom = shopCsp({
      ...SETTINGS,
      analyticsScriptUrl: 'http://localhost:9000/gtag.js',
      redsysOrigins: ['https://sis.redsys.es', 'https://sis.redsys.es/x'],
    });
    expect(custom.scriptDirective.resources).toEqual([
      "'self'",
      'https://sis.redsys.es',
      'http://localhost:9000',
      'https://*.googletagmanager.com',
    ]);
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the exact text, as browsers compute it', () => {
    const script = "alert('hola')";
    expect(cspHash(script)).toBe(`sha256-${createHash('sha256').update(script).digest('base64')}`);
    expect(cspHash(`${script} `)).not.toBe(cspHash(script));
  });
});

describe('parseOrigins', () => {
  it('splits by commas or spaces and keeps origins only', () => {
    expect(
      parseOrigins(
        'https://sis.redsys.es/sis/NC/redsysV3.js, https://sis-t.redsys.es:25443  http://localhost:4322/',
      ),
    ).toEqual(['https://sis.redsys.es', 'https://sis-t.redsys.es:25443', 'http://localhost:4322']);
    expect(parseOrigins(undefined)).toEqual([]);
    expect(parseOrigins(' , ')).toEqual([]);
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, a referrer policy, a permissions policy and no HSTS over http', () => {
    const headers = securityHeaders({ hsts: false });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('adds Strict-Transport-Security in production', () => {
    expect(securityHeaders({ hsts: true })['Strict-Transport-Security']).toBe(`max-age=${HSTS_MAX_AGE_S}`);
  });
});
