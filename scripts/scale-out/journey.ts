import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseSetCookie, stringifyCookie } from 'cookie';
import { confirmationLink } from './confirmation.ts';

/** The cookies the shop itself writes (the API's are the API's): Secure over https. */
const SHOP_COOKIES = new Set(['mt_cliente', 'cart_notice']);
/** Requests per page at most while waiting for each instance to have answered it. */
const MAX_TRIES_PER_PAGE = 8;
/** nginx writes a request's log line once it has answered: how long to look for it. */
const LOG_LINE_WAIT_MS = 3_000;
const LOG_LINE_POLL_MS = 50;
/** Products tried as the one to add: not an adult drink, not a gift card (their carts ask more). */
const FIRST_PRODUCT_ID = 10;
const LAST_PRODUCT_ID = 60;
const GIFT_CARDS_CATEGORY = 10197;

/** A browser's cookies for one origin, as far as this check needs: names, values, deletions. */
class CookieJar {
  readonly #cookies: Record<string, string> = {};

  take(response: Response): void {
    for (const raw of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(raw);
      const expired =
        cookie.maxAge !== undefined
          ? cookie.maxAge <= 0
          : (cookie.expires?.getTime() ?? Infinity) <= Date.now();
      if (expired) delete this.#cookies[cookie.name];
      else this.#cookies[cookie.name] = cookie.value ?? '';
    }
  }

  header(): string {
    return stringifyCookie(this.#cookies);
  }
}

/**
 * The instance that answered a request, from nginx's access log (never from a response header: no
 * header names an internal address): the line with the request id the instance echoed in
 * X-Request-Id. Null when nginx answered itself (a static file).
 */
export async function upstreamOf(accessLog: string, requestId: string | null): Promise<string | null> {
  if (!requestId) return null;
  const deadline = Date.now() + LOG_LINE_WAIT_MS;
  do {
    const line = readFileSync(accessLog, 'utf8')
      .split('\n')
      .find((entry) => entry.includes(` request_id=${requestId}`));
    const upstream = line?.match(/ upstream=(\S+)/)?.[1];
    if (upstream) return upstream === '-' ? null : upstream;
    await sleep(LOG_LINE_POLL_MS);
  } while (Date.now() < deadline);
  throw new Error(`No line for request ${requestId} in nginx's access log (${accessLog}).`);
}

/**
 * A shopper's browser without JavaScript: plain forms sent from the shop's own pages (Origin and
 * Sec-Fetch-Site as a browser sets them), cookies kept, redirects not followed.
 */
function shopper(origin: string, accessLog: string) {
  const jar = new CookieJar();
  const browse = async (path: string, form?: Record<string, string>) => {
    const response = await fetch(`${origin}${path}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        Cookie: jar.header(),
        'Sec-Fetch-Site': form ? 'same-origin' : 'none',
        ...(form ? { Origin: origin } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    jar.take(response);
    for (const raw of response.headers.getSetCookie()) {
      const { name } = parseSetCookie(raw);
      if (SHOP_COOKIES.has(name)) browse.shopCookies.push(raw);
    }
    const html = await response.text();
    return { response, html, upstream: await upstreamOf(accessLog, response.headers.get('x-request-id')) };
  };
  /** Every Set-Cookie of the shop's own cookies seen so far. */
  browse.shopCookies = [] as string[];
  return browse;
}

const isSecure = (setCookie: string) =>
  setCookie
    .split(';')
    .slice(1)
    .some((attribute) => attribute.trim().toLowerCase() === 'secure');

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A product a fresh guest can put in the cart with one plain add, straight from the API. */
async function plainProduct(sandboxUrl: string): Promise<{ id: number; name: string }> {
  for (let id = FIRST_PRODUCT_ID; id <= LAST_PRODUCT_ID; id += 1) {
    const response = await fetch(`${sandboxUrl}/api/v2/catalog/products/${id}`);
    if (!response.ok) continue;
    const { data } = (await response.json()) as {
      data: { name: string; adult?: boolean; quantity: number; categories: { id: number }[] };
    };
    if (
      !data.adult &&
      data.quantity > 0 &&
      !data.categories.some((category) => category.id === GIFT_CARDS_CATEGORY)
    )
      return { id, name: data.name };
  }
  throw new Error(`No plain product among ids ${FIRST_PRODUCT_ID}–${LAST_PRODUCT_ID} of the sandbox.`);
}

/** Text as Astro writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A shopper registers, confirms the e-mail, logs in and adds to the cart through nginx, then asks for their account and cart
 * until every instance has answered each at least once (nginx's access log says which): every
 * answer must show the same name and the same cart. Returns what was seen, for the report.
 */
export async function checkSessionAcrossInstances(
  nginxUrl: string,
  sandboxUrl: string,
  instances: number,
  accessLog: string,
) {
  const browse = shopper(nginxUrl, accessLog);
  const email = `escala-${Date.now()}@example.com`;
  const password = 'Escala-2026-segura';

  const registered = await browse('/login', {
    intent: 'register',
    email,
    password,
    password_confirmation: password,
  });
  expect(
    registered.response.status === 303,
    `Registering answered ${registered.response.status}, not 303: ${registered.html.slice(0, 300)}`,
  );
  const link = await confirmationLink(sandboxUrl, email);
  const confirmed = await fetch(`${sandboxUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  const callback = confirmed.headers.get('location') ?? '';
  expect(
    callback === `${nginxUrl}/auth/callback?verified=1`,
    `The confirmation link answered ${confirmed.status} to '${callback}', not the shop's auth callback.`,
  );
  const loggedIn = await browse('/login', { intent: 'login', email, password });
  expect(loggedIn.response.status === 303, `Logging in answered ${loggedIn.response.status}, not 303.`);
  const product = await plainProduct(sandboxUrl);
  const added = await browse('/cart/add', { id: String(product.id), quantity: '1' });
  expect(added.response.status === 303, `Adding to the cart answered ${added.response.status}, not 303.`);

  const written = [...new Set(browse.shopCookies.map((raw) => parseSetCookie(raw).name))];
  expect(written.includes('mt_cliente'), 'Logging in set no mt_cliente cookie.');
  const insecure = browse.shopCookies.filter((raw) => !isSecure(raw));
  expect(
    insecure.length === 0,
    `The shop's own cookies left without Secure over https: ${insecure.join(' | ')}`,
  );

  const first = await browse('/account');
  const name = first.html.match(/Hola, ([^<]+)</)?.[1];
  expect(
    first.response.status === 200 && Boolean(name),
    `The account page (${first.response.status}) greets nobody after logging in.`,
  );

  const pages = [
    { path: '/account', shows: `Hola, ${name}`, what: `the name '${name}'` },
    { path: '/cart', shows: escapeHtml(product.name), what: `'${product.name}' in the cart` },
  ];
  const servedBy: { path: string; what: string; upstreams: string[] }[] = [];
  for (const page of pages) {
    const seen = new Set<string>();
    for (let tries = 0; seen.size < instances && tries < MAX_TRIES_PER_PAGE; tries += 1) {
      const { response, html, upstream } = await browse(page.path);
      expect(Boolean(upstream), `${page.path} was not answered by an instance (nginx's access log).`);
      expect(response.status === 200, `${page.path} from ${upstream} answered ${response.status}.`);
      expect(
        html.includes(page.shows),
        `${page.path} from ${upstream} does not show ${page.what}: the session did not survive.`,
      );
      seen.add(upstream!);
    }
    expect(
      seen.size === instances,
      `${page.path} was answered by ${[...seen].join(', ')} only: nginx does not spread requests.`,
    );
    servedBy.push({ path: page.path, what: page.what, upstreams: [...seen].sort() });
  }
  return { email, product: product.name, servedBy, secureCookies: written.sort() };
}
