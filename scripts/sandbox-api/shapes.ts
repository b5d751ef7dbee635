import { ancestorsOf, type CategoryIndex, type CategoryRow } from './catalogue.ts';

/** Where URLs in answers point: the sandbox itself (images) and the shop (product pages). */
export interface PublicUrls {
  api: string;
  shop: string;
}

/** A product row as read for answers (products joined with their brand). */
export interface ProductRow {
  id: number;
  name: string;
  url_path: string;
  sku: string;
  description: string;
  brand_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
  category_id: number;
  price: number;
  offer_price: number | null;
  offer_percent: number | null;
  quantity: number;
  weight: number;
  rating_avg: number;
  rating_count: number;
  attribute_set_id: number;
  adult: number;
}

export const PRODUCT_COLUMNS = `p.id, p.name, p.url_path, p.sku, p.description, p.brand_id, b.name AS brand_name,
  b.slug AS brand_slug, p.category_id, p.price, p.offer_price, p.offer_percent, p.quantity, p.weight, p.rating_avg,
  p.rating_count, p.attribute_set_id, p.adult`;

/** The Category of the contract (src/api/types.ts), with `depth` levels of children. */
export function categoryJson(index: CategoryIndex, row: CategoryRow, urls: PublicUrls, depth: number): Record<string, unknown> {
  const childs = depth > 0 ? (index.children.get(row.id) ?? []).map((child) => categoryJson(index, child, urls, depth - 1)) : [];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url_path: `c-${row.slug}-${row.id}`,
    order: row.ord,
    path: row.path,
    parent_id: row.parent_id,
    childs,
    target: row.target,
    resources_libraries: { images: [{ url: `${urls.api}/images/categories/${row.id}.webp` }] },
  };
}

/** The Product of the contract: categories listed from the shop root down to the leaf. */
export function productJson(index: CategoryIndex, row: ProductRow, urls: PublicUrls): Record<string, unknown> {
  const leaf = index.byId.get(row.category_id);
  const lineage = leaf ? [...ancestorsOf(index, leaf), leaf] : [];
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    url_path: row.url_path,
    url: `${urls.shop}/${row.url_path}`,
    description: row.description,
    image: { url: `${urls.api}/images/products/${row.id}.webp` },
    attribute_set: { id: row.attribute_set_id },
    brand: row.brand_id === null ? null : { id: row.brand_id, name: row.brand_name, slug: row.brand_slug },
    categories: lineage.map((category: CategoryRow) => ({ id: category.id, name: category.name, slug: category.slug })),
    price: row.price,
    offers: row.offer_price === null ? [] : [{ price: row.offer_price, discountPercent: row.offer_percent }],
    quantity: row.quantity,
    weight: row.weight,
    rating: { average: row.rating_avg, count: row.rating_count },
    source_channel: 'web',
    adult: row.adult === 1,
  };
}
