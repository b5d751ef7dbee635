import { searchProducts } from '../../api/catalog';
import { serverApi } from './server-api';
import { readForBuild } from './build-data';
import { buildsPage } from './build-scope';

/** Search page size used to walk the catalogue (the API's maximum). */
const WALK_PAGE_SIZE = 100;
/** Pages fetched at once: bounded so the build never floods the API. */
const WALK_CONCURRENCY = 4;

let pathsPromise: Promise<string[]> | undefined;

/** The sitemap index: the one page the product walk is for. */
const SITEMAP_PATH = '/sitemap.xml';

/**
 * Every product's url_path, walked once per build through the search API in catalogue order.
 * Pre-rendered code only (the memo lives for one build). None in a partial build that does not
 * render the sitemaps (build-scope.ts): the live release keeps its own.
 */
export function productPathsForBuild(): Promise<string[]> {
  if (!buildsPage(SITEMAP_PATH)) return Promise.resolve([]);
  pathsPromise ??= readForBuild(async () => {
    const first = await searchProducts(serverApi, { sort: 'newest', page: 1, per_page: WALK_PAGE_SIZE });
    const pages: string[][] = [first.data.map((product) => product.url_path)];
    for (let page = 2; page <= first.meta.last_page; page += WALK_CONCURRENCY) {
      const batch = Array.from(
        { length: Math.min(WALK_CONCURRENCY, first.meta.last_page - page + 1) },
        (_, offset) =>
          searchProducts(serverApi, { sort: 'newest', page: page + offset, per_page: WALK_PAGE_SIZE }),
      );
      for (const result of await Promise.all(batch))
        pages.push(result.data.map((product) => product.url_path));
    }
    return pages.flat();
  });
  return pathsPromise;
}
