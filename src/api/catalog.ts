import type { $Fetch } from 'ofetch';
import type {
  Brand,
  Category,
  CategoryDetail,
  Product,
  SearchRequest,
  SearchResponse,
  TextSearchQuery,
} from '../contract/catalogue';

/** Spec §7 catalogue calls. Each takes the client to use, so the server and the browser share them. */

/** `GET /api/v1/categories/tree`: children of `parentId`, `depth` levels deep, with images. */
export async function getCategoryTree(api: $Fetch, parentId: number, depth: number): Promise<Category[]> {
  const body = await api<{ data: Category[] }>('/api/v1/categories/tree', {
    query: { parent_id: parentId, depth, full: 1 },
  });
  return body.data;
}

/** `GET /api/v2/catalog/categories/{id}`: one category with its ancestors. */
export async function getCategory(api: $Fetch, id: number): Promise<CategoryDetail> {
  const body = await api<{ data: CategoryDetail }>(`/api/v2/catalog/categories/${id}`);
  return body.data;
}

/** `GET /api/v2/catalog/products/{id}`: by numeric id or by the product's url_path. */
export async function getProduct(api: $Fetch, idOrPath: number | string): Promise<Product> {
  const body = await api<{ data: Product }>(
    `/api/v2/catalog/products/${encodeURIComponent(String(idOrPath))}`,
  );
  return body.data;
}

/** `GET /api/v2/catalog/brands/{id}`. */
export async function getBrand(api: $Fetch, id: number): Promise<Brand> {
  const body = await api<{ data: Brand }>(`/api/v2/catalog/brands/${id}`);
  return body.data;
}

/** `POST /api/v2/search/`: full-text search and browsing with facets. */
export function searchProducts(
  api: $Fetch,
  request: SearchRequest,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResponse> {
  return api<SearchResponse>('/api/v2/search/', { method: 'POST', body: request, signal: options.signal });
}

/**
 * `GET /store-front/api/{product}/search?q`: the catalogue's text search (the search bar's Enter),
 * a GET a cache in front of the API can keep. `{product}` is the platform's product name
 * (API_PRODUCT); filters, sort and page ride in the query string, bracket-style.
 */
export function searchCatalogue(
  api: $Fetch,
  platformProduct: string,
  query: TextSearchQuery,
): Promise<SearchResponse> {
  return api<SearchResponse>(`/store-front/api/${encodeURIComponent(platformProduct)}/search`, { query });
}
