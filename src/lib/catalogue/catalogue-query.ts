import type { FacetFilter, SearchSort } from '@shop/contract/catalogue';
import { filtersFromParams, filtersToParams } from './filters';

/** Longest search text accepted; longer input is cut, never echoed whole. */
export const SEARCH_QUERY_MAX_CHARS = 120;
/** Results per page of the catalogue search. */
export const CATALOGUE_PAGE_SIZE = 24;
/** Highest page number a link may ask for; deeper pages are not useful to shoppers or crawlers. */
export const CATALOGUE_MAX_PAGE = 400;

const SORTS: readonly SearchSort[] = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'];

export interface CatalogueQuery {
  q: string;
  page: number;
  sort: SearchSort;
  filters: FacetFilter[];
}

/**
 * Reads the catalogue's query string. Malformed values are ignored (the default applies), so a
 * hand-edited or hostile URL still shows a sensible page and is never an error.
 */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_CHARS);
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), CATALOGUE_MAX_PAGE) : 1;
  const sortText = params.get('sort') ?? '';
  const sort = (SORTS as readonly string[]).includes(sortText) ? (sortText as SearchSort) : 'relevance';
  return { q, page, sort, filters: filtersFromParams(params) };
}

/** The query string of a catalogue page, leaving defaults out so URLs stay canonical. */
export function catalogueSearch(query: Partial<CatalogueQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort && query.sort !== 'relevance') params.set('sort', query.sort);
  filtersToParams(query.filters ?? [], params);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
