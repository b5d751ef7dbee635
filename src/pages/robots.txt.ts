import type { APIRoute } from 'astro';

/** `/robots.txt`: everything may be crawled except personal areas (/pruebas stays crawlable so its noindex is seen); the sitemap index is named. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /account',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /fragmentos',
      '',
      `Sitemap: ${new URL('/sitemap.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
