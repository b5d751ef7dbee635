import type { Product } from '@shop/contract/catalogue';
import {
  addressRedirect,
  categoryOfAlias,
  isAddressSlug,
  looksLikeProduct,
  type MissingKind,
  type Redirect,
  subcategoryBySlug,
} from '../../lib/catalogue/addresses';
import { categoryHref, productHref } from '../../lib/catalogue/routes';
import { CATALOGUE_PAGE_CACHE_CONTROL } from '../http/cache-control';
import { API_FAILURE_STATUS, type PageFailure, pageFailureFor } from '../http/page-errors';
import { cachedCategoryIndex, cachedProduct } from './cached';
import { relatedToMissing } from './related';

/** What an address no pre-rendered page answers turns out to be. */
export type AddressAnswer =
  | { kind: 'redirect'; redirect: Redirect }
  | { kind: 'product'; product: Product }
  /** A product that is gone (with products like it), or a page that never was. */
  | { kind: 'missing'; missing: MissingKind; related: Product[] }
  /** The API could not say (maintenance, outage): never mistaken for a missing page. */
  | { kind: 'failure'; failure: PageFailure & { kind: 'maintenance' | 'unavailable' } };

/** The product whose url_path is `slug`, or undefined when the API has none. */
async function productAt(slug: string): Promise<Product | undefined> {
  try {
    return await cachedProduct(slug);
  } catch (error) {
    if (pageFailureFor(error).kind === 'notFound') return undefined;
    throw error;
  }
}

/** The not-found answer for `slug`: a gone product offers products like it. */
async function missing(slug: string): Promise<AddressAnswer> {
  return looksLikeProduct(slug)
    ? { kind: 'missing', missing: 'product', related: await relatedToMissing(slug) }
    : { kind: 'missing', missing: 'page', related: [] };
}

/** Runs a resolution; a failed API read becomes the failure page, never a 404. */
async function answering(resolve: () => Promise<AddressAnswer>): Promise<AddressAnswer> {
  try {
    return await resolve();
  } catch (error) {
    const { status, kind } = pageFailureFor(error);
    // Reads that must answer (the tree) failing with a 404 are the API's fault, not a missing page.
    return {
      kind: 'failure',
      failure: kind === 'notFound' ? { status: API_FAILURE_STATUS, kind: 'unavailable' } : { status, kind },
    };
  }
}

/**
 * The catch-all `/{slug}`: a category's address (a known id under another slug, or its alias)
 * first, then the product with that url_path, else not found.
 */
export function resolveAddress(slug: string): Promise<AddressAnswer> {
  return answering(async () => {
    if (!isAddressSlug(slug)) return { kind: 'missing', missing: 'page', related: [] };
    const redirect = addressRedirect(await cachedCategoryIndex(), slug);
    if (redirect) return { kind: 'redirect', redirect };
    const product = await productAt(slug);
    return product ? { kind: 'product', product } : missing(slug);
  });
}

/**
 * The alias `/{category}/{slug}` (spec §2): `{category}` is a category's slug or its page address
 * `c-{slug}-{id}`; `{slug}` is a subcategory's slug under it, else a product's url_path. Both
 * answer 301 to the one canonical page; anything else is not found.
 */
export function resolveAlias(categoryParam: string, slug: string): Promise<AddressAnswer> {
  return answering(async () => {
    const category = categoryOfAlias(await cachedCategoryIndex(), categoryParam);
    if (!category || !isAddressSlug(slug)) return { kind: 'missing', missing: 'page', related: [] };
    const subcategory = subcategoryBySlug(category, slug);
    if (subcategory)
      return { kind: 'redirect', redirect: { location: categoryHref(subcategory), status: 301 } };
    const product = await productAt(slug);
    if (product) return { kind: 'redirect', redirect: { location: productHref(product), status: 301 } };
    return missing(slug);
  });
}

/**
 * A redirect of a public address as the server answers it: a CDN may keep it a minute, and a
 * browser asks again each time (a renamed category moves its canonical page).
 */
export function redirectResponse({ location, status }: Redirect): Response {
  return new Response(null, {
    status,
    headers: { Location: location, 'Cache-Control': CATALOGUE_PAGE_CACHE_CONTROL },
  });
}
