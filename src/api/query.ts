import type { FetchContext } from 'ofetch';
import { stringify } from 'qs-esm';

/** A value a query string can carry; undefined entries are dropped. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | QueryValue[]
  | { [key: string]: QueryValue };

/*
 * The API is Laravel, which parses PHP-style brackets. A plain `a[]=1` list is fine for
 * primitives, but a list of lists or of objects written as `a[][]=1&a[][]=2` would be read back
 * as two lists; those need explicit indices (`categories[0][]=1&categories[0][]=2`). So lists
 * holding lists or objects are turned into index-keyed objects before qs-esm (qs without its polyfills) writes them bracket-style.
 */
function indexNested(value: QueryValue): QueryValue {
  if (Array.isArray(value)) {
    const items = value.map(indexNested);
    const nested = items.some((item) => item !== null && typeof item === 'object');
    return nested ? Object.fromEntries(items.map((item, index) => [String(index), item])) : items;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, indexNested(item)]));
  }
  return value;
}

/**
 * A query object as a bracket-style query string without the leading `?`:
 * `{a: [1, 2], categories: [[10047]]}` → `a[]=1&a[]=2&categories[0][]=10047`.
 * Undefined values are dropped; null is sent empty (`k=`), which Laravel reads as null.
 * Keys are our own identifiers, so only values are percent-encoded (brackets stay readable).
 */
export function serializeQuery(query: Record<string, QueryValue>): string {
  return stringify(indexNested(query), { arrayFormat: 'brackets', encodeValuesOnly: true });
}

/** `url` with `query` appended after any query string it already has. */
export function withSerializedQuery(url: string, query: Record<string, QueryValue>): string {
  const serialized = serializeQuery(query);
  if (!serialized) return url;
  const hashAt = url.indexOf('#');
  const [path, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${path}${path.includes('?') ? '&' : '?'}${serialized}${hash}`;
}

/**
 * An ofetch `onRequest` hook that writes `query` bracket-style into the URL (ofetch's own
 * serialiser has no brackets). Every client of the API uses it: the browser's, the shopper's and
 * the server's reads.
 */
export function serializeQueryHook(context: FetchContext): void {
  const { query } = context.options;
  if (typeof context.request !== 'string') return;
  delete context.options.query;
  delete context.options.params;
  if (query) context.request = withSerializedQuery(context.request, query as Record<string, QueryValue>);
}
