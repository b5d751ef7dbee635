import type { SearchHistoryEntry } from './search-history';
import type { SearchRequest, SearchResponse } from '@shop/contract/catalogue';
import { catalogueSearch } from '../catalogue/catalogue-query';
import { CATEGORY_IDS, SEARCH_BRANDS_MAX, SEARCH_CATEGORIES_MAX, SEARCH_SUGGESTIONS } from '../constants';

type FacetCount = { value: string; count: number };

/**
 * What the search bar suggests for a text: products, the brands and categories among their
 * matches, and how many products match in all (for "Ver los N resultados").
 */
export interface Suggestions {
  text: string;
  products: SearchResponse['data'];
  brands: FacetCount[];
  categories: FacetCount[];
  total: number;
  /** The page's themed shop had none: these are the whole catalogue's (issue 27). */
  wholeCatalogue: boolean;
}

function facetValues(response: SearchResponse, field: string): FacetCount[] {
  const facet = response.facets.find((candidate) => candidate.field === field);
  return facet?.type === 'in' ? facet.values : [];
}

/**
 * The suggestions of a suggestion search's answer. Categories are those that narrow the results:
 * one holding every match (the shop, the catalogue) would lead to the same list.
 */
export function suggestionsFrom(text: string, response: SearchResponse, wholeCatalogue = false): Suggestions {
  const total = response.meta.total;
  return {
    text,
    products: response.data,
    brands: facetValues(response, 'brand.name').slice(0, SEARCH_BRANDS_MAX),
    categories: facetValues(response, 'categories.name')
      .filter((category) => category.count > 0 && category.count < total)
      .slice(0, SEARCH_CATEGORIES_MAX),
    total,
    wholeCatalogue,
  };
}

/** One choice of the search bar's list: where it leads and how it reads. */
export interface SearchOption {
  id: string;
  group: 'products' | 'brands' | 'categories' | 'all' | 'history';
  label: string;
  href: string;
  /** The product, for its picture, price and highlighted name. */
  product?: Suggestions['products'][number];
  count?: number;
}

const CATALOGUE = `/c-catalogo-${CATEGORY_IDS.catalogue}`;

/**
 * The suggestions' search (spec §7): 5 products of the page's themed shop, `categories` a list of
 * lists holding its parent category (the whole catalogue, 9999, on pages of no themed shop), so a
 * kitchen page suggests kitchen products and brands.
 */
export function suggestionRequest(text: string, parentCategoryId: number | null): SearchRequest {
  return {
    query: text,
    per_page: SEARCH_SUGGESTIONS,
    categories: [[parentCategoryId ?? CATEGORY_IDS.catalogue]],
  };
}

/** The catalogue search for a term, optionally narrowed to a brand or a category (by name). */
export function catalogueHref(
  q: string,
  narrow?: { field: 'brand.name' | 'categories.name'; value: string },
): string {
  const filters = narrow ? [{ field: narrow.field, condition: 'in' as const, value: [narrow.value] }] : [];
  return `${CATALOGUE}${catalogueSearch({ q, filters })}`;
}

/** The id of a facet's option: `search-brand-0`, `search-category-1`. */
const FACET_ID = { brands: 'search-brand', categories: 'search-category' } as const;

/** A facet's options (brands or categories): the search for `text` narrowed to each value. */
function facetOptions(
  text: string,
  facets: FacetCount[],
  group: keyof typeof FACET_ID,
  field: 'brand.name' | 'categories.name',
): SearchOption[] {
  return facets.map((facet, index) => ({
    id: `${FACET_ID[group]}-${index}`,
    group,
    label: facet.value,
    href: catalogueHref(text, { field, value: facet.value }),
    count: facet.count,
  }));
}

/**
 * The options in list order: with text, the products, the brands, the categories, then "Ver los
 * N resultados" when anything matched; with no text, the recent searches. Arrow keys walk this list.
 */
export function searchOptions(
  text: string,
  suggestions: Suggestions | null,
  history: readonly SearchHistoryEntry[],
): SearchOption[] {
  if (!text.trim()) {
    return history.map((entry, index) => ({
      id: `search-history-${index}`,
      group: 'history',
      label: entry.term,
      href: catalogueHref(entry.term),
    }));
  }
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({
      id: `search-product-${product.id}`,
      group: 'products' as const,
      label: product.name,
      href: `/${product.url_path}`,
      product,
    })),
    ...facetOptions(suggestions.text, suggestions.brands, 'brands', 'brand.name'),
    ...facetOptions(suggestions.text, suggestions.categories, 'categories', 'categories.name'),
    ...(suggestions.total > 0
      ? [
          {
            id: 'search-all',
            group: 'all' as const,
            label: suggestions.text,
            href: catalogueHref(suggestions.text),
            count: suggestions.total,
          },
        ]
      : []),
  ];
}
