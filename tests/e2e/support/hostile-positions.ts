import type { HostileRequest } from './hostile-payloads.ts';
import { SEED_FACTS } from '@shop/sandbox-api';

/**
 * Where hostile input goes: the routes of the spec (§2), on-demand pages and form endpoints, each
 * a template with `{P}` for the payload, plus payload-independent shapes (sizes, methods, hosts).
 */

/** A position: `{P}` is where the encoded payload goes (path, query or form body). */
export interface Template {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Cookies are user input too (the shop's `mt_cliente` note, the API's session and XSRF token). */
  cookie?: string;
}

const get = (path: string): Template => ({ method: 'GET', path });
const post = (path: string, body: string): Template => ({ method: 'POST', path, body });
const withCookie = (path: string, cookie: string): Template => ({ method: 'GET', path, cookie });

/** An address form with hostile text where the API takes free text. */
const ADDRESS =
  'name={P}&surname={P}&street={P}&number={P}&floor={P}&postal_code=28013&city={P}&province=Madrid&phone=612345678';

/** A product of the default seed, for the pages that need a real one. */
export const PRODUCT = SEED_FACTS.pan.urlPath;
const PAN_ID = SEED_FACTS.pan.id;

export const TEMPLATES: readonly Template[] = [
  get('/{P}'),
  get('/{P}?q={P}'),
  get(`/${PRODUCT}?{P}={P}`),
  get('/{P}/{P}'),
  get('/c-catalogo-{P}'),
  get('/c-catalogo-9999?q={P}'),
  get('/c-catalogo-9999?q=sarten&marca={P}'),
  get('/c-catalogo-9999?categoria={P}&precio={P}'),
  get('/c-catalogo-9999?precio-min={P}&precio-max={P}'),
  get('/c-catalogo-9999?q=vino&page={P}'),
  get('/c-catalogo-9999?sort={P}'),
  get('/c-catalogo-9999?f[{P}]={P}'),
  get('/c-catalogo-10047?q={P}&f[marca][]={P}'),
  get('/c-catalogo-20035?page={P}&sort={P}'),
  get('/c-{P}-10047'),
  get('/c-cocina-10047/{P}'),
  get('/c-cocina-10047/productos?marca={P}&categoria={P}&precio={P}&page={P}&sort={P}'),
  get('/c-{P}-10047/productos?page=2'),
  get('/cocina/{P}'),
  get('/c-asayaor-10155/p-{P}'),
  get('/c-asayaor-10155/{P}'),
  get('/b-{P}'),
  get('/l-{P}'),
  get('/links/{P}'),
  get('/asayaor?{P}'),
  get('/guest/order/{P}'),
  get('/guest/order/1?token={P}'),
  get('/ratings/{P}'),
  get('/ratings/1?token={P}&aviso={P}'),
  get('/login?next={P}'),
  get('/login?aviso={P}'),
  get('/login?next=%2Fcart&aviso={P}'),
  get('/login/reset_password?secret={P}&email={P}'),
  get('/login/{P}'),
  get('/checkout/pay?order={P}'),
  get('/checkout/{P}'),
  get('/checkout/shipping?inicio={P}'),
  get('/payment/success?order={P}'),
  get('/payment/cancel?order={P}&status={P}'),
  get('/account/orders/{P}'),
  get('/account/orders?page={P}'),
  get('/account/invoices/{P}.pdf'),
  get('/account/addresses?editar={P}'),
  get('/account/{P}'),
  get('/cart?edad={P}'),
  get('/cart?vaciar={P}&aviso={P}'),
  get('/wishlist?page={P}'),
  get('/sitemap-products-{P}.xml'),
  get('/?{P}={P}'),
  post('/cart/add', 'id={P}&quantity=1'),
  post('/cart/add', `id=${PAN_ID}&quantity={P}&amount={P}`),
  post('/cart/{P}', `id=${PAN_ID}&quantity=1`),
  post('/cart/update', 'id={P}&quantity={P}'),
  post('/cart/coupon', 'code={P}'),
  post('/cart/age', 'id={P}&quantity={P}'),
  post('/wishlist/toggle', 'id={P}'),
  post('/login?next={P}', 'intent=login&email={P}&password={P}'),
  post('/login', 'intent={P}&email={P}'),
  post('/login/recover_password', 'email={P}'),
  post('/login/reset_password', 'email={P}&secret={P}&password={P}'),
  post('/guest/order', 'intent={P}&order={P}&contact={P}'),
  post('/ratings/1?token={P}', 'intent={P}&line={P}&rating={P}&title={P}&comment={P}'),
  post('/checkout/identification', 'email={P}&phone={P}&intent={P}&password={P}'),
  // Valid postcode and province, hostile text: the address is stored, then shown on later pages.
  post('/checkout/shipping', `intent=address&${ADDRESS}`),
  post('/checkout/shipping', 'intent={P}&carrier_id={P}&shipping_address_id={P}'),
  post('/checkout/payment', 'intent={P}&payment_method={P}&code={P}&mobile={P}&notes={P}'),
  post('/checkout/payment', 'intent=coupon&code={P}'),
  post('/account/addresses', `intent=save&${ADDRESS}`),
  post(
    '/account/addresses',
    'intent=billing&billing_name={P}&nif={P}&billing_street={P}&billing_postal_code={P}&billing_city={P}&billing_province={P}',
  ),
  post('/account/addresses?editar={P}', 'intent={P}&id={P}&exists={P}'),
  post('/account/security', 'current_password={P}&password={P}&password_confirmation={P}'),
  post('/account/orders/{P}', 'intent={P}'),
  post('/account/profile', 'name={P}'),
  withCookie('/cart', 'mt_cliente={P}'),
  withCookie('/account', 'mt_cliente={P}; sandbox_session={P}'),
  withCookie('/c-catalogo-9999?q=sarten', 'XSRF-TOKEN={P}; mt_cliente={P}'),
  withCookie(`/${PRODUCT}`, '{P}={P}; mt_cliente={P}'),
];

/** Sizes of the payload-independent shapes, drawn per request. */
const HUGE_QUERY_CHARS = [12_000, 40_000, 90_000];
const LONG_PATH_CHARS = [2_000, 9_000, 30_000];
const NESTED_DEPTHS = [50, 400, 2_000];
const REPEATED_KEYS = [300, 3_000];

/** Huge queries, long paths, deep bracket keys, repeated keys, broken bodies, odd methods and hosts. */
export function shapes(random: () => number, script: string): HostileRequest[] {
  const of = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return [
    { method: 'GET', path: `/c-catalogo-9999?q=${'sarten%20'.repeat(of(HUGE_QUERY_CHARS) / 9)}` },
    { method: 'GET', path: `/login?next=%2F${'a'.repeat(of(HUGE_QUERY_CHARS))}` },
    { method: 'GET', path: `/${'sarten-'.repeat(of(LONG_PATH_CHARS) / 7)}${PAN_ID}` },
    { method: 'GET', path: `/c-catalogo-9999/${'x/'.repeat(of(LONG_PATH_CHARS) / 2)}` },
    { method: 'GET', path: `/c-catalogo-9999?a${'[b]'.repeat(of(NESTED_DEPTHS))}=1` },
    { method: 'GET', path: `/c-catalogo-9999?${'f[marca]=Inoxa&'.repeat(of(REPEATED_KEYS))}q=sarten` },
    { method: 'GET', path: `/c-catalogo-9999?${'q=%3Cscript%3E&'.repeat(of(REPEATED_KEYS))}` },
    {
      method: 'POST',
      path: '/cart/add',
      contentType: 'application/x-www-form-urlencoded',
      body: `${`id=${PAN_ID}&`.repeat(of(REPEATED_KEYS))}quantity=1`,
    },
    {
      method: 'POST',
      path: '/cart/add',
      contentType: 'application/x-www-form-urlencoded',
      body: `id=%&quantity=%FF&${'a'.repeat(of(HUGE_QUERY_CHARS))}`,
    },
    {
      method: 'POST',
      path: '/login',
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n<script>',
    },
    { method: 'POST', path: '/wishlist/toggle', contentType: 'application/json', body: `{"id": ${PAN_ID}` },
    { method: 'POST', path: '/guest/order', contentType: 'text/plain', body: '\u0000'.repeat(100) },
    {
      method: of(['TRACE', 'PROPFIND', 'PURGE', 'QUERY']),
      path: of(['/', '/c-catalogo-9999?q=sarten', '/cart', `/${PRODUCT}`]),
    },
    {
      method: of(['PUT', 'DELETE', 'PATCH', 'OPTIONS']),
      path: of(['/cart/add', '/login', '/account/profile', '/wishlist/toggle']),
    },
    {
      method: 'GET',
      path: of(['/', '/c-catalogo-9999?q=sarten', `/${PRODUCT}`, '/cart']),
      headers: { Host: of(['evil.example', 'localhost:99999', `"><script>${script}</script>`, '[::1']) },
    },
    {
      method: 'GET',
      path: '/login?next=%2Faccount',
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' },
    },
  ];
}
