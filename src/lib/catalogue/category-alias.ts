import type { CategoryDetail, Product } from '../../contract/catalogue';
import { categoryHref, productHref } from './routes';

/**
 * Where the alias /{category}/{slug} of a category leads: the product whose address is `slug`,
 * else the subcategory with that slug, else the category page itself.
 */
export function aliasTarget(product: Product | undefined, category: CategoryDetail, slug: string): string {
  if (product) return productHref(product);
  const child = category.childs.find((entry) => entry.slug === slug);
  return categoryHref(child ?? category);
}
