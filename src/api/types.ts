/**
 * The entities of spec §3 as the commerce API (and our sandbox) sends them.
 * Shapes the spec marks "not shown" follow a Laravel API and are documented in
 * scripts/sandbox-api/README.md.
 */

/** An image the API can resize: append `?w=&h=` to `url`. */
export interface ApiImage {
  url: string;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  /** Path of the category page without a leading slash: `c-{slug}-{id}`. */
  url_path: string;
  order: number;
  /** Ancestor ids from the root down to this category, joined by '/': "1/10047/10048". */
  path: string;
  parent_id: number | null;
  childs: Category[];
  target: string | null;
  resources_libraries: { images: ApiImage[] };
  /** Number of products in this category and its descendants. */
  products_count?: number;
}

export interface Brand {
  id: number;
  name: string;
  slug: string;
  /** Path of the brand page: `b-{slug}-{id}`. */
  url_path: string;
  products_count?: number;
}

export interface ProductOffer {
  price: number;
  discountPercent: number;
}

export interface ProductCategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface Product {
  id: number;
  name: string;
  sku: string;
  /** Path of the product page without a leading slash, e.g. `sarten-antiadherente-28-cm-12345`. */
  url_path: string;
  /** Absolute URL of the product page on the shop. */
  url: string;
  description: string;
  image: ApiImage;
  attribute_set: { id: number };
  brand: { id: number; name: string; slug: string } | null;
  categories: ProductCategoryRef[];
  /** Final price in euros, IVA included (before any offer). */
  price: number;
  offers: ProductOffer[];
  /** Units in stock. */
  quantity: number;
  /** Weight in kilograms. */
  weight: number;
  rating: { average: number; count: number };
  source_channel: string;
  /** Products for adults only: saving a cart with one answers 409 until age is confirmed. */
  adult: boolean;
  /** Present on search results only: the name with `<em>` around matched words. */
  _highlightResult?: { name: { value: string } };
}

/** One facet of a search answer (spec §7: facets of type range or in). */
export type Facet =
  | { field: string; type: 'in'; values: { value: string; count: number }[] }
  | { field: string; type: 'range'; min: number; max: number };

/** A selected facet filter (spec §3). */
export type FacetFilter =
  | { field: string; condition: 'in'; value: string[] }
  | { field: string; condition: 'range'; value: { gte?: number; lte?: number } };

export type SearchSort = 'relevance' | 'price_asc' | 'price_desc' | 'rating' | 'newest';

/** Body of `POST /api/v2/search/`. */
export interface SearchRequest {
  query?: string;
  /** Lists of lists of category ids: outer list AND, inner list OR. */
  categories?: number[][];
  filters?: FacetFilter[];
  sort?: SearchSort;
  page?: number;
  per_page?: number;
}

export interface Paginated<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export interface SearchResponse extends Paginated<Product> {
  facets: Facet[];
}

export interface Rating {
  id: number;
  title: string;
  comment: string;
  rating: number;
  author: string;
  created_at: string;
  product: { id: number; name: string; url_path: string; image: ApiImage };
}

/** `GET /api/v2/catalog/categories/{id}`: the category with its ancestors, root first. */
export interface CategoryDetail extends Category {
  ancestors: { id: number; name: string; url_path: string }[];
}

/** Laravel-style error body. 422 adds per-field errors. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
