// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import './support/mocks';
import {
  WISHLIST_FORM_ID,
  WISHLIST_LABEL_ID,
  WishlistHeart,
  cardTitleId,
} from '../../../../../src/islands/Wishlist/WishlistHeart';
import { $toasts } from '../../../../../src/stores/toasts';
import { wishlist } from '../../../../../src/stores/wishlist';
import { answer, calls } from './support/wishlist-api';
import { resetWishlistIslands } from './support/reset';

afterEach(resetWishlistIslands);

const pan = { id: 7, name: 'Sartén de acero 28 cm', price: 39.9 };
const heart = () =>
  screen.getByRole('button', { name: 'Guardar en la lista de deseos: Sartén de acero 28 cm' });
/** Lets the store's awaited imports and the call's answer run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('WishlistHeart', () => {
  test('without JavaScript it is a form posting the product to /wishlist/toggle', () => {
    const { container } = render(<WishlistHeart {...pan} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/wishlist/toggle');
    // A button in a form submits it, and posts its own name and value: the product's id.
    expect((heart() as HTMLButtonElement).type).toBe('submit');
    expect([heart().getAttribute('name'), heart().getAttribute('value')]).toEqual(['id', '7']);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  test('on /wishlist it is pressed before the ids are read', () => {
    render(<WishlistHeart {...pan} wished />);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  test('a press fills it at once, and the API’s 200 keeps it', async () => {
    wishlist.noteEmpty();
    render(<WishlistHeart {...pan} />);
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await settle();
    expect(calls.pending.map((call) => call.method)).toEqual(['POST']);
    await act(async () => answer(true));
    await settle();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(wishlist.$ids.get()).toEqual([7]);
    expect($toasts.get()).toEqual([]);
  });

  test('a refused add empties it again and shows the toast', async () => {
    wishlist.noteEmpty();
    render(<WishlistHeart {...pan} />);
    fireEvent.click(heart());
    await settle();
    await act(async () => answer(false));
    await settle();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Algo salió mal']);
  });

  test('a refused removal fills it again and shows spec §8’s info alert', async () => {
    wishlist.receive([7]);
    render(<WishlistHeart {...pan} />);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await settle();
    await act(async () => answer(false));
    await settle();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect($toasts.get()).toMatchObject([{ level: 'info', title: 'Algo salió mal' }]);
  });

  test('a second press while the first call is on its way makes no second call', async () => {
    wishlist.noteEmpty();
    render(<WishlistHeart {...pan} />);
    fireEvent.click(heart());
    fireEvent.click(heart());
    await settle();
    expect(calls.pending).toHaveLength(1);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  test('on a card it names itself with the shared label and the card’s title, and posts the shared form', async () => {
    wishlist.noteEmpty();
    const { container } = render(
      <>
        <p id={WISHLIST_LABEL_ID} hidden>
          Guardar en la lista de deseos:
        </p>
        <form id={WISHLIST_FORM_ID} method="post" action="/wishlist/toggle" />
        <article>
          <WishlistHeart {...pan} inCard />
          <h2 id={cardTitleId(pan.id)}>
            <a href="/p-7">Sartén de acero 28 cm</a>
          </h2>
        </article>
      </>,
    );
    // No form and no product name of its own (24 cards a page): the same name, from the page.
    expect(container.querySelector('article form')).toBeNull();
    expect(heart().getAttribute('aria-label')).toBeNull();
    expect(heart().getAttribute('form')).toBe(WISHLIST_FORM_ID);
    expect((heart() as HTMLButtonElement).form?.getAttribute('action')).toBe('/wishlist/toggle');
    expect([heart().getAttribute('name'), heart().getAttribute('value')]).toEqual(['id', '7']);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')!.addEventListener('submit', submitted);
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(submitted).not.toHaveBeenCalled();
    await settle();
    expect(calls.pending.map((call) => call.method)).toEqual(['POST']);
  });
});
