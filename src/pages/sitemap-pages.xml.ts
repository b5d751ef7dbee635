import type { APIRoute } from 'astro';
import { PRODUCT_LISTS } from '../api/lists';
import { categoryTreeForBuild, flattenTree } from '../server/data/build-data';
import { prerenderedCategories } from '../lib/catalogue/category-page';
import { LEGAL_PAGES } from '../lib/legal/legal';
import { categoryHref } from '../lib/catalogue/routes';
import { urlSet } from '../lib/seo/sitemap';

/** Pages that are not categories or products, and that search engines should index. */
const FIXED_PAGES = ['/', '/mascotas', '/asayaor', '/b-asayaor-7180'];

/** `/sitemap-pages.xml`: home, lists, landings, legal pages and every category page. */
export const GET: APIRoute = async ({ site }) => {
  const categories = prerenderedCategories(flattenTree(await categoryTreeForBuild())).map(categoryHref);
  const paths = [
    ...FIXED_PAGES,
    ...PRODUCT_LISTS.map((list) => `/l-${list}`),
    ...LEGAL_PAGES.map((page) => page.href),
    ...categories,
  ];
  return new Response(urlSet(paths.map((path) => new URL(path, site).href)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
