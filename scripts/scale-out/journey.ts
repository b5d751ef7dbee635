import { parseSetCookie, stringifyCookie } from 'cookie';

/** Requests per page at most while waiting for each instance to have answered it. */
const MAX_TRIES_PER_PAGE = 8;
const UPSTREAM_HEADER = 'x-shop-upstream';
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

/** A shopper's browser without JavaScript: plain forms, cookies kept, redirects not followed. */
function shopper(origin: string) {
  const jar = new CookieJar();
  return async (path: string, form?: Record<string, string>) => {
    const response = await fetch(`${origin}${path}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { Cookie: jar.header(), ...(form ? { Origin: origin } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
    jar.take(response);
    return { response, html: await response.text(), upstream: response.headers.get(UPSTREAM_HEADER) };
  };
}

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
 * A shopper registers and adds to the cart through nginx, then asks for their account and cart
 * until every instance has answered each at least once: every answer must show the same name and
 * the same cart. Returns what was seen, for the report.
 */
export async function checkSessionAcrossInstances(nginxUrl: string, sandboxUrl: string, instances: number) {
  const browse = shopper(nginxUrl);
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
  const product = await plainProduct(sandboxUrl);
  const added = await browse('/cart/add', { id: String(product.id), quantity: '1' });
  expect(added.response.status === 303, `Adding to the cart answered ${added.response.status}, not 303.`);

  const first = await browse('/account');
  const name = first.html.match(/Hola, ([^<]+)</)?.[1];
  expect(
    first.response.status === 200 && Boolean(name),
    `The account page (${first.response.status}) greets nobody after registering.`,
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
      expect(
        Boolean(upstream),
        `${page.path} was not answered through the upstream (no ${UPSTREAM_HEADER}).`,
      );
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
  return { email, product: product.name, servedBy };
}
