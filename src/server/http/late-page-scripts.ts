import type { MiddlewareHandler } from 'astro';
import inlineScripts from 'virtual:shop/inline-scripts';
import { deferModuleScripts } from '../../lib/ui/late-scripts';

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');

/**
 * Page scripts start after the page has loaded and painted (lib/ui/late-scripts.ts), on every
 * page: this middleware rewrites each page as it leaves Astro, the pre-rendered ones while the
 * build renders them (before it compresses the files), the on-demand ones inside the page cache,
 * which so keeps them rewritten. Any other answer goes through untouched.
 */
export const lateScripts: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (!isHtml(response) || response.headers.get('content-encoding') || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(deferModuleScripts(html, inlineScripts['late-scripts-loader']), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
