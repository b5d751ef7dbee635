// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { heartOf } from '../../../../src/browser/heart-of';

test("a card's heart takes the product's name from the card's heading, highlights and all", () => {
  document.body.innerHTML = `<article><div data-wishlist-heart data-price="12.5"><button type="submit" name="id" value="7"></button></div>
    <h2><a href="/p-7"><mark>Sartén</mark> de hierro 24 cm</a></h2></article>`;
  const heart = document.querySelector<HTMLElement>('[data-wishlist-heart]')!;
  expect(heartOf(heart)).toEqual({ id: 7, name: 'Sartén de hierro 24 cm', price: 12.5 });
});

test('a heart outside a card names its product itself', () => {
  document.body.innerHTML = `<h1>Jamón ibérico</h1><div data-wishlist-heart data-name="Jamón ibérico" data-price="199"><form><button type="submit" name="id" value="9"></button></form></div>`;
  expect(heartOf(document.querySelector<HTMLElement>('[data-wishlist-heart]')!)).toEqual({
    id: 9,
    name: 'Jamón ibérico',
    price: 199,
  });
});
