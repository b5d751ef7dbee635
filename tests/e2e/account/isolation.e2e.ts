import { type Browser, expect, test } from '../support/test';
import type { SearchResponse } from '@shop/contract/catalogue';
import { keepAliveAgent, mapBounded, type RawResponse } from '../support/bulk-http';
import { BULK_TAG } from '../support/projects';
import { chooseShipping, placeOrderByCard } from '../support/checkout';
import { placeOrder } from '../support/guest-orders';
import { ShopClient } from '../support/shop-client';
import { uniqueEmail } from '../support/shopper';

/** Spec of the task: ten thousand on-demand requests from two shoppers, interleaved. */
const REQUEST_COUNT = 10_000;
/** Connections at once (both shoppers share them, so their requests really overlap). */
const CONCURRENCY = 8;
/** Each test stays near two minutes; the limit leaves room for a slow machine. */
const TEST_TIMEOUT_MS = 5 * 60_000;

test.describe.configure({ timeout: TEST_TIMEOUT_MS });

interface Shopper {
  client: ShopClient;
  name: string;
  email: string;
  /** Stays in the cart all along. */
  cartProduct: Product;
  wishProduct: Product;
  /** Added and removed again and again during the run. */
  churnProduct: Product;
  /** Bought before the run: the order's page names it. */
  orderProduct: Product;
  orderId: number;
}

interface Product {
  id: number;
  name: string;
  path: string;
}

/** Products of a search in the sandbox (distinctive per shopper: each from their own shop). */
async function productsOf(query: string): Promise<Product[]> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_SANDBOX_PORT}/api/v2/search/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query, per_page: 20 }),
  });
  const found = (await response.json()) as SearchResponse;
  return found.data.map((product) => ({ id: product.id, name: product.name, path: `/${product.url_path}` }));
}

/**
 * Products with names of their own: no other product of the search shares the name, and no page
 * a stranger sees names it (the footer's ratings, say). Then the name on a page is a leak.
 */
function distinct(products: Product[], count: number, strangerSees: string): Product[] {
  const unique = products.filter(
    (product) =>
      products.filter((other) => other.name === product.name).length === 1 &&
      !strangerSees.includes(product.name),
  );
  if (unique.length < count)
    throw new Error('The seed has too few distinct products for the isolation test.');
  return unique.slice(0, count);
}

/** HTML's escaping of text, so that a name with an apostrophe is still found on a page. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** What may never reach the other shopper: who they are and what they keep (as text and as HTML). */
const secretsOf = (shopper: Shopper) => [
  ...new Set(
    [
      shopper.name,
      shopper.email,
      shopper.cartProduct.name,
      shopper.wishProduct.name,
      shopper.churnProduct.name,
    ].flatMap((text) => [text, escapeHtml(text)]),
  ),
];

/** Body and cookies of an answer, as one text (notice cookies carry product names, URL-encoded). */
function visibleText(response: RawResponse): string {
  const cookies = (response.headers['set-cookie'] ?? []).map((cookie) => {
    try {
      return decodeURIComponent(cookie);
    } catch {
      return cookie;
    }
  });
  return [response.body, ...cookies].join('\n');
}

/**
 * A customer through the shop's forms: registered and named, one order placed (in the browser, as
 * the card step needs it), then a cart and a wishlist of their own.
 */
async function setUpShopper(
  browser: Browser,
  client: ShopClient,
  name: string,
  products: Product[],
): Promise<Shopper> {
  const [cartProduct, wishProduct, churnProduct, orderProduct] = products;
  const email = uniqueEmail(name.split(' ')[0].toLowerCase());
  await client.register(email, name);
  expect((await client.postForm('/cart/add', { id: String(orderProduct.id), quantity: '1' })).status).toBe(
    303,
  );
  const context = await browser.newContext({ baseURL: client.origin, locale: 'es-ES' });
  await context.addCookies(
    [...client.cookies].map(([cookie, value]) => ({ name: cookie, value, domain: 'localhost', path: '/' })),
  );
  const page = await context.newPage();
  await page.goto('/checkout');
  await chooseShipping(page);
  const orderId = await placeOrderByCard(page);
  await context.close();
  expect((await client.postForm('/cart/add', { id: String(cartProduct.id), quantity: '1' })).status).toBe(
    303,
  );
  expect((await client.postForm('/wishlist/toggle', { id: String(wishProduct.id) })).status).toBe(303);
  return { client, name, email, cartProduct, wishProduct, churnProduct, orderProduct, orderId };
}

/** The pages that read the session, for `self`; the last four ask for the other's order by its number. */
const privatePaths = (self: Shopper, other: Shopper) => [
  '/cart',
  '/wishlist',
  '/account',
  '/account/profile',
  '/account/orders',
  `/account/orders/${self.orderId}`,
  '/checkout/identification',
  '/checkout/shipping',
  '/checkout/payment',
  `/account/orders/${other.orderId}`,
  `/checkout/pay?order=${other.orderId}`,
  `/payment/success?order=${other.orderId}`,
  `/guest/order/${other.orderId}`,
];

/** What each page must show of the shopper's own data (so that the test cannot pass vacuously). */
const own = (shopper: Shopper): Record<string, string[]> => ({
  '/cart': [shopper.cartProduct.name],
  '/wishlist': [shopper.wishProduct.name],
  '/account': [shopper.name, shopper.email],
  '/account/profile': [shopper.name, shopper.email],
  [`/account/orders/${shopper.orderId}`]: [shopper.orderProduct.name],
});

test('two shoppers over 10,000 interleaved requests never see each other’s name, e-mail, cart, wishlist or orders', {
  tag: BULK_TAG,
}, async ({ browser }) => {
  const agent = keepAliveAgent(CONCURRENCY);
  const port = Number(process.env.E2E_SHOP_PORT);
  // Shared pages (product pages, searches), as a stranger sees them: the shoppers' products are
  // chosen among those these copies never name.
  const stranger = new ShopClient(agent, port);
  const candidates = [
    ...(await productsOf('sarten')).slice(0, 8).map((product) => product.path),
    '/c-catalogo-9999?q=sarten',
    '/c-catalogo-9999?q=vino',
    '/c-catalogo-9999?q=cuchillo',
  ];
  let strangerSees = '';
  for (const path of candidates) {
    const response = await stranger.send({ method: 'GET', path });
    expect(response.status, path).toBe(200);
    strangerSees += response.body;
  }
  const shoppers = [
    await setUpShopper(
      browser,
      new ShopClient(agent, port),
      'Eulalia Zubizarreta',
      distinct(await productsOf('comedero'), 4, strangerSees),
    ),
    await setUpShopper(
      browser,
      new ShopClient(agent, port),
      'Bartolomé Quintanilla',
      distinct(await productsOf('jamon'), 4, strangerSees),
    ),
  ];

  const failures: string[] = [];
  let confirmed = 0;
  await mapBounded(
    Array.from({ length: REQUEST_COUNT }, (_, index) => index),
    CONCURRENCY,
    async (index) => {
      const [self, other] = index % 2 === 0 ? shoppers : [shoppers[1], shoppers[0]];
      const step = Math.floor(index / 2);
      const kind = step % 10;
      const paths = privatePaths(self, other);
      let response: RawResponse;
      let path: string;
      if (kind === 8 || kind === 9) {
        // The cart's add and remove endpoints, with a product only this shopper ever touches.
        path = kind === 8 ? '/cart/add' : '/cart/update';
        response = await self.client.postForm(path, {
          id: String(self.churnProduct.id),
          quantity: kind === 8 ? '1' : '0',
        });
      } else {
        path = kind < 6 ? paths[(step + kind) % paths.length] : candidates[step % candidates.length];
        response = await self.client.send({ method: 'GET', path });
      }
      const label = `${self.name}: ${path} (${response.status})`;
      if (response.status >= 500 || response.status === 0) failures.push(`${label} failed`);
      const text = visibleText(response);
      for (const secret of secretsOf(other))
        if (text.includes(secret)) failures.push(`${label} shows «${secret}»`);
      for (const expected of own(self)[path] ?? []) {
        if (response.status !== 200 || !response.body.includes(expected))
          failures.push(`${label} lacks its own «${expected}»`);
        else confirmed += 1;
      }
    },
  );
  agent.destroy();
  expect(failures.slice(0, 50), `${failures.length} failures`).toEqual([]);
  expect(confirmed).toBeGreaterThan(REQUEST_COUNT / 10);
});

test('a guest lookup opens the order to the browser session that made it, not to its address nor its account', async () => {
  const agent = keepAliveAgent(2);
  const port = Number(process.env.E2E_SHOP_PORT);
  const order = await placeOrder(uniqueEmail('aislada'));
  const address = { 'X-Forwarded-For': '203.0.113.81' };
  const looker = new ShopClient(agent, port);
  // Paying starts from the lookup: the shop posts the contact, the API grants this browser's session.
  const pay = await looker.send({
    method: 'POST',
    path: '/guest/order',
    body: new URLSearchParams({ intent: 'pay', order: String(order.id), contact: order.email }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...address },
  });
  expect(pay.status).toBe(303);
  expect(pay.headers.location).toBe(`/checkout/pay?order=${order.id}`);
  expect(
    (await looker.send({ method: 'GET', path: `/checkout/pay?order=${order.id}`, headers: address })).status,
  ).toBe(200);
  // Same address, other browser (its own cookies, or none): nothing.
  const neighbour = new ShopClient(agent, port);
  for (const path of [`/checkout/pay?order=${order.id}`, `/payment/success?order=${order.id}`]) {
    expect((await neighbour.send({ method: 'GET', path, headers: address })).status, path).toBe(404);
  }
  // The looker registers on that same browser: the order is not the account's.
  await looker.register(uniqueEmail('aislada-cuenta'), 'Cuenta Aislada');
  const own = await looker.send({ method: 'GET', path: `/account/orders/${order.id}`, headers: address });
  expect(own.status).toBe(404);
  agent.destroy();
});
