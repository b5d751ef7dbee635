import type { FacetFilter } from '@shop/contract/catalogue';

/** Facet fields a shopper can filter by, and the URL parameter each one travels in. */
export const FILTER_PARAMS = {
  'brand.name': 'marca',
  'categories.name': 'categoria',
  price: 'precio',
} as const;
type InField = 'brand.name' | 'categories.name';
const IN_FIELDS: InField[] = ['brand.name', 'categories.name'];
/** Values one `in` filter may hold from a URL; more are ignored. */
const MAX_VALUES = 20;
const MAX_VALUE_CHARS = 100;

/** Spec §4: setting a filter. A range replaces a range; an `in` filter with an empty value is removed. */
export function setFilter(filters: readonly FacetFilter[], next: FacetFilter): FacetFilter[] {
  const others = filters.filter((filter) => filter.field !== next.field);
  const empty =
    next.condition === 'in'
      ? next.value.length === 0
      : next.value.gte === undefined && next.value.lte === undefined;
  return empty ? others : [...others, next];
}

/** Spec §4: removing a chip removes its value; a filter left empty is dropped. */
export function removeChip(filters: readonly FacetFilter[], field: string, value?: string): FacetFilter[] {
  return filters.flatMap((filter) => {
    if (filter.field !== field) return [filter];
    if (filter.condition === 'range' || value === undefined) return [];
    const rest = filter.value.filter((entry) => entry !== value);
    return rest.length > 0 ? [{ ...filter, value: rest }] : [];
  });
}

const parsePrice = (text: string | undefined): number | undefined => {
  if (text === undefined || !/^\d{1,6}(?:[.,]\d{1,2})?$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
};

/** Reads the filters from a URL (`marca=…&categoria=…&precio=10-50`); malformed values are ignored. */
export function filtersFromParams(params: URLSearchParams): FacetFilter[] {
  let filters: FacetFilter[] = [];
  for (const field of IN_FIELDS) {
    const values = [
      ...new Set(params.getAll(FILTER_PARAMS[field]).map((value) => value.trim().slice(0, MAX_VALUE_CHARS))),
    ]
      .filter(Boolean)
      .slice(0, MAX_VALUES);
    filters = setFilter(filters, { field, condition: 'in', value: values });
  }
  // `precio=10-50` in links; a plain HTML form sends its two inputs as `precio-min` and `precio-max`.
  const [low, high] = params.has(FILTER_PARAMS.price)
    ? (params.get(FILTER_PARAMS.price) ?? '').split('-')
    : [
        params.get(`${FILTER_PARAMS.price}-min`) ?? undefined,
        params.get(`${FILTER_PARAMS.price}-max`) ?? undefined,
      ];
  let gte = parsePrice(low);
  let lte = parsePrice(high);
  if (gte !== undefined && lte !== undefined && gte > lte) [gte, lte] = [lte, gte];
  return setFilter(filters, { field: 'price', condition: 'range', value: { gte, lte } });
}

/** Writes filters into URL parameters, in a stable order so equal filters give equal URLs. */
export function filtersToParams(
  filters: readonly FacetFilter[],
  params = new URLSearchParams(),
): URLSearchParams {
  for (const filter of filters) {
    const name = FILTER_PARAMS[filter.field as keyof typeof FILTER_PARAMS];
    if (!name) continue;
    if (filter.condition === 'in') for (const value of [...filter.value].sort()) params.append(name, value);
    else params.set(name, `${filter.value.gte ?? ''}-${filter.value.lte ?? ''}`);
  }
  return params;
}
