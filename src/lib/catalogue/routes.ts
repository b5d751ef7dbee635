import type { Category, Product } from '@shop/contract/catalogue';
import { parseId } from '../format/ids.ts';

/** Path of a category page: `/c-{slug}-{id}`. */
export function categoryHref(category: Pick<Category, 'url_path'>): string {
  return `/${category.url_path.replace(/^\/+/, '')}`;
}

/** A breadcrumb: the name shown and the path it links to. */
export interface Crumb {
  name: string;
  href: string;
}

/** Breadcrumbs of a product page: its categories (listed by the API from the shop root down), then itself. */
export function productTrail(product: Pick<Product, 'name' | 'url_path' | 'categories'>): Crumb[] {
  return [
    ...product.categories.map((category) => ({
      name: category.name,
      href: `/c-${category.slug}-${category.id}`,
    })),
    { name: product.name, href: productHref(product) },
  ];
}

/** Path of a product page: `/{url_path}`. */
export function productHref(product: Pick<Product, 'url_path'>): string {
  return `/${product.url_path.replace(/^\/+/, '')}`;
}

/** Splits the `{slug}-{id}` tail of a category route into its parts, or null when malformed. */
export function parseCategoryParam(param: string): { slug: string; id: number } | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d+)$/.exec(param);
  const id = parseId(match?.[2]);
  return match && id !== null ? { slug: match[1]!, id } : null;
}
