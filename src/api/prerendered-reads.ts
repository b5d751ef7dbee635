import type { $Fetch } from 'ofetch';
import type { Brand, Category, SearchResponse } from '@shop/contract/catalogue';
import { CATEGORY_PAGE_SIZE } from '../lib/catalogue/category-page.ts';
import { searchProducts } from './catalog.ts';

/**
 * The product reads of the pre-rendered pages, one function per page type: the pages call them at
 * build time and the rebuild job calls the same ones to fingerprint each page's data
 * (scripts/rebuild/page-data.ts), so the job compares exactly what the build would render.
 */

/** Best-rated products shown on a shop's landing page (/mascotas, /asayaor). */
export const LANDING_PRODUCTS = 12;

/** A category page's first page of products (the rest are its views, rendered on demand). */
export function categoryFirstPage(api: $Fetch, category: Pick<Category, 'id'>): Promise<SearchResponse> {
  return searchProducts(api, { categories: [[category.id]], page: 1, per_page: CATEGORY_PAGE_SIZE });
}

/** A shop landing's best-rated products. */
export function landingBest(api: $Fetch, category: Pick<Category, 'id'>): Promise<SearchResponse> {
  return searchProducts(api, { categories: [[category.id]], sort: 'rating', per_page: LANDING_PRODUCTS });
}

/** A brand page's products, best rated first. */
export function brandProducts(api: $Fetch, brand: Pick<Brand, 'name'>): Promise<SearchResponse> {
  return searchProducts(api, {
    filters: [{ field: 'brand.name', condition: 'in', value: [brand.name] }],
    sort: 'rating',
    per_page: CATEGORY_PAGE_SIZE,
  });
}
