import type { APIRoute, GetStaticPaths } from 'astro';
import { productPathsForBuild } from '../server/data/build-products';
import { shards, urlSet } from '../lib/seo/sitemap';

export const getStaticPaths = (async () => {
  const all = shards(await productPathsForBuild());
  return all.map((paths, index) => ({ params: { shard: String(index + 1) }, props: { paths } }));
}) satisfies GetStaticPaths;

/** `/sitemap-products-{n}.xml`: up to 50,000 product pages, as of the last build. */
export const GET: APIRoute = ({ props, site }) =>
  new Response(urlSet((props.paths as string[]).map((path) => new URL(`/${path}`, site).href)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
