// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Cart } from '../../../../../src/contract/cart';
import { wireCartCount } from '../../../../../src/components/shell/cart-badge.client';

/** The header cart link as MiniCart renders it on the server (empty cart), inside its island. */
function renderHeader(): HTMLAnchorElement {
  document.body.innerHTML = `
    <header><astro-island ssr client="interaction"><div class="relative">
      <a href="/cart"><svg aria-hidden="true"></svg><span class="sr-only">Carrito (0)</span></a>
    </div></astro-island></header>`;
  return document.querySelector('a[href="/cart"]')!;
}

const cartOf = (...quantities: number[]) =>
  ({ items: quantities.map((quantity) => ({ quantity })) }) as unknown as Cart;

function fakeCart(loaded: Cart | null) {
  const $cart = atom<Cart | null>(null);
  const $loaded = atom(false);
  let loads = 0;
  const load = async () => {
    loads += 1;
    $cart.set(loaded);
    $loaded.set(true);
  };
  return { store: { $cart, $loaded, load }, loads: () => loads };
}

describe('the header cart count before MiniCart hydrates', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  test('loads the cart and shows its units in the name and the badge, as MiniCart renders them', async () => {
    const link = renderHeader();
    const { store, loads } = fakeCart(cartOf(2, 1));
    wireCartCount(document, store);
    await Promise.resolve();
    expect(loads()).toBe(1);
    expect(link.querySelector('.sr-only')?.textContent).toBe('Carrito (3)');
    const badge = link.querySelector('.cart-count');
    expect(badge?.textContent).toBe('3');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(link.lastElementChild).toBe(badge);
  });

  test('an emptied cart loses its badge', async () => {
    const link = renderHeader();
    const { store } = fakeCart(cartOf(1));
    wireCartCount(document, store);
    await Promise.resolve();
    store.$cart.set(null);
    expect(link.querySelector('.sr-only')?.textContent).toBe('Carrito (0)');
    expect(link.querySelector('.cart-count')).toBeNull();
  });

  test('once the island is hydrated React owns the link and the script writes no more', async () => {
    const link = renderHeader();
    const { store } = fakeCart(cartOf(1));
    wireCartCount(document, store);
    await Promise.resolve();
    link.closest('astro-island')!.removeAttribute('ssr');
    store.$cart.set(cartOf(4));
    expect(link.querySelector('.sr-only')?.textContent).toBe('Carrito (1)');
  });
});
