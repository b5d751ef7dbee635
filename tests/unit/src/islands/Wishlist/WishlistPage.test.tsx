// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import './support/mocks';
import WishlistPage from '../../../../../src/islands/Wishlist/WishlistPage';
import type { WishedItem } from '../../../../../src/lib/wishlist/wished-item';
import { $toasts } from '../../../../../src/stores/toasts';
import { wishlist } from '../../../../../src/stores/wishlist';
import { answer, calls } from './support/wishlist-api';
import { resetWishlistIslands } from './support/reset';

afterEach(resetWishlistIslands);

const item = (id: number, name: string): WishedItem => ({
  id,
  name,
  href: `/p-${id}`,
  imageSrc: `https://img.test/${id}.jpg`,
  imageSrcset: '',
  price: 10,
  original: null,
  discountPercent: 0,
  soldOut: false,
});
const served = [item(1, 'Sartén'), item(2, 'Cazo')];
const cards = () => screen.queryAllByRole('article');
const heartOf = (name: string) =>
  screen.getByRole('button', { name: `Guardar en la lista de deseos: ${name}` });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('WishlistPage', () => {
  test('shows the server’s products, hearts pressed, and their count', () => {
    render(<WishlistPage items={served} total={2} page={1} perPage={50} />);
    expect(cards()).toHaveLength(2);
    expect(heartOf('Sartén').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 productos guardados');
  });

  test('an empty list says so', () => {
    render(<WishlistPage items={[]} total={0} page={1} perPage={50} />);
    expect(screen.getByText(/Aún no has guardado ningún producto/)).toBeTruthy();
  });

  test('a removal the API saves takes the card away without a reload, and focus goes to the count', async () => {
    wishlist.receive([1, 2]);
    render(<WishlistPage items={served} total={2} page={1} perPage={50} />);
    heartOf('Sartén').focus();
    fireEvent.click(heartOf('Sartén'));
    expect(heartOf('Sartén').getAttribute('aria-pressed')).toBe('false');
    await settle();
    await act(async () => answer(true));
    await settle();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 producto guardado');
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  test('a refused removal keeps the card, pressed, with the toast', async () => {
    wishlist.receive([1, 2]);
    render(<WishlistPage items={served} total={2} page={1} perPage={50} />);
    fireEvent.click(heartOf('Cazo'));
    await settle();
    await act(async () => answer(false));
    await settle();
    expect(cards()).toHaveLength(2);
    expect(heartOf('Cazo').getAttribute('aria-pressed')).toBe('true');
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Algo salió mal']);
  });

  test('follows another tab: a product removed there leaves, one added there is read in', async () => {
    wishlist.receive([1, 2]);
    render(<WishlistPage items={served} total={2} page={1} perPage={50} />);
    act(() => wishlist.receive([2]));
    expect(cards()).toHaveLength(1);
    const product = (id: number, name: string) => ({
      id,
      name,
      url_path: `p-${id}`,
      image: { url: `https://img.test/${id}.jpg` },
      price: 30,
      offers: [],
      quantity: 4,
    });
    calls.pages.push([product(3, 'Olla'), product(2, 'Cazo')]);
    act(() => wishlist.receive([3, 2]));
    await settle();
    expect(cards().map((card) => card.querySelector('h2')?.textContent)).toEqual(['Olla', 'Cazo']);
  });
});
