import { API_PRODUCT } from 'astro:env/client';
import { createReadCache } from './read-cache';
import { getCategory, getProduct, searchCatalogue, searchProducts } from '../../api/catalog';
import { serverApi } from './server-api';
import type {
  CategoryDetail,
  Product,
  SearchRequest,
  SearchResponse,
  TextSearchQuery,
} from '../../contract/catalogue';

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
