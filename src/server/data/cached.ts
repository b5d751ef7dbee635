import { API_PRODUCT } from 'astro:env/client';
import { createReadCache } from './read-cache';
import { ROOT_CATEGORY_ID } from '../../lib/constants';
import { getCategory, getCategoryTree, getProduct, searchCatalogue, searchProducts } from '../../api/catalog';
import { serverApi } from './server-api';
import type {
  Category,
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
/** Menu trees change only with the catalogue's structure: a minute fresh, an hour stale. */
const menuTrees = createReadCache<Category[]>({ freshMs: 60_000, staleMs: 3_600_000, maxEntries: 8 });

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

/** The top two levels of the category tree (the navbar menus), cached. */
export function cachedMenuTree(): Promise<Category[]> {
  return menuTrees.read('menu', () => getCategoryTree(serverApi, ROOT_CATEGORY_ID, 2));
}

/** Two levels under one shop's root (the DIY side menu), cached. */
export function cachedShopTree(shopCategoryId: number): Promise<Category[]> {
  return menuTrees.read(`shop-${shopCategoryId}`, () => getCategoryTree(serverApi, shopCategoryId, 2));
}
