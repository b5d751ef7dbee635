import { ENDPOINTS, type EndpointName } from './endpoints.ts';

/** A contract path (`{name}` parameters, one segment or part of one: `{id}.pdf`) as a regular expression over the whole request path. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/\{\w+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('([^/]+)');
  return new RegExp(`^${source}$`);
}

/** Every call's path as a pattern, literal segments before parameters (`…/addresses/billing` before `…/addresses/{id}`). */
const PATTERNS = (Object.keys(ENDPOINTS) as EndpointName[])
  .map((name) => {
    const [method = '', path = ''] = name.split(' ');
    return { name, method, pattern: pathPattern(path), params: path.split('{').length - 1 };
  })
  .sort((a, b) => a.params - b.params);

/**
 * The call of the contract a request is (`GET /api/v2/catalog/products/{idOrPath}` for any product
 * path), or null for a method and path the contract does not have. The query is ignored.
 */
export function endpointAt(method: string, path: string): EndpointName | null {
  const bare = path.split('?', 1)[0] ?? '';
  const upper = method.toUpperCase();
  return PATTERNS.find((call) => call.method === upper && call.pattern.test(bare))?.name ?? null;
}
