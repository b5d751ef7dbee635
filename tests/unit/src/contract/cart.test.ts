import { describe, expect, it } from 'vitest';
import { AdultCheckBody, AgeConfirmation, Cart, CartSaveRequest } from '@shop/contract/cart';
import { Data } from '@shop/contract/paginated';
import { CART, expectContract, PRODUCTS, sessionClient, withSandbox } from './support/sandbox-answers.ts';

const sandbox = withSandbox();

describe('cart answers (spec §7 "Cart")', () => {
  it('saving lines answers the cart; reading it answers the same', async () => {
    const client = await sessionClient(sandbox).start();
    const body = CartSaveRequest.parse({
      products: [
        { id: PRODUCTS.pan, quantity: 4 },
        {
          id: PRODUCTS.cheap,
          quantity: 3,
          products_customization: [{ name: 'Mensaje', value: '¡Feliz día!' }],
        },
        { id: PRODUCTS.giftCard, quantity: 1, prices_override: [{ price: 25 }] },
      ],
    });
    const saved = await client.json('POST', CART, body);
    expect(saved.status).toBe(200);
    const cart = expectContract(Data(Cart), saved.body).data;
    expect(cart.items).toHaveLength(3);
    // 8 units: the volume discount is listed.
    expect(cart.discounts.length).toBeGreaterThan(0);
    const read = await client.json('GET', CART);
    expect(expectContract(Data(Cart), read.body).data).toEqual(cart);
  });

  it('a gift card without its amount has no unit price', async () => {
    const client = await sessionClient(sandbox).start();
    const saved = await client.json('POST', CART, { products: [{ id: PRODUCTS.giftCard, quantity: 1 }] });
    const cart = expectContract(Data(Cart), saved.body).data;
    expect(cart.items[0]!.price.unit).toBeNull();
  });

  it('an adult product answers 409 until the age is confirmed', async () => {
    const client = await sessionClient(sandbox).start();
    const lines = { products: [{ id: PRODUCTS.wine, quantity: 1 }] };
    const refused = await client.json('POST', CART, lines);
    expect(refused.status).toBe(409);
    expect(expectContract(AdultCheckBody, refused.body).products).toEqual([PRODUCTS.wine]);
    const confirmed = await client.json('GET', '/store-front/api/vino-tinto-1/greater-18');
    expect(confirmed.status).toBe(200);
    expectContract(Data(AgeConfirmation), confirmed.body);
    const saved = await client.json('POST', CART, lines);
    expect(expectContract(Data(Cart), saved.body).data.items[0]!.product.adult).toBe(true);
  });

  it('an emptied cart answers an empty cart, then 204', async () => {
    const client = await sessionClient(sandbox).start();
    await client.json('POST', CART, { products: [{ id: PRODUCTS.pan, quantity: 1 }] });
    const emptied = await client.json('POST', CART, { products: [] });
    expect(expectContract(Data(Cart), emptied.body).data.items).toEqual([]);
    expect((await client.request('GET', CART)).status).toBe(204);
  });
});
