import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import onHeaders from 'on-headers';
import { ASSET_CACHE_CONTROL, finalCacheControl, PRERENDERED_CACHE_CONTROL } from './cache-control';

/**
 * Headers on every response of the Node server, at the level of the HTTP response: the adapter
 * serves pre-rendered pages and assets before Astro's middleware runs, so only here do they get
 * them too.
 */

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface ShopHeaderSettings {
  /** Headers for every response (security headers); a response may replace one with its own value. */
  base: Record<string, string>;
  /** The CSP of each pre-rendered page, by path (Astro's build output, `_headers.json`). */
  pageCsp: ReadonlyMap<string, string>;
  /** The CSP of responses Astro gave none (the 404 page read from disk, files, errors of the adapter). */
  siteCsp: string | undefined;
  /** Where hashed assets live (`/_astro/`). */
  assetsPrefix: string;
}

/** One entry of the adapter's `_headers.json` (Astro's static headers: the CSP of pre-rendered pages). */
interface StaticHeadersEntry {
  pathname: string;
  headers: { key: string; value: string }[];
}

const CSP = 'content-security-policy';

/**
 * The CSP of each pre-rendered page in `_headers.json`, and the site's policy: the one most pages
 * share (Astro builds a single policy unless a page adds its own hashes).
 */
export function pageCspFrom(entries: readonly StaticHeadersEntry[]): {
  pageCsp: Map<string, string>;
  siteCsp: string | undefined;
} {
  const pageCsp = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const csp = entry.headers.find((header) => header.key.toLowerCase() === CSP)?.value;
    if (!csp) continue;
    pageCsp.set(entry.pathname, csp);
    counts.set(csp, (counts.get(csp) ?? 0) + 1);
  }
  const siteCsp = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { pageCsp, siteCsp };
}

/** Reads `_headers.json` of a build; a build without it (CSP off) gives no policies. */
export function readStaticCsp(file: string): { pageCsp: Map<string, string>; siteCsp: string | undefined } {
  if (!existsSync(file)) return { pageCsp: new Map(), siteCsp: undefined };
  return pageCspFrom(JSON.parse(readFileSync(file, 'utf8')) as StaticHeadersEntry[]);
}

/** The path of a request, decoded and without `.html` (pages are linked and listed without it). */
export function pagePath(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/)[0]!;
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed address keeps its raw form; the adapter answers it 400.
  }
  return decoded.replace(/\.html$/, '') || '/';
}

/**
 * Wraps the adapter's handler. Defaults are set before it runs (a page's or file's own headers
 * replace them: Astro's CSP with its hashes, a stricter Referrer-Policy, a page's Cache-Control);
 * the Cache-Control rules of `finalCacheControl` run last, just before the headers are sent.
 * Static files keep the pre-rendered default because `send` only sets Cache-Control when there is
 * none; on-demand answers always bring their own (src/server/http/cache-rules.ts).
 */
export function withShopHeaders(handler: NodeHandler, settings: ShopHeaderSettings): NodeHandler {
  return (req, res) => {
    for (const [name, value] of Object.entries(settings.base)) res.setHeader(name, value);
    const path = pagePath(req.url);
    const csp = settings.pageCsp.get(path) ?? settings.siteCsp;
    if (csp) res.setHeader('Content-Security-Policy', csp);
    res.setHeader(
      'Cache-Control',
      path.startsWith(settings.assetsPrefix) ? ASSET_CACHE_CONTROL : PRERENDERED_CACHE_CONTROL,
    );
    onHeaders(res, function finalHeaders(this: ServerResponse) {
      const cacheControl = finalCacheControl({
        status: this.statusCode,
        cacheControl: this.getHeader('cache-control')?.toString(),
        setsCookie: this.hasHeader('set-cookie'),
      });
      if (cacheControl) this.setHeader('Cache-Control', cacheControl);
    });
    return handler(req, res);
  };
}
