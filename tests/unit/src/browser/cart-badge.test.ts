// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { wireCartCount } from '../../../../src/browser/cart-badge';

/** The header cart link as MiniCart renders it on the server (empty cart), inside its island. */
function renderHeader(): HTMLAnchorElement {
  document.body.innerHTML = `
    <header><astro-island ssr client="interaction"><div class="relative">
      <a href="/cart"><svg aria-hidden="true"></svg><span class="sr-only">Carrito (0)</span></a>
    </div></astro-island></header>`;
  return document.querySelector('a[href="/cart"]')!;
}

/** The store's part the script uses; `load` reads a cart of `units` units. */
function fakeCart(units: number) {
  const $units = atom(0);
  const $loaded = atom(false);
  let loads = 0;
  const load = async () => {
    loads += 1;
    $units.set(units);
    $loaded.set(true);
  };
  const note = (noted: number) => $units.set(noted);
  return { store: { $units, $loaded, load, note }, loads: () => loads };
}

/** The header rendered and the script wired to a cart of `units` units, its first step taken. */
async function wiredHeader(units: number) {
  const link = renderHeader();
  const { store, loads } = fakeCart(units);
  wireCartCount(document, store);
  await Promise.resolve();
  return { link, loads };
}

/** A date long past: happy-dom keeps a cookie of `max-age=0` until the clock's next millisecond. */
const PAST = 'Thu, 01 Jan 1970 00:00:00 GMT';

function clearCookies(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's own cookies, as the browser keeps them.
  for (const name of ['mt_cesta', 'mt_cliente']) document.cookie = `${name}=; path=/; expires=${PAST}`;
}

function setCookie(pair: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's own cookies, as the browser keeps them.
  document.cookie = `${pair}; path=/`;
}

describe('the header cart count before MiniCart hydrates', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    clearCookies();
  });
  afterEach(clearCookies);

  test("shows the note's units in the name and the badge, as MiniCart renders them, without a call", async () => {
    setCookie('mt_cesta=3');
    const { link, loads } = await wiredHeader(5);
    expect(loads()).toBe(0);
    expect(link.querySelector('.sr-only')?.textContent).toBe('Carrito (3)');
    const badge = link.querySelector('.cart-count');
    expect(badge?.textContent).toBe('3');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(link.lastElementChild).toBe(badge);
  });

  test('a guest without a note has an empty cart: no call, no badge', async () => {
    const { link, loads } = await wiredHeader(2);
    expect(loads()).toBe(0);
    expect(link.querySelector('.cart-count')).toBeNull();
  });

  test('a stale note, or a customer without one, reads the cart', async () => {
    for (const cookie of ['mt_cesta=?', 'mt_cliente=Ana']) {
      clearCookies();
      setCookie(cookie);
      const { link, loads } = await wiredHeader(2);
      expect(loads()).toBe(1);
      expect(link.querySelector('.sr-only')?.textContent).toBe('Carrito (2)');
    }
  });

  test('an emptied cart loses its badge', async () => {
    setCookie('mt_cesta=1');
    const link = renderHeader();
    const { store } = fakeCart(1);
    wireCartCount(document, store);
    store.$units.set(0);
    expect(link.querySelector('.sr-only')?.textContent).toBe('Carrito (0)');
    expect(link.querySelector('.cart-count')).toBeNull();
  });

  test('once the island is hydrated React owns the link and the script writes no more', async () => {
    setCookie('mt_cesta=1');
    const link = renderHeader();
    const { store } = fakeCart(1);
    wireCartCount(document, store);
    link.closest('astro-island')!.removeAttribute('ssr');
    store.$units.set(4);
    expect(link.querySelector('.sr-only')?.textContent).toBe('Carrito (1)');
  });
});
