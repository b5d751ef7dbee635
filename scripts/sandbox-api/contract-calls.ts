import { pathPattern } from '@shop/contract/endpoint-paths';
import { type AREAS, ENDPOINTS, type EndpointName, type EndpointSpec } from '@shop/contract/endpoints';

/**
 * The calls the sandbox answers: every call of the contract, src/contract/endpoints.ts (spec §7 as
 * written, with the API's choices where it is silent), read from there so the two cannot differ.
 * A call not listed is refused before any route runs (middleware/contract-gate.ts): 404 for a path
 * the contract does not have, 405 for a method it does not give that path, 422 for a query name the
 * call does not take. So a wrong call from the shop fails at once instead of finding a route that
 * happens to answer. The README's "Contract" table lists the same rows, with the choices where the
 * spec is silent; tests/contract-calls.test.ts keeps the three (the
 * contract, the routes and the README) equal.
 */

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ContractCall {
  /** The call's name in the contract, `METHOD path`. */
  name: EndpointName;
  method: CallMethod;
  /** The path as the contract (and OpenAPI) writes it: `{name}` for each parameter. */
  path: string;
  /** Query names the call takes (a bracket name `filters[0][field]` counts as `filters`); `any` for the spec's open `?params`. */
  query: readonly string[] | 'any';
  /** The area of spec §7 it belongs to, or 'Not in the spec'. */
  area: (typeof AREAS)[number];
}

/** The query names of an endpoint: its query object's keys, or `any` when that object takes unknown keys too. */
function queryNames(spec: EndpointSpec): readonly string[] | 'any' {
  if (!spec.query) return [];
  const { shape, catchall } = spec.query._zod.def;
  return catchall ? 'any' : Object.keys(shape);
}

/** Every call of the contract, in its order (spec §7's). */
export const CONTRACT_CALLS: readonly ContractCall[] = (
  Object.entries(ENDPOINTS) as [EndpointName, EndpointSpec][]
).map(([name, spec]) => {
  const [method, path] = name.split(' ') as [CallMethod, string];
  return { name, method, path, query: queryNames(spec), area: spec.area };
});

/**
 * Prefixes that are not the commerce API's contract: the sandbox's operator routes, the image files
 * the API's answers link to, and the simulated Redsys (the bank's host in production).
 */
export const OWN_PREFIXES = ['/__sandbox/', '/images/', '/redsys/'] as const;

/** Whole paths that are the sandbox's own: the contract itself as OpenAPI (routes/openapi.ts), a document, not a call. */
export const OWN_PATHS = ['/openapi.json'] as const;

/** Whether a path belongs to the sandbox itself (or the bank, or the image host), not the contract. */
export function isOwnPath(path: string): boolean {
  return (
    (OWN_PATHS as readonly string[]).includes(path) || OWN_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

const COMPILED = CONTRACT_CALLS.map((call) => ({
  call,
  pattern: pathPattern(call.path),
  params: call.path.split('{').length - 1,
}));

/**
 * The calls of the contract whose path is this request path (any method), literal segments before
 * parameters: `PUT …/addresses/billing` before `PUT …/addresses/{id}`.
 */
export function callsAt(path: string): ContractCall[] {
  return COMPILED.filter(({ pattern }) => pattern.test(path))
    .sort((a, b) => a.params - b.params)
    .map(({ call }) => call);
}
