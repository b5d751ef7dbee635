import type { Category } from '@shop/contract/catalogue';
import { es } from '../../i18n/es';
import { categoryHref, parseCategoryParam } from './routes';

/**
 * How the shop reads the addresses no pre-rendered page answers (spec §2 "Category routes" and the
 * catch-all `/{slug}`): a category page under any slug, a category's alias `/{category}/{slug?}`,
 * a product, or nothing. src/README.md says the same in words.
 */

/** The longest slug the shop looks up: longer ones are no page of the shop. */
const SLUG_MAX_LENGTH = 200;
/** Lowercase words and numbers joined by single hyphens: the only shape of the shop's slugs. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A product's address ends in its number (`sarten-antiadherente-28-cm-12345`, the API's url_path). */
const ENDS_IN_NUMBER = /-\d+$/;
/** The brand page form, `b-{slug}-{id}`: never a product's address. */
const BRAND_PAGE = /^b-[a-z0-9-]+-\d+$/;

/** Whether `text` can be one part of a shop address; anything else is a 404 without asking the API. */
export function isAddressSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && SLUG.test(text);
}

/** The slug and id of a category page address `c-{slug}-{id}` (without its `/`), or null. */
export function categoryPageAddress(slug: string): { slug: string; id: number } | null {
  return slug.startsWith('c-') ? parseCategoryParam(slug.slice(2)) : null;
}

/**
 * Whether a missing address names a product that is gone, so its page says "Producto no
 * disponible" and offers related products: a slug ending in a number that is not a category's or a
 * brand's page form. Any other unknown address is a page that does not exist.
 */
export function looksLikeProduct(slug: string): boolean {
  return (
    isAddressSlug(slug) &&
    ENDS_IN_NUMBER.test(slug) &&
    categoryPageAddress(slug) === null &&
    !BRAND_PAGE.test(slug)
  );
}

/** What a missing address was: a product that is gone, or a page that never was. */
export type MissingKind = 'product' | 'page';

/** The title and text of a missing address's page. */
export function missingCopy(kind: MissingKind): { title: string; text: string } {
  return kind === 'product'
    ? { title: es.notFound.productUnavailable, text: es.notFound.productUnavailableText }
    : { title: es.notFound.title, text: es.notFound.text };
}

/** The category tree looked up by id and by slug (the alias of `/{category}`). */
export interface CategoryIndex {
  byId: ReadonlyMap<number, Category>;
  bySlug: ReadonlyMap<string, Category>;
}

/** Categories level by level, in the tree's order within a level: shallower ones come first. */
function breadthFirst(roots: readonly Category[]): Category[] {
  const all: Category[] = [];
  for (let level = [...roots]; level.length > 0; level = level.flatMap((category) => category.childs ?? []))
    all.push(...level);
  return all;
}

/**
 * Indexes the tree. Two categories may share a slug (a 'Accesorios' in two shops): the alias goes
 * to the shallower one, and between equals to the first in the tree's order.
 */
export function indexCategories(tree: readonly Category[]): CategoryIndex {
  const byId = new Map<number, Category>();
  const bySlug = new Map<string, Category>();
  for (const category of breadthFirst(tree)) {
    byId.set(category.id, category);
    if (!bySlug.has(category.slug)) bySlug.set(category.slug, category);
  }
  return { byId, bySlug };
}

/** The `{category}` of `/{category}/{slug}`: a category page address (its id decides) or a slug. */
export function categoryOfAlias(index: CategoryIndex, param: string): Category | undefined {
  if (!isAddressSlug(param)) return undefined;
  const page = categoryPageAddress(param);
  return page ? index.byId.get(page.id) : index.bySlug.get(param);
}

/** The category under `category` (at any depth, shallower first) whose slug is `slug`. */
export function subcategoryBySlug(category: Category, slug: string): Category | undefined {
  return breadthFirst(category.childs ?? []).find((child) => child.slug === slug);
}

/** A redirect the shop answers instead of a page. */
export interface Redirect {
  location: string;
  status: 301 | 302;
}

/**
 * Where a request for `path` (`/c-{any slug}-{id}`) of a known category goes: 301 to its canonical
 * page when the slug differs. The canonical address itself reaches the server only when its page
 * was not built (a category new since the last build): 302 to its catalogue, rendered on demand,
 * until the next build makes the page.
 */
export function categoryRedirect(path: string, category: Category): Redirect {
  const canonical = categoryHref(category);
  return canonical === path
    ? { location: `/c-catalogo-${category.id}`, status: 302 }
    : { location: canonical, status: 301 };
}

/**
 * `/{slug}` when it is a category's: a category page address of a known id under another slug, or
 * a category's alias (`/cocina`). Undefined: the slug may be a product's.
 */
export function addressRedirect(index: CategoryIndex, slug: string): Redirect | undefined {
  if (!isAddressSlug(slug)) return undefined;
  const page = categoryPageAddress(slug);
  const category = page ? index.byId.get(page.id) : index.bySlug.get(slug);
  if (!category) return undefined;
  return page ? categoryRedirect(`/${slug}`, category) : { location: categoryHref(category), status: 301 };
}
