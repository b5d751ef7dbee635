import { type FacetFilter, SearchSort } from '@shop/contract/catalogue';
import { HttpError, invalidField } from '../http/errors.ts';
import { checkInt } from '../http/params.ts';
import { fold, WORD } from '../text.ts';
import { rewritePhrases } from './words.ts';

/** A validated `POST /api/v2/search/` body. */
export interface SearchSpec {
  /** Folded words of the query; empty = browse. */
  terms: string[];
  /** The same words as typed (lower case, accents kept), for the corrected query. */
  words: string[];
  categoryGroups: number[][];
  filters: FacetFilter[];
  sort: SearchSort;
  page: number;
  perPage: number;
}

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
const MAX_PAGE = 10_000;
const MAX_QUERY_CHARS = 200;
/** Words of a query that are searched; the rest are ignored. */
export const MAX_TERMS = 8;
/** The contract's sorts, from its schema (one list for both). */
const SORTS: readonly SearchSort[] = SearchSort.options;
const IN_FIELDS = ['brand.name', 'categories.name'];

/** Validates a search body; anything malformed is a 422 naming the field, never a 500. */
export function parseSearchRequest(body: Record<string, unknown>): SearchSpec {
  const query = parseQuery(body.query);
  // Everyday phrases become the catalogue's words here, once per request, not per product.
  const { terms, words } = rewritePhrases(queryTerms(query), typedWords(query));
  return {
    terms: terms.slice(0, MAX_TERMS),
    words: words.slice(0, MAX_TERMS),
    categoryGroups: parseCategories(body.categories),
    filters: parseFilters(body.filters),
    sort: parseSort(body.sort),
    page:
      body.page === undefined || body.page === null
        ? 1
        : checkInt(body.page, 'page', { min: 1, max: MAX_PAGE }),
    perPage:
      body.per_page === undefined || body.per_page === null
        ? DEFAULT_PER_PAGE
        : checkInt(body.per_page, 'per_page', { min: 1, max: MAX_PER_PAGE }),
  };
}

/** The folded words FTS5 will see; a query of punctuation only browses. */
export function queryTerms(query: string): string[] {
  return (fold(query).match(WORD) ?? []).slice(0, MAX_TERMS);
}

/** The words as typed, one for each of `queryTerms`. */
export function typedWords(query: string): string[] {
  const words = (query.toLowerCase().match(WORD) ?? []).slice(0, MAX_TERMS);
  const terms = queryTerms(query);
  return words.length === terms.length ? words : terms;
}

function parseQuery(query: unknown): string {
  if (query === undefined || query === null) return '';
  if (typeof query !== 'string') throw invalidField('query', 'El campo query debe ser un texto.');
  if (query.length > MAX_QUERY_CHARS) {
    throw invalidField('query', `El campo query no debe superar ${MAX_QUERY_CHARS} caracteres.`);
  }
  return query;
}

function parseCategories(categories: unknown): number[][] {
  if (categories === undefined || categories === null) return [];
  const message = 'El campo categories debe ser una lista de listas de ids de categoría.';
  if (!Array.isArray(categories) || categories.length > 10) throw invalidField('categories', message);
  return categories
    .map((group) => {
      if (!Array.isArray(group) || group.length > 100) throw invalidField('categories', message);
      return group.map((id) => {
        if (!Number.isInteger(id) || id < 1) throw invalidField('categories', message);
        return id as number;
      });
    })
    .filter((group) => group.length > 0); // An empty OR group constrains nothing.
}

function parseFilters(filters: unknown): FacetFilter[] {
  if (filters === undefined || filters === null) return [];
  if (!Array.isArray(filters) || filters.length > 20) {
    throw invalidField('filters', 'El campo filters debe ser una lista de filtros.');
  }
  return filters.flatMap((filter, position): FacetFilter[] => {
    const key = `filters.${position}`;
    if (typeof filter !== 'object' || filter === null)
      throw invalidField(key, 'El filtro debe ser un objeto.');
    const { field, condition, value } = filter as Record<string, unknown>;
    if (typeof field === 'string' && IN_FIELDS.includes(field) && condition === 'in') {
      const values = Array.isArray(value) && value.length <= 100 ? value : null;
      if (!values?.every((item) => typeof item === 'string' && item.length <= 200)) {
        throw invalidField(`${key}.value`, 'El valor de un filtro in debe ser una lista de textos.');
      }
      // An 'in' filter with no values selects nothing and is dropped (spec §4).
      return values.length === 0
        ? []
        : [{ field: field as 'brand.name', condition: 'in', value: values as string[] }];
    }
    if (field === 'price' && condition === 'range')
      return [{ field, condition, value: parseRange(value, key) }];
    throw new HttpError(422, 'Los datos proporcionados no son válidos.', {
      [key]: ["Filtro no admitido: use 'in' en brand.name o categories.name, o 'range' en price."],
    });
  });
}

function parseRange(value: unknown, key: string): { gte?: number; lte?: number } {
  if (typeof value !== 'object' || value === null)
    throw invalidField(`${key}.value`, 'El rango debe tener gte y/o lte.');
  const range: { gte?: number; lte?: number } = {};
  for (const bound of ['gte', 'lte'] as const) {
    const number = (value as Record<string, unknown>)[bound];
    if (number === undefined || number === null) continue;
    if (typeof number !== 'number' || !Number.isFinite(number)) {
      throw invalidField(`${key}.value.${bound}`, `El límite ${bound} debe ser un número.`);
    }
    range[bound] = number;
  }
  return range;
}

function parseSort(sort: unknown): SearchSort {
  if (sort === undefined || sort === null) return 'relevance';
  if (typeof sort !== 'string' || !SORTS.includes(sort as SearchSort)) {
    throw invalidField('sort', `El campo sort debe ser uno de: ${SORTS.join(', ')}.`);
  }
  return sort as SearchSort;
}
