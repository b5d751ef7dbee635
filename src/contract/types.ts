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

/** A price chosen by the buyer for a line (gift cards: the amount of the card). */
export interface PriceOverride {
  price: number;
}

/** A buyer's customisation of a line (e.g. a gift message), echoed back by the cart. */
export interface ProductCustomization {
  name: string;
  value: string;
}

/** One line as the shop sends it: `POST cart_b2c` replaces the cart with these lines. */
export interface CartLine {
  id: number;
  quantity: number;
  prices_override?: PriceOverride[];
  products_customization?: ProductCustomization[];
}

/** The product as a cart line shows it. */
export interface CartProduct {
  id: number;
  name: string;
  sku: string;
  url_path: string;
  image: ApiImage;
  brand: { name: string; slug: string } | null;
  /** Units in stock. */
  quantity: number;
  adult: boolean;
}

/** A cart line as the API answers it (spec §3 Cart item). */
export interface CartItem {
  product: CartProduct;
  quantity: number;
  prices_override: PriceOverride[];
  products_customization: ProductCustomization[];
  /** Unit price paid; null while a gift card has no amount chosen. */
  price: { unit: number | null; total: number; total_original: number };
  prices: { unit: number | null };
  coupon: { name: string } | null;
}

export interface CartDiscount {
  id: number;
  name: string;
  amount: number;
}

/** `GET/POST /store-front/api/sales/cart_b2c` → `{ data: Cart }` (spec §3 Cart). */
export interface Cart {
  items: CartItem[];
  totals: { subtotal: number; shipping: number; discount: number; total: number };
  discounts: CartDiscount[];
  coupon: { code: string; name: string } | null;
  /** Subtotal from which shipping is free. */
  free_shipping_from: number;
}

/** `409` on saving a cart: the products that need the buyer's age confirmed. */
export interface AdultCheckBody extends ApiErrorBody {
  products: number[];
}

/** `GET /store-front/api/sales/cart/coupon/available` → `{ data: Coupon[] }`. */
export interface Coupon {
  code: string;
  name: string;
  description: string;
  kind: 'percent' | 'amount';
  value: number;
  min_subtotal: number;
}
