import { parse } from 'qs-esm';
import { invalidField } from '../http/errors.ts';

/** A whole number as a query string writes it. */
const INTEGER = /^-?\d{1,10}$/;
/** A decimal number as a query string writes it (a price bound: `12.5`). */
const DECIMAL = /^-?\d{1,9}(?:\.\d{1,4})?$/;

const asInteger = (value: unknown) =>
  typeof value === 'string' && INTEGER.test(value) ? Number(value) : value;
const asDecimal = (value: unknown) =>
  typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;

function rangeNumbers(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([bound, number]) => [bound, asDecimal(number)]));
}

/**
 * The search body that a `GET /store-front/api/{product}/search?q=…` query string stands for:
 * `q` is the body's `query`, and `page`, `per_page`, `sort`, `categories` and `filters` are the
 * body's own fields written bracket-style (`categories[0][]=10047`,
 * `filters[0][field]=price&filters[0][condition]=range&filters[0][value][gte]=10`), as Laravel
 * reads them. Numbers arrive as text and are turned back into numbers; the search's own
 * validation (search/request.ts) then applies. A missing or blank `q` is a 422: this call is the
 * text search, browsing is the POST.
 */
export function searchBodyFromQuery(queryString: string): Record<string, unknown> {
  const query = parse(queryString, { depth: 4, arrayLimit: 100, parameterLimit: 200 }) as Record<
    string,
    unknown
  >;
  if (typeof query.q !== 'string' || query.q.trim() === '')
    throw invalidField('q', 'El campo q es obligatorio.');
  const body: Record<string, unknown> = { query: query.q };
  if (query.page !== undefined) body.page = asInteger(query.page);
  if (query.per_page !== undefined) body.per_page = asInteger(query.per_page);
  if (query.sort !== undefined) body.sort = query.sort;
  if (query.categories !== undefined) {
    body.categories = Array.isArray(query.categories)
      ? query.categories.map((group) => (Array.isArray(group) ? group.map(asInteger) : group))
      : query.categories;
  }
  if (query.filters !== undefined) {
    body.filters = Array.isArray(query.filters)
      ? query.filters.map((filter) =>
          typeof filter === 'object' &&
          filter !== null &&
          (filter as { condition?: unknown }).condition === 'range'
            ? { ...filter, value: rangeNumbers((filter as { value?: unknown }).value) }
            : filter,
        )
      : query.filters;
  }
  return body;
}
