import type { $Fetch } from 'ofetch';
import { Product } from '../contract/catalogue.ts';
import { Paginated } from '../contract/paginated.ts';
import { readAnswer } from './read-answer.ts';

/** The product lists behind the /l-… pages (spec §2). */
export const PRODUCT_LISTS = ['top-ventas', 'mejores-ofertas', 'mas-deseados', 'mejor-valorados'] as const;
export type ProductList = (typeof PRODUCT_LISTS)[number];

/** `GET /store-front/api/lists/{list}`: a ranked page of products (the sandbox documents the ranking). */
export function getProductList(
  api: $Fetch,
  list: ProductList,
  perPage: number,
  page = 1,
): Promise<Paginated<Product>> {
  return api<Paginated<Product>>(`/store-front/api/lists/${list}`, {
    query: { per_page: perPage, page },
  }).then((body) => readAnswer(api, 'GET /store-front/api/lists/{list}', Paginated(Product), body));
}
