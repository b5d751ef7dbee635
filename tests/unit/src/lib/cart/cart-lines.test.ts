import { describe, expect, it } from 'vitest';
import {
  addItem,
  addLine,
  EMPTY_CART,
  linesOf,
  quantityControls,
  setItemQuantity,
  setLineQuantity,
  unitCount,
  withoutProducts,
} from '../../../../../src/lib/cart/cart-lines';
import { cartProduct } from '../../../support/cart';

/** 10 in stock. */
const product = (id: number) => cartProduct(id, { quantity: 10 });

describe('local cart rules', () => {
  it('adds a new product as a line with its total', () => {
    const cart = addItem(EMPTY_CART, product(1), 12.99, 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.price.total).toBe(25.98);
    expect(cart.totals.subtotal).toBe(25.98);
    expect(unitCount(cart)).toBe(2);
  });

  it('adding a product already in the cart raises its quantity instead of a second line', () => {
    const cart = addItem(addItem(EMPTY_CART, product(1), 0.1, 1), product(1), 0.1, 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
    expect(cart.items[0]!.price.total).toBe(0.3);
  });

  it('quantity 0 removes the line; other quantities replace it', () => {
    const cart = addItem(addItem(EMPTY_CART, product(1), 5, 1), product(2), 3, 1);
    expect(setItemQuantity(cart, 2, 4).items[1]!.quantity).toBe(4);
    expect(setItemQuantity(cart, 2, 0).items.map((item) => item.product.id)).toEqual([1]);
  });

  it('declining the age check takes those products out', () => {
    const cart = addItem(addItem(EMPTY_CART, product(1), 5, 1), product(2), 3, 1);
    expect(withoutProducts(cart, [2]).items.map((item) => item.product.id)).toEqual([1]);
    expect(withoutProducts(cart, [2]).totals.subtotal).toBe(5);
  });

  it('gives the lines to save, with overrides and customisations only when present', () => {
    const cart = addItem(EMPTY_CART, product(1), 5, 2);
    cart.items[0] = { ...cart.items[0]!, prices_override: [{ price: 25 }] };
    expect(linesOf(cart)).toEqual([{ id: 1, quantity: 2, prices_override: [{ price: 25 }] }]);
  });

  it('minus stops at 1 in the mini cart and at 0 in quick-buy; plus needs a unit price', () => {
    const one = addItem(EMPTY_CART, product(1), 5, 1).items[0]!;
    expect(quantityControls(one, 1)).toEqual({ canDecrease: false, canIncrease: true });
    expect(quantityControls(one, 0).canDecrease).toBe(true);
    const giftCard = addItem(EMPTY_CART, product(2), null, 1).items[0]!;
    expect(quantityControls(giftCard, 1).canIncrease).toBe(false);
  });

  it('counts no units for a cart not loaded yet', () => {
    expect(unitCount(null)).toBe(0);
  });
});

describe('cart lines of the no-JavaScript forms', () => {
  it('adds units to an existing line or appends a new one', () => {
    expect(addLine([{ id: 1, quantity: 1 }], 1, 2)).toEqual([{ id: 1, quantity: 3 }]);
    expect(addLine([{ id: 1, quantity: 1 }], 2, 1)).toEqual([
      { id: 1, quantity: 1 },
      { id: 2, quantity: 1 },
    ]);
  });

  it('sets a quantity, and 0 removes the line', () => {
    expect(
      setLineQuantity(
        [
          { id: 1, quantity: 1 },
          { id: 2, quantity: 1 },
        ],
        2,
        5,
      ),
    ).toEqual([
      { id: 1, quantity: 1 },
      { id: 2, quantity: 5 },
    ]);
    expect(setLineQuantity([{ id: 1, quantity: 1 }], 1, 0)).toEqual([]);
  });
});
