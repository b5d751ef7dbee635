// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import './support/mocks';
import WishlistHeader from '../../../../../src/islands/Wishlist/WishlistHeader';
import { WishlistHeart } from '../../../../../src/islands/Wishlist/WishlistHeart';
import { wishlist } from '../../../../../src/stores/wishlist';
import { answer } from './support/wishlist-api';
import { resetWishlistIslands } from './support/reset';

afterEach(() => {
  resetWishlistIslands();
  document.querySelector('main')?.remove();
});

/** A card's heart as WishlistToggle.astro writes it: WishlistHeart's server HTML in its container. */
function serverHeart(id: number, name: string): HTMLElement {
  const container = document.createElement('div');
  container.dataset.wishlistHeart = '';
  container.dataset.name = name;
  container.dataset.price = '10';
  container.innerHTML = renderToString(<WishlistHeart id={id} name={name} price={10} />);
  return container;
}
const link = () => screen.getByRole('link', { name: /^Lista de deseos/ });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('WishlistHeader', () => {
  test('names the link without a count until the ids are known, then counts them', () => {
    render(<WishlistHeader />);
    expect(link().getAttribute('href')).toBe('/wishlist');
    expect(link().textContent).toBe('Lista de deseos');
    act(() => wishlist.noteEmpty());
    expect(link().textContent).toBe('Lista de deseos (0)');
    act(() => wishlist.receive([4, 5]));
    expect(link().textContent).toBe('Lista de deseos (2)2');
    expect(link().querySelector('[aria-hidden="true"].count-badge')?.textContent).toBe('2');
  });

  test('hydrates the page’s hearts: a press fills the heart and the counter follows at once', async () => {
    wishlist.noteEmpty();
    const main = document.body.appendChild(document.createElement('main'));
    main.append(serverHeart(7, 'Sartén'));
    render(<WishlistHeader />);
    await settle();
    const heart = screen.getByRole('button', { name: 'Guardar en la lista de deseos: Sartén' });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(link().textContent).toBe('Lista de deseos (1)1');
    await settle();
    await act(async () => answer(true));
    await settle();
    expect(wishlist.$ids.get()).toEqual([7]);
  });

  test('hydrates hearts that arrive later (the filters swap the product grid)', async () => {
    wishlist.noteEmpty();
    const main = document.body.appendChild(document.createElement('main'));
    render(<WishlistHeader />);
    main.append(serverHeart(9, 'Cazo'));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar en la lista de deseos: Cazo' }));
    expect(wishlist.$ids.get()).toEqual([9]);
    expect(link().textContent).toBe('Lista de deseos (1)1');
  });
});
