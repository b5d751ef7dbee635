import { Paginated } from './paginated.ts';
import * as z from 'zod/mini';
import { intFrom, numberFrom } from './zod.ts';

/** An image the API can resize (spec §3 image variants): append `?w=&h=` to `url`. */
export const ApiImage = z.object({ url: z.string() });
export type ApiImage = z.infer<typeof ApiImage>;

/** A category with its subcategories (spec §3); `GET /api/v1/categories/tree` answers `{data: Category[]}`. */
export const Category = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  /** Path of the category page without a leading slash: `c-{slug}-{id}`. */
  url_path: z.string(),
  order: z.int(),
  /** Ancestor ids from the root down to this category, joined by '/': "1/10047/10048". */
  path: z.string(),
  parent_id: z.nullable(z.int()),
  get childs(): z.ZodMiniArray<typeof Category> {
    return z.array(Category);
  },
  target: z.nullable(z.string()),
  /** Empty `images` unless the tree was asked with `full=1`. */
  resources_libraries: z.object({ images: z.array(ApiImage) }),
  /** Number of products in this category and its descendants. */
  products_count: z.optional(intFrom(0)),
});
export type Category = z.infer<typeof Category>;

/** An ancestor of a category page, root first (root 1 and the category itself left out). */
export const CategoryAncestor = z.object({ id: z.int(), name: z.string(), url_path: z.string() });
export type CategoryAncestor = z.infer<typeof CategoryAncestor>;

/** `GET /api/v2/catalog/categories/{id}` → `{data}`: the category, one level of `childs`, its ancestors. */
export const CategoryDetail = z.extend(Category, { ancestors: z.array(CategoryAncestor) });
export type CategoryDetail = z.infer<typeof CategoryDetail>;

/** What names a brand, and a category where a product refers to it: its id, its name and the slug of its address. */
const identity = { id: z.int(), name: z.string(), slug: z.string() };

/** `GET /api/v2/catalog/brands/{id}` → `{data: Brand}`; `url_path` is `b-{slug}-{id}`. */
export const Brand = z.object({
  ...identity,
  url_path: z.string(),
  products_count: z.optional(intFrom(0)),
  /** The brand's picture (a badge of what it makes). */
  image: z.optional(ApiImage),
});
export type Brand = z.infer<typeof Brand>;

/** An offer on a product (spec §3): the price during the offer and its discount. */
export const ProductOffer = z.object({ price: z.number(), discountPercent: z.number() });
export type ProductOffer = z.infer<typeof ProductOffer>;

/**
 * The price per kilogram or litre of a product sold by weight or volume (Real Decreto 3423/2000),
 * after Shopify Storefront's `unitPrice` and `unitPriceMeasurement`: `amount` euros (IVA included,
 * of the price the shopper pays, an offer's when there is one) for every `reference_value`
 * `reference_unit`, the product holding `quantity_value` `quantity_unit`. A product sold by the
 * unit has none.
 */
export const UnitPrice = z.object({
  amount: numberFrom(0),
  quantity_value: z.number().check(z.positive()),
  quantity_unit: z.enum(['g', 'kg', 'ml', 'cl', 'l']),
  reference_value: z.int().check(z.positive()),
  reference_unit: z.enum(['g', 'kg', 'ml', 'cl', 'l']),
});
export type UnitPrice = z.infer<typeof UnitPrice>;

/** A category a product is filed in, from the shop down to the leaf (spec §3 Product.categories). */
export const ProductCategoryRef = z.object(identity);
export type ProductCategoryRef = z.infer<typeof ProductCategoryRef>;

/** A product (spec §3): `GET /api/v2/catalog/products/{id}` → `{data}`, and the items of search, lists and wishlist. */
export const Product = z.object({
  id: z.int(),
  name: z.string(),
  sku: z.string(),
  /** Path of the product page without a leading slash, e.g. `sarten-antiadherente-28-cm-12345`. */
  url_path: z.string(),
  /** Absolute URL of the product page on the shop. */
  url: z.string(),
  description: z.string(),
  image: ApiImage,
  /** The product answer only: every picture, `image` first (the product page's gallery). */
  images: z.optional(z.array(ApiImage)),
  /** The product answer only: its specification list ('Diámetro' → '24 cm'). */
  specifications: z.optional(z.array(z.object({ name: z.string(), value: z.string() }))),
  attribute_set: z.object({ id: z.int() }),
  brand: z.nullable(z.object(identity)),
  categories: z.array(ProductCategoryRef),
  /** Final price in euros, IVA included (before any offer). */
  price: numberFrom(0),
  offers: z.array(ProductOffer),
  /** Products sold by weight or volume: the price per kg or litre. */
  unit_price: z.optional(UnitPrice),
  /** Units in stock. */
  quantity: intFrom(0),
  /** Weight in kilograms. */
  weight: numberFrom(0),
  rating: z.object({ average: z.number(), count: intFrom(0) }),
  source_channel: z.string(),
  /** Products for adults only: saving a cart with one answers 409 until age is confirmed. */
  adult: z.boolean(),
  /** Search results only: the name HTML-escaped with `<em>` around matched words. */
  _highlightResult: z.optional(z.object({ name: z.object({ value: z.string() }) })),
});
export type Product = z.infer<typeof Product>;

/** One facet of a search answer (spec §7): counted values (`in`) or a price span (`range`). */
export const Facet = z.discriminatedUnion('type', [
  z.object({
    field: z.string(),
    type: z.literal('in'),
    values: z.array(z.object({ value: z.string(), count: intFrom(0) })),
  }),
  z.object({ field: z.string(), type: z.literal('range'), min: z.number(), max: z.number() }),
]);
export type Facet = z.infer<typeof Facet>;

/** A selected facet filter (spec §3) as the search body carries it: names for `in`, a price span for `range`. */
export const FacetFilter = z.discriminatedUnion('condition', [
  z.object({
    field: z.enum(['brand.name', 'categories.name']),
    condition: z.literal('in'),
    value: z.array(z.string()),
  }),
  z.object({
    field: z.literal('price'),
    condition: z.literal('range'),
    value: z.object({ gte: z.optional(z.number()), lte: z.optional(z.number()) }),
  }),
]);
export type FacetFilter = z.infer<typeof FacetFilter>;

/** The orders a search can ask for; `relevance` when none is given. */
export const SearchSort = z.enum([
  'relevance',
  'price_asc',
  'price_desc',
  'rating',
  'newest',
  // The four list pages (/l-…): each ranks and keeps only what belongs to its list (the sandbox's README).
  'top_sales',
  'best_offers',
  'most_wished',
  'best_rated',
]);
export type SearchSort = z.infer<typeof SearchSort>;

/** Body of `POST /api/v2/search/`; `categories` is a list of lists of ids (outer AND, inner OR). */
export const SearchRequest = z.object({
  query: z.optional(z.string()),
  categories: z.optional(z.array(z.array(z.int()))),
  filters: z.optional(z.array(FacetFilter)),
  sort: z.optional(SearchSort),
  page: z.optional(z.int()),
  per_page: z.optional(z.int()),
});
export type SearchRequest = z.infer<typeof SearchRequest>;

/**
 * Query of `GET /store-front/api/{product}/search?q`, the catalogue's text search: `q` is the
 * text, the other names are the search body's, written bracket-style in the query string.
 */
export const TextSearchQuery = z.extend(z.omit(SearchRequest, { query: true }), {
  q: z.string().check(z.minLength(1)),
});
export type TextSearchQuery = z.infer<typeof TextSearchQuery>;

/**
 * Answer of `POST /api/v2/search/` and `GET …/{product}/search`: a page of products with their
 * highlight, and the facets. `corrected_query` is present only when the search corrected a typo:
 * the words it searched for instead ('sartén' for 'saretn'), for "Mostrando resultados de «…»".
 */
export const SearchResponse = z.extend(Paginated(Product), {
  facets: z.array(Facet),
  corrected_query: z.optional(z.string()),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
