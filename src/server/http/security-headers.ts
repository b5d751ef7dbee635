import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';

/**
 * The shop's security headers: the Content-Security-Policy that `astro.config.mjs` hands to
 * Astro (which adds the hashes of the scripts and styles it bundles or inlines), and the headers
 * the server puts on every response. Pure: settings in, header values out.
 */

/** Strict-Transport-Security lifetime: one year, the floor of browsers' preload lists. */
export const HSTS_MAX_AGE_S = 31_536_000;

/**
 * Google Tag Manager / GA4 origins (Google's CSP guide for GA4), used only once the shopper
 * accepts analytics cookies: gtag.js itself, and where it sends hits.
 */
export const ANALYTICS_SCRIPT_ORIGINS = ['https://*.googletagmanager.com'] as const;
export const ANALYTICS_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;
export const ANALYTICS_IMAGE_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.googletagmanager.com',
] as const;

/** Browser features the shop never uses, switched off for it and for every frame it embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=()';

/** Pages that link elsewhere send only the origin; pages with secrets in the address send SECRET_ADDRESS_REFERRER_POLICY. */
export const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * Pages whose address holds a secret (the reset link's secret, the rating link's token): no Referer
 * at all, not even to the shop's own pages, where analytics would read it as the next page's referrer.
 */
export const SECRET_ADDRESS_REFERRER_POLICY = 'no-referrer';

export interface CspSettings {
  /** Where the browser reaches the commerce API (fetches from islands, product images). */
  publicApiUrl: string;
  /** Origins of Redsys's card form: its script, its iframe and the 3-D Secure form post. */
  redsysOrigins: readonly string[];
  /** Where gtag.js comes from (loaded after analytics consent); null without an analytics id. */
  analyticsScriptUrl: string | null;
  /** Inline scripts of the pages (`is:inline`), allowed by their hash. */
  inlineScripts: readonly string[];
}

/** Astro's `security.csp` option, in its object form. */
type AstroCsp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
/** One directive of `security.csp.directives` (Astro types them by name). */
type CspDirective = NonNullable<AstroCsp['directives']>[number];

/** The shape of Astro's `security.csp` option used here. */
export interface AstroCspOption extends AstroCsp {
  algorithm: 'SHA-256';
  directives: CspDirective[];
  scriptDirective: { resources: string[]; hashes: `sha256-${string}`[] };
  styleDirective: { resources: (string | { resource: string; kind: 'attribute' })[] };
}

/** The CSP source of a script's text (`'sha256-…'` without the quotes, as Astro takes it). */
export function cspHash(script: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/** The origin of a URL (`https://host:port`), or the text itself when it is already an origin or a pattern. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Origins from a setting: separated by commas or spaces, each reduced to its origin. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(originOf);
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * Astro's `security.csp` for the shop. Scripts: the shop's own files and the hashes of its inline
 * scripts (Astro adds its bundled ones), Redsys's card script, gtag.js; never `'unsafe-inline'`.
 * Styles: `<style>` elements by hash; `style="…"` attributes (the shops' accent colours, React
 * islands) need `'unsafe-inline'` for attributes only, which cannot run code.
 */
export function shopCsp(settings: CspSettings): AstroCspOption {
  const api = originOf(settings.publicApiUrl);
  const redsys = unique(settings.redsysOrigins.map(originOf));
  // Google's hosts only when the shop has an analytics id: without it, no page ever loads gtag.js.
  const analytics = settings.analyticsScriptUrl !== null;
  const analyticsScript = analytics
    ? unique([originOf(settings.analyticsScriptUrl!), ...ANALYTICS_SCRIPT_ORIGINS])
    : [];
  const analyticsConnect = analytics ? ANALYTICS_CONNECT_ORIGINS : [];
  const analyticsImages = analytics ? ANALYTICS_IMAGE_ORIGINS : [];
  const directive = (name: string, sources: readonly string[]) =>
    `${name} ${unique(sources).join(' ')}` as CspDirective;
  return {
    algorithm: 'SHA-256',
    directives: [
      directive('default-src', ["'self'"]),
      directive('base-uri', ["'self'"]),
      directive('object-src', ["'none'"]),
      // The shop is never framed (clickjacking); only header policies can say so, never a <meta>.
      directive('frame-ancestors', ["'none'"]),
      directive('connect-src', ["'self'", api, ...analyticsConnect]),
      // Product images may come from the API's image host or a CDN in front of it; images run no code.
      directive('img-src', ["'self'", 'data:', 'https:', api, ...analyticsImages]),
      directive('font-src', ["'self'"]),
      directive('frame-src', redsys.length > 0 ? redsys : ["'none'"]),
      // 3-D Secure sends the shopper to the card issuer's page with a form post: any bank, over https.
      directive('form-action', ["'self'", ...redsys, 'https:']),
    ],
    scriptDirective: {
      resources: unique(["'self'", ...redsys, ...analyticsScript]),
      hashes: settings.inlineScripts.map(cspHash),
    },
    styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
  };
}

export interface SecurityHeaderSettings {
  /** Strict-Transport-Security on (production over https only: a browser would refuse plain http for a year). */
  hsts: boolean;
}

/**
 * Headers every response carries (the CSP comes from Astro's build). A response may replace one
 * with its own value, e.g. a stricter Referrer-Policy.
 */
export function securityHeaders(settings: SecurityHeaderSettings): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': DEFAULT_REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers that predate CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
  // Not includeSubDomains: the shop cannot know what else runs under its parent domain.
  if (settings.hsts) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_S}`;
  return headers;
}
