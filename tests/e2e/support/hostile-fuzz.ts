import { type HostileRequest, PAYLOADS, encodePayload, seededRandom } from './hostile-payloads.ts';
import { PRODUCT, TEMPLATES } from './hostile-positions.ts';

/**
 * A small fuzz over every route (issue 29 item 5): each request is one route of hostile-positions.ts
 * (or one of the addresses that once answered 500) with one draw of each kind of bad input: the
 * method, the query, the body and the cookies. Seeded, so a failure names a request that fails again.
 */

/** The API's session cookie in the sandbox (scripts/sandbox-api/http/sessions.ts); Laravel's in production. */
export const API_SESSION_COOKIE = 'sandbox_session';

/** A browser holding an API session the API does not know: stale (expired) or set by someone else. */
export const STALE_SESSION_COOKIES = [
  'XSRF-TOKEN=abc',
  `XSRF-TOKEN=abc; ${API_SESSION_COOKIE}=bogus`,
  `${API_SESSION_COOKIE}=bogus`,
  'XSRF-TOKEN=eyJpdiI6IjAiLCJ2YWx1ZSI6IjAiLCJtYWMiOiIwIn0%3D; mt_cliente=Ana',
] as const;

/** Addresses that answered 500 before: a page's file name below the root, and the pages of a paid order. */
export const ONCE_BROKEN_PATHS = [
  '/cualquier-cosa/index.html',
  `/${PRODUCT}/index.html`,
  '/c-cocina-10047/index.html',
  '/links/aviso-legal/index.html',
  '/c-cocina-10047/productos/index.html',
  '/checkout/pay?order=1',
  '/payment/success?order=1',
  '/payment/cancel?order=1&status=denied',
] as const;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'QUERY'];

/** Query strings and path tails: invalid UTF-8, overlong escapes, traversal, sizes near the limits. */
const QUERIES = [
  '',
  '?q=%FF%FE',
  '?q=%C0%AF%C0%AE',
  '?page=%ED%A0%80',
  '?order=%',
  `?q=${'a'.repeat(8_000)}`,
  `?${'x=1&'.repeat(1_500)}`,
  '?next=..%2F..%2Fetc%2Fpasswd',
  '?order=1e309&page=-1',
  '?f[a][b][c][d][e][f]=1',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/',
  '/index.html',
  '/index.html?x=1',
];

/** What a form endpoint may be sent instead of its form. */
const BODIES: readonly { contentType?: string; body?: string }[] = [
  {},
  { contentType: 'application/json', body: '{"email":"a@b.es","password":"x","id":1}' },
  { contentType: 'application/json', body: '{"id": [' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/x-www-form-urlencoded', body: 'id=%FF&quantity=%&intent=%C0%AF' },
  { contentType: 'application/x-www-form-urlencoded', body: `email=${'a'.repeat(20_000)}` },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
  },
  { contentType: 'text/plain', body: '\u0000\u0001\u0002' },
  {
    contentType: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><a>&b;</a>',
  },
];

/** Cookies no shop or API set: malformed pairs, bad escapes, stale sessions, a huge one. */
const COOKIES: readonly (string | undefined)[] = [
  undefined,
  ...STALE_SESSION_COOKIES,
  'a b=1; =2; ;;; mt_cliente',
  'mt_cliente=%FF%FE; cart_notice=%',
  'XSRF-TOKEN=%ZZ; mt_cesta=-1; mt_deseos=NaN',
  `mt_cliente=${'x'.repeat(3_000)}`,
  'cookie_consent={"analytics":true}; placed_orders=1,2,3,999999999999',
  '__proto__=1; constructor=2',
];

/** The path of a route template with `{P}` filled by one payload. */
function routeOf(template: (typeof TEMPLATES)[number], random: () => number): string {
  const payload = PAYLOADS[Math.floor(random() * PAYLOADS.length)];
  return template.path.replaceAll('{P}', () => encodePayload(payload, Math.floor(random() * 3)));
}

/** `count` fuzz requests; the first ones cover every route once, then routes are drawn at random. */
export function fuzzRequests(count: number, seed = 29_005): HostileRequest[] {
  const random = seededRandom(seed);
  const of = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const routes: ((draw: () => number) => string)[] = [
    ...TEMPLATES.map((template) => (draw: () => number) => routeOf(template, draw)),
    ...ONCE_BROKEN_PATHS.map((path) => () => path),
  ];
  return Array.from({ length: count }, (_, index) => {
    const route = index < routes.length ? routes[index] : of(routes);
    const path = route(random);
    const query = of(QUERIES);
    const method = of(METHODS);
    const body = method === 'GET' || method === 'HEAD' ? {} : of(BODIES);
    const cookie = of(COOKIES);
    const joined =
      query.startsWith('?') && path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
    return {
      method,
      path: joined,
      ...(body.body === undefined ? {} : { body: body.body, contentType: body.contentType }),
      ...(cookie === undefined ? {} : { cookie }),
    };
  });
}
