import type { SearchHistoryEntry } from './search-history';
import type { SearchRequest, SearchResponse } from '../../contract/catalogue';
import { catalogueSearch } from '../catalogue/catalogue-query';
import { CATEGORY_IDS, SEARCH_SUGGESTIONS } from '../constants';

/** What the search bar suggests for a text: products and the brands among their matches. */
export interface Suggestions {
  text: string;
  products: SearchResponse['data'];
  brands: { value: string; count: number }[];
}

/** One choice of the search bar's list: where it leads and how it reads. */
export interface SearchOption {
  id: string;
  group: 'products' | 'brands' | 'history';
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

/** The catalogue search for a term, optionally narrowed to a brand. */
export function catalogueHref(q: string, brand?: string): string {
  return `${CATALOGUE}${catalogueSearch({ q, filters: brand ? [{ field: 'brand.name', condition: 'in', value: [brand] }] : [] })}`;
}

/**
 * The options in list order: with text, the products then the brands; with no text, the
 * recent searches. Arrow keys walk this list.
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
    ...suggestions.brands.map((brand, index) => ({
      id: `search-brand-${index}`,
      group: 'brands' as const,
      label: brand.value,
      href: catalogueHref(suggestions.text, brand.value),
      count: brand.count,
    })),
  ];
}
