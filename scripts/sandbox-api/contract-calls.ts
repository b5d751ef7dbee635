import { PRODUCT_SEGMENT } from './http/params.ts';

/**
 * The calls the sandbox answers: spec §7 as written, each with the query names it takes. A call
 * not listed here is refused before any route runs (middleware/contract-gate.ts): 404 for a path
 * the spec does not have, 405 for a method it does not give that path, 422 for a query name the
 * call does not take. So a wrong call from the shop fails at once instead of finding a route that
 * happens to answer. The README's "Contract" table lists the same rows, with the choices where the
 * spec is silent; tests/unit/scripts/sandbox-api/contract-calls.test.ts keeps the three (this
 * table, the routes and the README) equal.
 */

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ContractCall {
  method: CallMethod;
  /** The path as the route registers it (Hono's syntax: `:name`, `:name{regex}`). */
  path: string;
  /** Query names the call takes (a bracket name `filters[0][field]` counts as `filters`); `any` for the spec's open `?params`. */
  query?: readonly string[] | 'any';
  /** Where it comes from: a line of spec §7, or why the API has it although §7 does not list it. */
  source: string;
}

const CART = '/store-front/api/sales/cart_b2c';
const ADDRESSES = '/store-front/api/account/addresses';
const ORDERS = '/store-front/api/sales/order';
const GUEST_ORDERS = '/store-front/api/guest/sales/order';
const RATINGS = '/store-front/api/rating';
const IN_SITE = '/store-front/api/sales/payment/redsys/in-site';

/** Every call of spec §7, in the spec's order, and the one call the bank makes. */
export const CONTRACT_CALLS: readonly ContractCall[] = [
  // Ratings
  { method: 'GET', path: RATINGS, query: ['per_page', 'page'], source: '§7 Ratings' },
  { method: 'GET', path: `${RATINGS}/:orderId/voted`, query: ['token'], source: '§7 Ratings' },
  { method: 'POST', path: `${RATINGS}/:lineId/rate`, source: '§7 Ratings' },
  { method: 'POST', path: `${RATINGS}/:lineId/review`, source: '§7 Ratings' },
  // Authentication and account
  { method: 'GET', path: '/sanctum/csrf-cookie', source: '§7 Authentication and account' },
  { method: 'POST', path: '/api/v1/auth/login', source: '§7 Authentication and account' },
  { method: 'GET', path: '/api/v1/auth/logout', source: '§7 Authentication and account' },
  { method: 'GET', path: '/api/v1/user', source: '§7 Authentication and account' },
  { method: 'POST', path: '/api/v1/register', source: '§7 Authentication and account' },
  { method: 'POST', path: '/api/v1/password/send_reset', source: '§7 Authentication and account' },
  { method: 'POST', path: '/api/v1/password/reset', source: '§7 Authentication and account' },
  { method: 'PUT', path: '/api/v1/user/change_password', source: '§7 Authentication and account' },
  { method: 'PUT', path: '/api/v2/user', source: '§7 Authentication and account' },
  { method: 'GET', path: '/store-front/api/sales/invoice', source: '§7 Authentication and account' },
  { method: 'GET', path: '/store-front/api/sales/invoice/:file', source: '§7 Authentication and account' },
  { method: 'GET', path: ORDERS, query: ['page', 'per_page'], source: '§7 Authentication and account' },
  { method: 'GET', path: `${ORDERS}/:id`, source: '§7 Authentication and account' },
  { method: 'POST', path: `${ORDERS}/:id/pay`, source: '§7 Authentication and account' },
  { method: 'POST', path: `${ORDERS}/:id/to-cart`, source: '§7 Authentication and account' },
  { method: 'GET', path: '/api/v1/clients/:clientId/shops', source: '§7 Authentication and account' },
  // Guest
  { method: 'GET', path: `${GUEST_ORDERS}/:id`, query: ['email', 'phone'], source: '§7 Guest' },
  { method: 'POST', path: `${GUEST_ORDERS}/:id/pay`, source: '§7 Guest' },
  { method: 'POST', path: `${GUEST_ORDERS}/:id/to-cart`, source: '§7 Guest' },
  { method: 'PUT', path: '/api/store-front/session/data', source: '§7 Guest' },
  { method: 'DELETE', path: '/api/store-front/session', source: '§7 Guest' },
  // Catalogue and search
  { method: 'POST', path: '/api/v2/search/', source: '§7 Catalogue and search' },
  { method: 'GET', path: '/api/v2/catalog/products/:idOrPath', source: '§7 Catalogue and search' },
  { method: 'GET', path: '/api/v2/catalog/categories/:id', query: 'any', source: '§7 Catalogue and search' },
  { method: 'GET', path: '/api/v2/catalog/brands/:id', query: 'any', source: '§7 Catalogue and search' },
  {
    method: 'GET',
    path: `/store-front/api/${PRODUCT_SEGMENT}/search`,
    query: ['q', 'page', 'per_page', 'sort', 'categories', 'filters'],
    source: '§7 Catalogue and search',
  },
  {
    method: 'GET',
    path: '/api/v1/categories/tree',
    query: ['parent_id', 'depth', 'full'],
    source: '§7 Catalogue and search',
  },
  // Cart
  { method: 'GET', path: CART, source: '§7 Cart' },
  { method: 'GET', path: '/store-front/api/sales/checkout_b2c', source: '§7 Cart' },
  { method: 'POST', path: CART, source: '§7 Cart' },
  { method: 'POST', path: `${CART}/gift-card/request`, source: '§7 Cart' },
  { method: 'DELETE', path: CART, source: '§7 Cart' },
  { method: 'POST', path: '/api/v1/cart/checkout', source: '§7 Cart' },
  { method: 'POST', path: `${CART}/transition`, source: '§7 Cart' },
  { method: 'GET', path: `/store-front/api/${PRODUCT_SEGMENT}/greater-18`, source: '§7 Cart' },
  // Wishlist
  { method: 'GET', path: '/api/v1/wishlist/:id', source: '§7 Wishlist' },
  { method: 'GET', path: '/api/v1/wish-list/ids', source: '§7 Wishlist' },
  { method: 'GET', path: '/api/v1/wish-list', query: ['per_page', 'page'], source: '§7 Wishlist' },
  { method: 'POST', path: '/api/v1/wish-list/:id', source: '§7 Wishlist' },
  { method: 'DELETE', path: '/api/v1/wish-list/:id', source: '§7 Wishlist' },
  // Checkout
  { method: 'POST', path: '/api/v2/sales/carriers/availables', source: '§7 Checkout' },
  { method: 'GET', path: '/api/v2/sales/payments/available', source: '§7 Checkout' },
  { method: 'POST', path: '/api/v2/sales/checkout', source: '§7 Checkout' },
  { method: 'PUT', path: '/api/v2/sales/checkout', source: '§7 Checkout' },
  { method: 'GET', path: '/api/v2/sales/checkout', source: '§7 Checkout' },
  { method: 'POST', path: '/store-front/api/sales/cart/coupon/apply', source: '§7 Checkout' },
  { method: 'GET', path: '/store-front/api/sales/cart/coupon/available', source: '§7 Checkout' },
  // Addresses
  { method: 'GET', path: ADDRESSES, source: '§7 Addresses' },
  { method: 'POST', path: ADDRESSES, source: '§7 Addresses' },
  { method: 'PUT', path: `${ADDRESSES}/:id`, source: '§7 Addresses' },
  { method: 'DELETE', path: `${ADDRESSES}/:id`, source: '§7 Addresses' },
  { method: 'PUT', path: `${ADDRESSES}/:id/mark-as-default`, source: '§7 Addresses' },
  { method: 'GET', path: `${ADDRESSES}/billing`, source: '§7 Addresses' },
  { method: 'POST', path: `${ADDRESSES}/billing`, source: '§7 Addresses' },
  { method: 'PUT', path: `${ADDRESSES}/billing`, source: '§7 Addresses' },
  // Card payment (in-site)
  { method: 'POST', path: `${IN_SITE}/card-configuration`, source: '§7 Card payment (in-site)' },
  { method: 'POST', path: `${IN_SITE}/process`, source: '§7 Card payment (in-site)' },
  {
    method: 'POST',
    path: `${IN_SITE}/challenge`,
    source: "not in §7: the 3-D Secure notification URL the bank's page posts to, never the shop",
  },
];

/**
 * Prefixes that are not the commerce API's contract: the sandbox's operator routes, the image
 * files the API's answers link to, and the simulated Redsys (the bank's host in production).
 */
export const OWN_PREFIXES = ['/__sandbox/', '/images/', '/redsys/'] as const;

/** Whether a path belongs to the sandbox itself (or the bank, or the image host), not the contract. */
export function isOwnPath(path: string): boolean {
  return OWN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** A route path as a regular expression over the whole request path. */
export function pathPattern(path: string): RegExp {
  let source = '';
  for (let at = 0; at < path.length; ) {
    if (path[at] !== ':') {
      source += path[at]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      at += 1;
      continue;
    }
    const name = /^:\w+/.exec(path.slice(at))![0];
    at += name.length;
    if (path[at] === '{') {
      // The regex of `:name{regex}` may itself hold braces (`{1,40}`): read up to the matching one.
      let depth = 0;
      let close = at;
      for (; close < path.length; close++) {
        if (path[close] === '{') depth += 1;
        if (path[close] === '}' && --depth === 0) break;
      }
      source += `(${path.slice(at + 1, close)})`;
      at = close + 1;
    } else {
      source += '([^/]+)';
    }
  }
  return new RegExp(`^${source}$`);
}

const COMPILED = CONTRACT_CALLS.map((call) => ({ call, pattern: pathPattern(call.path) }));

/** The calls of the contract whose path is this request path (any method). */
export function callsAt(path: string): ContractCall[] {
  return COMPILED.filter(({ pattern }) => pattern.test(path)).map(({ call }) => call);
}
