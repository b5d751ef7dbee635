import { API_PRODUCT } from 'astro:env/client';
import { createReadCache } from './read-cache';
import { getCategory, getProduct, searchCatalogue, searchProducts } from '../../api/catalog';
import { serverApi } from './server-api';
import { type CategoryIndex, indexCategories } from '../../lib/catalogue/addresses';
import { readWholeTree } from '../../api/category-tree';
import { BUILD_VISIT } from './build-data';
import type {
  CategoryDetail,
  Product,
  SearchRequest,
  SearchResponse,
  TextSearchQuery,
} from '@shop/contract/catalogue';

/**
 * On-demand pages read public catalogue data through these caches: the same product or search
 * asked by many shoppers costs one API call per freshness window. Prices may lag by at most
 * CATALOGUE_FRESH_MS; past it, the stale page is served while one refresh runs.
 */
const CATALOGUE_FRESH_MS = 30_000;
const CATALOGUE_STALE_MS = 5 * 60_000;
const cacheOf = <T>(maxEntries: number) =>
  createReadCache<T>({ freshMs: CATALOGUE_FRESH_MS, staleMs: CATALOGUE_STALE_MS, maxEntries });

const products = cacheOf<Product>(5_000);
const categories = cacheOf<CategoryDetail>(2_000);
const searches = cacheOf<SearchResponse>(2_000);
/** The whole tree, indexed: a minute fresh, an hour stale (it changes only with the catalogue's structure). */
const categoryIndexes = createReadCache<CategoryIndex>({
  freshMs: 60_000,
  staleMs: 3_600_000,
  maxEntries: 1,
});

/** A product by url_path or id, cached. */
export function cachedProduct(idOrPath: string): Promise<Product> {
  return products.read(idOrPath, () => getProduct(serverApi, idOrPath));
}

/** A category with its ancestors and children, cached. */
export function cachedCategory(id: number): Promise<CategoryDetail> {
  return categories.read(String(id), () => getCategory(serverApi, id));
}

/** A search answer, cached by the whole request. */
export function cachedSearch(request: SearchRequest): Promise<SearchResponse> {
  return searches.read(JSON.stringify(request), () => searchProducts(serverApi, request));
}

/** A text search of the catalogue (`GET …/{product}/search?q`), cached by the whole query. */
export function cachedTextSearch(query: TextSearchQuery): Promise<SearchResponse> {
  return searches.read(`text:${JSON.stringify(query)}`, () => searchCatalogue(serverApi, API_PRODUCT, query));
}

/**
 * Every category by id and by slug, cached: how the server tells a category's address from a
 * product's (src/server/data/addresses.ts). It reads the whole tree as the build does (readWholeTree,
 * for the site as a whole: BUILD_VISIT, no visitor's cookies), so it knows the categories whose
 * pages the build made, and those added since.
 */
export function cachedCategoryIndex(): Promise<CategoryIndex> {
  return categoryIndexes.read('tree', async () =>
    indexCategories(await readWholeTree(serverApi, BUILD_VISIT)),
  );
}
