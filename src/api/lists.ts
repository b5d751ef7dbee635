import type { $Fetch } from 'ofetch';
import type { SearchResponse, SearchSort } from '@shop/contract/catalogue';
import { searchProducts } from './catalog.ts';

/** The product lists behind the /l-… pages (spec §2). */
export const PRODUCT_LISTS = ['top-ventas', 'mejores-ofertas', 'mas-deseados', 'mejor-valorados'] as const;
export type ProductList = (typeof PRODUCT_LISTS)[number];

/** The search sort of each list: it ranks and keeps what belongs to the list (the sandbox's README). */
export const LIST_SORTS: Record<ProductList, SearchSort> = {
  'top-ventas': 'top_sales',
  'mejores-ofertas': 'best_offers',
  'mas-deseados': 'most_wished',
  'mejor-valorados': 'best_rated',
};

/**
 * A ranked page of a list. §7 has no call of its own for the lists, so they are the search
 * (`POST /api/v2/search/`) with the list's sort, browsing the whole catalogue.
 */
export function getProductList(
  api: $Fetch,
  list: ProductList,
  perPage: number,
  page = 1,
): Promise<SearchResponse> {
  return searchProducts(api, { sort: LIST_SORTS[list], page, per_page: perPage });
}
