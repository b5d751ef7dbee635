import type { AstroGlobal } from 'astro';
import type { Category, CategoryDetail, SearchResponse } from '@shop/contract/catalogue';
import { optionalRead } from '../../api/optional-read';
import { CATEGORY_PAGE_SIZE } from '../../lib/catalogue/category-page';
import {
  type CatalogueQuery,
  catalogueSearch,
  parseCatalogueQuery,
} from '../../lib/catalogue/catalogue-query';
import { type Crumb, categoryHref, parseCategoryParam } from '../../lib/catalogue/routes';
import { isShopFirstPage, shopListingPath } from '../../lib/catalogue/shop-listing';
import { CATEGORY_IDS } from '../../lib/constants';
import { CATALOGUE_PAGE_CACHE_CONTROL, NO_STORE } from '../http/cache-control';
import { type PageFailure, pageFailureFor } from '../http/page-errors';
import { flattenTree } from './build-data';
import { cachedCategory, cachedSearch } from './cached';
import type { VisitTrees } from './visit-trees';

/** What a shop's on-demand view (`/c-{slug}-{id}/productos?…`) shows, or where it sends the shopper. */
export type ShopView =
  | {
      kind: 'page';
      category: CategoryDetail;
      trail: Crumb[];
      subcategories: Category[];
      query: CatalogueQuery;
      results: SearchResponse;
    }
  | { kind: 'redirect'; location: string; status: 301 }
  | { kind: 'failure'; failure: PageFailure };

/**
 * The subcategories shown as tiles: the visit's tree has their pictures (asked with `full=1`);
 * a category deeper than the tree reads them from its own answer.
 */
async function subcategoriesOf(category: CategoryDetail, trees: VisitTrees | undefined): Promise<Category[]> {
  const tree = trees ? await optionalRead(trees.root, []) : [];
  const fromTree = flattenTree(tree ?? []).find((entry) => entry.id === category.id);
  return fromTree && fromTree.childs.length > 0 ? fromTree.childs : category.childs;
}

/**
 * Reads a shop's view. The plain first page is the static page, so such an address (and a text
 * search, which is the catalogue search's) is sent there; a renamed category's old slug moves to
 * the new one, keeping the query.
 */
async function loadShopView(
  param: string,
  params: URLSearchParams,
  trees: VisitTrees | undefined,
): Promise<ShopView> {
  const parsed = parseCategoryParam(param);
  if (!parsed) return { kind: 'failure', failure: { status: 404, kind: 'notFound' } };
  const query = parseCatalogueQuery(params);
  if (parsed.id === CATEGORY_IDS.catalogue || query.q)
    return { kind: 'redirect', location: `/c-catalogo-${parsed.id}${catalogueSearch(query)}`, status: 301 };
  if (isShopFirstPage(query)) return { kind: 'redirect', location: `/c-${param}`, status: 301 };
  try {
    const [category, results] = await Promise.all([
      cachedCategory(parsed.id),
      cachedSearch({
        categories: [[parsed.id]],
        filters: query.filters,
        sort: query.sort,
        page: query.page,
        per_page: CATEGORY_PAGE_SIZE,
      }),
    ]);
    if (categoryHref(category) !== `/c-${param}`)
      return {
        kind: 'redirect',
        location: `${shopListingPath(category)}${catalogueSearch(query)}`,
        status: 301,
      };
    const trail = [...category.ancestors, category].map((entry) => ({
      name: entry.name,
      href: categoryHref(entry),
    }));
    return {
      kind: 'page',
      category,
      trail,
      subcategories: await subcategoriesOf(category, trees),
      query,
      results,
    };
  } catch (error) {
    return { kind: 'failure', failure: pageFailureFor(error) };
  }
}

/**
 * A shop view's page (`/c-{slug}-{id}/productos`): the redirect to answer, or the view to render,
 * its status and cache rule set on the page's response (a failure is never cached).
 */
export async function shopViewPage(
  page: AstroGlobal,
  param: string,
): Promise<Response | Exclude<ShopView, { kind: 'redirect' }>> {
  const view = await loadShopView(param, page.url.searchParams, page.locals.visitTrees);
  if (view.kind === 'redirect') return page.redirect(view.location, view.status);
  page.response.status = view.kind === 'failure' ? view.failure.status : 200;
  page.response.headers.set(
    'Cache-Control',
    view.kind === 'failure' ? NO_STORE : CATALOGUE_PAGE_CACHE_CONTROL,
  );
  return view;
}
