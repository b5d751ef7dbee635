// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../../../support/browser-api-stand-in';
import {
  wireWishlist,
  writeWishlistCount,
} from '../../../../../src/components/product/WishlistToggle.client';
import WishlistHeader from '../../../../../src/islands/Wishlist/WishlistHeader';
import { WISHLIST_FORM_ID, WishlistHeart } from '../../../../../src/islands/Wishlist/WishlistHeart';
import { islandHydrateEvent } from '../../../../../src/lib/ui/hydration';
import { createWishlistStore } from '../../../../../src/stores/wishlist-store';
import { wishlist } from '../../../../../src/stores/wishlist';

vi.mock('../../../../../src/stores/consent', () => ({ track: () => {} }));

afterEach(() => {
  document.body.innerHTML = '';
  wishlist.$ids.set([]);
  wishlist.$loaded.set(false);
});

/** The header island's server HTML (the store as the server has it: nothing known). */
const serverHeader = () => renderToString(<WishlistHeader />);

describe('the header count before hydration', () => {
  test.each([
    [0, false],
    [0, true],
    [3, true],
  ])('writes %i (known: %s) exactly as the island renders it, so hydration matches', (count, known) => {
    const holder = document.createElement('div');
    holder.innerHTML = serverHeader();
    writeWishlistCount(holder.querySelector('a')!, count, known);
    wishlist.$ids.set(Array.from({ length: count }, (_, index) => index + 1));
    wishlist.$loaded.set(known);
    expect(holder.innerHTML).toBe(serverHeader());
  });
});

describe('the hearts before hydration', () => {
  function page() {
    const store = createWishlistStore({ api: () => new Promise(() => {}), notify: () => {} });
    // A page of its own per test: the script's listeners stay on the document it wires.
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<header><astro-island ssr>${serverHeader()}</astro-island></header><main><div data-wishlist-heart data-name="Sartén" data-price="12.5">${renderToString(<WishlistHeart id={7} name="Sartén" price={12.5} />)}</div></main>`;
    // A shopper who has wished product 7, as another tab says.
    store.receive([7]);
    wireWishlist(doc, store);
    return { store, doc, button: doc.querySelector('main button')! };
  }

  test('paint the hearts and the counter from the store', () => {
    const { button, doc } = page();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(doc.querySelector('header a')?.textContent).toBe('Lista de deseos (1)1');
  });

  test('a press before hydration saves through the store, in place, and asks the island to hydrate', () => {
    const { store, button } = page();
    const asked = vi.fn();
    window.addEventListener(islandHydrateEvent('wishlist'), asked);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    button.closest('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(store.$ids.get()).toEqual([]);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(asked).toHaveBeenCalled();
    window.removeEventListener(islandHydrateEvent('wishlist'), asked);
  });

  test('coming to a heart asks the header’s island to hydrate (it hydrates the hearts)', () => {
    const { button } = page();
    const asked = vi.fn();
    window.addEventListener(islandHydrateEvent('wishlist'), asked);
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(asked).toHaveBeenCalledOnce();
    window.removeEventListener(islandHydrateEvent('wishlist'), asked);
  });

  test('a submit React has already taken is left alone', () => {
    const { store, button } = page();
    const form = button.closest('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(store.$ids.get()).toEqual([7]);
  });

  test('a card’s heart pressed before hydration posts the shared form: the heart that sent it is saved', () => {
    const store = createWishlistStore({ api: () => new Promise(() => {}), notify: () => {} });
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<main><form id="${WISHLIST_FORM_ID}" method="post" action="/wishlist/toggle"></form><article><div data-wishlist-heart data-price="9.5">${renderToString(<WishlistHeart id={8} name="Cazo" price={9.5} inCard />)}</div><h2 id="t8"><a href="/cazo-8">Cazo</a></h2></article></main>`;
    store.noteEmpty();
    wireWishlist(doc, store);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(submit, 'submitter', { value: doc.querySelector('article button') });
    doc.getElementById(WISHLIST_FORM_ID)!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(store.$ids.get()).toEqual([8]);
  });
});
