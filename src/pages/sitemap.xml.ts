import type { APIRoute } from 'astro';
import { productPathsForBuild } from '../server/data/build-products';
import { shards, sitemapIndex } from '../lib/seo/sitemap';

/** `/sitemap.xml`: the index of the page sitemap and the product shards (50,000 URLs each). */
export const GET: APIRoute = async ({ site }) => {
  const productShards = shards(await productPathsForBuild()).length;
  const files = [
    '/sitemap-pages.xml',
    ...Array.from({ length: productShards }, (_, index) => `/sitemap-products-${index + 1}.xml`),
  ];
  return new Response(sitemapIndex(files.map((file) => new URL(file, site).href)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
