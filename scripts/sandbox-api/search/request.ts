/** A validated `POST /api/v2/search/` body. */
export interface SearchInput {
  query: string;
  categories: number[][];
  brands: string[];
  categoryNames: string[];
  price: { gte?: number; lte?: number };
  sort: 'relevance' | 'price_asc' | 'price_desc' | 'rating' | 'newest';
  page: number;
  perPage: number;
}

export const MAX_PER_PAGE = 100;
const SORTS = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 50 && value.every((item) => typeof item === 'string' && item.length <= 200);
const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length <= 50 && value.every((item) => Number.isInteger(item) && item > 0);
const isPrice = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/** Reads a search body; returns the Spanish errors per field instead when it is malformed. */
export function parseSearchRequest(body: unknown): SearchInput | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (!body || typeof body !== 'object' || Array.isArray(body)) errors.body = ['El cuerpo debe ser un objeto JSON.'];
  const query = input.query ?? '';
  if (typeof query !== 'string' || query.length > 200) errors.query = ['La búsqueda debe ser un texto de hasta 200 caracteres.'];
  const categories = input.categories ?? [];
  if (!Array.isArray(categories) || categories.length > 20 || !categories.every(isIdList)) {
    errors.categories = ['Las categorías deben ser listas de listas de identificadores.'];
  }
  const page = input.page ?? 1;
  if (!Number.isInteger(page) || (page as number) < 1 || (page as number) > 10_000) errors.page = ['La página debe ser un número entre 1 y 10000.'];
  const perPage = input.per_page ?? 24;
  if (!Number.isInteger(perPage) || (perPage as number) < 1 || (perPage as number) > MAX_PER_PAGE) {
    errors.per_page = [`Los resultados por página deben estar entre 1 y ${MAX_PER_PAGE}.`];
  }
  const sort = input.sort ?? 'relevance';
  if (!SORTS.includes(sort as (typeof SORTS)[number])) errors.sort = ['El orden no es válido.'];
  const result: SearchInput = {
    query: typeof query === 'string' ? query : '',
    categories: Array.isArray(categories) ? (categories as number[][]) : [],
    brands: [],
    categoryNames: [],
    price: {},
    sort: sort as SearchInput['sort'],
    page: page as number,
    perPage: perPage as number,
  };
  const filters = input.filters ?? [];
  if (!Array.isArray(filters) || filters.length > 10) errors.filters = ['Los filtros deben ser una lista.'];
  else {
    for (const filter of filters as Record<string, unknown>[]) {
      const { field, condition, value } = filter ?? {};
      if (condition === 'in' && isStringList(value) && field === 'brand.name') result.brands.push(...value);
      else if (condition === 'in' && isStringList(value) && field === 'categories.name') result.categoryNames.push(...value);
      else if (condition === 'range' && field === 'price' && value && typeof value === 'object') {
        const { gte, lte } = value as { gte?: unknown; lte?: unknown };
        if (isPrice(gte) && isPrice(lte)) result.price = { gte: gte as number | undefined, lte: lte as number | undefined };
        else errors.filters = ['El rango de precio no es válido.'];
      } else errors.filters = ['Filtro no admitido: use brand.name o categories.name (in) y price (range).'];
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : result;
}
