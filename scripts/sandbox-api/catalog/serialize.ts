import type { Brand, Category, CategoryDetail, Product } from '@shop/contract/catalogue';
import { PRODUCT_VIEWS } from '../images/compose.ts';
import type { BrandRow, CatalogIndex, CategoryRow, ProductRow } from './store.ts';
import { paidPrice } from './price.ts';
import { unitPriceOf } from './unit-price.ts';

/** Where JSON links point: the sandbox itself (images) and the shop (product pages). */
export interface PublicUrls {
  api: string;
  shop: string;
}

/** Absolute URL of a generated image (a product's `view` 2–4 for its gallery); the client appends `?w=&h=`. */
export function imageUrl(
  urls: PublicUrls,
  kind: 'products' | 'categories' | 'brands',
  id: number,
  view = 1,
): string {
  return `${urls.api}/images/${kind}/${id}${view > 1 ? `-${view}` : ''}.webp`;
}

/**
 * A category with `depth` levels of `childs` (0 = none). Without `full` the images list is empty
 * and target null, as the real API answers a light tree.
 */
export function categoryJson(
  row: CategoryRow,
  index: CatalogIndex,
  urls: PublicUrls,
  depth: number,
  full: boolean,
): Category {
  const childs = depth > 0 ? (index.children.get(row.id) ?? []) : [];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url_path: `c-${row.slug}-${row.id}`,
    order: row.ord,
    path: row.path,
    parent_id: row.parent_id,
    childs: childs.map((child) => categoryJson(child, index, urls, depth - 1, full)),
    target: full ? row.target : null,
    resources_libraries: { images: full ? [{ url: imageUrl(urls, 'categories', row.id) }] : [] },
    products_count: row.products_count,
  };
}

/** A category page's data: itself with images, one level of children and its ancestors below root 1. */
export function categoryDetailJson(row: CategoryRow, index: CatalogIndex, urls: PublicUrls): CategoryDetail {
  const ancestors = row.path
    .split('/')
    .slice(1, -1)
    .map((id) => index.categories.get(Number(id))!)
    .map((ancestor) => ({
      id: ancestor.id,
      name: ancestor.name,
      url_path: `c-${ancestor.slug}-${ancestor.id}`,
    }));
  return { ...categoryJson(row, index, urls, 1, true), ancestors };
}

export function brandJson(row: BrandRow, urls: PublicUrls): Brand {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url_path: `b-${row.slug}-${row.id}`,
    products_count: row.products_count,
    image: { url: imageUrl(urls, 'brands', row.id) },
  };
}

export function productJson(row: ProductRow, index: CatalogIndex, urls: PublicUrls): Product {
  const brand = index.brands.get(row.brand_id);
  const unitPrice = unitPriceOf(paidPrice(row), row);
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    url_path: row.url_path,
    url: `${urls.shop}/${row.url_path}`,
    description: row.description,
    image: { url: imageUrl(urls, 'products', row.id) },
    attribute_set: { id: row.attribute_set_id },
    brand: brand ? { id: brand.id, name: brand.name, slug: brand.slug } : null,
    categories: row.category_ids.split('/').map((id) => {
      const category = index.categories.get(Number(id))!;
      return { id: category.id, name: category.name, slug: category.slug };
    }),
    price: row.price,
    offers:
      row.offer_price === null
        ? []
        : [{ price: row.offer_price, discountPercent: row.discount_percent ?? 0 }],
    ...(unitPrice ? { unit_price: unitPrice } : {}),
    quantity: row.quantity,
    weight: row.weight,
    rating: { average: row.rating_avg, count: row.rating_count },
    source_channel: row.source_channel,
    adult: row.adult === 1,
  };
}

/** The product answer (`GET /api/v2/catalog/products/{id}`): the product with its gallery and specifications. */
export function productDetailJson(row: ProductRow, index: CatalogIndex, urls: PublicUrls): Product {
  const specs = JSON.parse(row.specs) as [string, string][];
  return {
    ...productJson(row, index, urls),
    images: Array.from({ length: PRODUCT_VIEWS }, (_, view) => ({
      url: imageUrl(urls, 'products', row.id, view + 1),
    })),
    specifications: specs.map(([name, value]) => ({ name, value })),
  };
}
