import type { $Fetch } from 'ofetch';
import type * as Catalogue from '@shop/contract/catalogue';
import { answerOf, call, send } from './call.ts';

/** Spec §7 catalogue calls. Each takes the client to use, so the server and the browser share them. */

/**
 * The visit a category-tree call is made for (spec §7: "extra headers for the real path, query and
 * referer, forwarding cookies"). At build time it is the site's home with nothing else.
 */
export interface TreeVisit {
  /** The shop's path being served, `/` at build time. */
  path: string;
  /** Its query string without `?`; empty when none. */
  query: string;
  /** Where the visitor came from, when the browser said. */
  referer?: string;
  /** The visitor's cookies, as the API set them (none at build time). */
  cookie?: string;
}

/** Header names of the tree call's visit (the sandbox's README, "Contract"). */
export const TREE_VISIT_HEADERS = { path: 'X-Real-Path', query: 'X-Real-Query' } as const;

/** Levels of each tree call (spec §7: depth=2). */
export const CATEGORY_TREE_DEPTH = 2;

/** The headers that tell the API the visit: real path and query always, referer and cookies when there are. */
export function treeVisitHeaders(visit: TreeVisit): Record<string, string> {
  return {
    [TREE_VISIT_HEADERS.path]: visit.path,
    [TREE_VISIT_HEADERS.query]: visit.query,
    ...(visit.referer ? { Referer: visit.referer } : {}),
    ...(visit.cookie ? { Cookie: visit.cookie } : {}),
  };
}

/** A tree call's answer and the cookies the API set with it, to pass on to the visitor. */
export interface CategoryTreeAnswer {
  data: Catalogue.Category[];
  setCookies: string[];
}

/**
 * `GET /api/v1/categories/tree?parent_id&depth=2&full=1` (spec §7): the children of `parentId` (the
 * root 1, or a main category: a themed shop's parent) two levels deep, with images, asked for
 * `visit`.
 */
export async function getCategoryTree(
  api: $Fetch,
  parentId: number,
  visit: TreeVisit,
): Promise<CategoryTreeAnswer> {
  const name = 'GET /api/v1/categories/tree';
  const query = { parent_id: parentId, depth: CATEGORY_TREE_DEPTH, full: '1' } as const;
  const response = await send(api, name, { query, headers: treeVisitHeaders(visit) });
  return { data: answerOf(api, name, response).data, setCookies: response.headers.getSetCookie() };
}

/** `GET /api/v2/catalog/categories/{id}`: one category with its ancestors. */
export async function getCategory(api: $Fetch, id: number): Promise<Catalogue.CategoryDetail> {
  return (await call(api, 'GET /api/v2/catalog/categories/{id}', { params: { id } })).data;
}

/** `GET /api/v2/catalog/products/{id}`: by numeric id or by the product's url_path. */
export async function getProduct(api: $Fetch, idOrPath: number | string): Promise<Catalogue.Product> {
  const params = { idOrPath: String(idOrPath) };
  return (await call(api, 'GET /api/v2/catalog/products/{idOrPath}', { params })).data;
}

/** `GET /api/v2/catalog/brands/{id}`. */
export async function getBrand(api: $Fetch, id: number): Promise<Catalogue.Brand> {
  return (await call(api, 'GET /api/v2/catalog/brands/{id}', { params: { id } })).data;
}

/** `POST /api/v2/search/`: full-text search and browsing with facets. */
export function searchProducts(
  api: $Fetch,
  request: Catalogue.SearchRequest,
  options: { signal?: AbortSignal } = {},
): Promise<Catalogue.SearchResponse> {
  return call(api, 'POST /api/v2/search/', { body: request, ...options });
}

/**
 * `GET /store-front/api/{product}/search?q`: the catalogue's text search (the search bar's Enter),
 * a GET a cache in front of the API can keep. `{product}` is the platform's product name
 * (API_PRODUCT); filters, sort and page ride in the query string, bracket-style.
 */
export function searchCatalogue(
  api: $Fetch,
  platformProduct: string,
  query: Catalogue.TextSearchQuery,
): Promise<Catalogue.SearchResponse> {
  return call(api, 'GET /store-front/api/{product}/search', { params: { product: platformProduct }, query });
}
