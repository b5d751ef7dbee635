import type { Facet } from '@shop/contract/catalogue';
import { type CatalogueQuery, catalogueSearch } from './catalogue-query';
import { categoryHref } from './routes';

/**
 * A shop's (category's) further views: pages 2+, a sort or filters are rendered on demand at
 * `/c-{slug}-{id}/productos?…`, under the shop's own address; page 1 without a query is the
 * pre-rendered `/c-{slug}-{id}`. A static file is served whatever its query string, so these views
 * need an address of their own (src/components/README.md, "Shop pages").
 */
export const SHOP_LISTING_SEGMENT = 'productos';

/** The on-demand address of a shop's views: the target of its filter and sort forms. */
export function shopListingPath(category: { url_path: string }): string {
  return `${categoryHref(category)}/${SHOP_LISTING_SEGMENT}`;
}

/** Whether a query shows just the shop's first page, the pre-rendered one. */
export function isShopFirstPage(query: CatalogueQuery): boolean {
  return query.page <= 1 && query.sort === 'relevance' && query.filters.length === 0 && !query.q;
}

/** The address of a shop's view: its static page for the plain first page, else its on-demand view. */
export function shopViewHref(category: { url_path: string }, query: CatalogueQuery): string {
  return isShopFirstPage(query)
    ? categoryHref(category)
    : `${shopListingPath(category)}${catalogueSearch(query)}`;
}

/**
 * The facets without the category being shown and its ancestors: filtering a shop by itself
 * narrows nothing (issue 16). Category facets hold names, so the trail's names are left out.
 */
export function facetsBelow(facets: readonly Facet[], trailNames: readonly string[]): Facet[] {
  const above = new Set(trailNames.map((name) => name.trim().toLocaleLowerCase('es')));
  return facets.map((facet) =>
    facet.type === 'in' && facet.field === 'categories.name'
      ? {
          ...facet,
          values: facet.values.filter((entry) => !above.has(entry.value.trim().toLocaleLowerCase('es'))),
        }
      : facet,
  );
}
