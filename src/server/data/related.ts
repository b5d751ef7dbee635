import { searchProducts } from '../../api/catalog';
import { serverApi } from './server-api';
import type { Product } from '@shop/contract/catalogue';
import { RELATED_PRODUCTS, slugWords } from '../../lib/catalogue/related';

/**
 * Products like a missing one, found by the words of its address. Optional data: a failure or
 * no match gives none, and the page falls back to its category links.
 */
export async function relatedToMissing(slug: string): Promise<Product[]> {
  const query = slugWords(slug);
  if (!query) return [];
  try {
    return (await searchProducts(serverApi, { query, per_page: RELATED_PRODUCTS })).data;
  } catch {
    return [];
  }
}
