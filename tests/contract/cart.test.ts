// The contract against an API (CONTRACT_API_URL, the sandbox by default): a guest's cart with the
// age check of spec §5. Only the shop's own calls (src/api), which parse every answer strictly.
import { describe, expect, it } from 'vitest';
import { confirmAdult, deleteCart, getCart, saveCart } from '../../src/api/cart.ts';
import { ApiError } from '../../src/api/client.ts';
import { AdultCheckBody } from '@shop/contract/cart';
import { productsToBuy } from './support/catalogue.ts';
import { API_PRODUCT, shopper } from './support/shopper.ts';

describe('a guest’s cart (spec §7 "Cart", §5 the age check)', () => {
  it('an adult product answers 409 with the products to confirm; once confirmed, the cart saves', async () => {
    const api = shopper();
    const { adult } = await productsToBuy(api);
    const refused = await saveCart(api.silent, [{ id: adult.id, quantity: 1 }]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect(AdultCheckBody.parse((refused as ApiError).body).products).toContain(adult.id);

    await confirmAdult(api, API_PRODUCT);
    const saved = await saveCart(api, [{ id: adult.id, quantity: 1 }]);
    expect(saved.items.map((item) => [item.product.id, item.quantity])).toEqual([[adult.id, 1]]);
    expect((await getCart(api))?.items.map((item) => item.product.id)).toEqual([adult.id]);
  });

  it('a plain product saves at once; an emptied cart reads as none', async () => {
    const api = shopper();
    const { plain } = await productsToBuy(api);
    const saved = await saveCart(api, [{ id: plain.id, quantity: 2 }]);
    expect(saved.items.map((item) => [item.product.id, item.quantity])).toEqual([[plain.id, 2]]);
    await deleteCart(api);
    expect(await getCart(api)).toBeNull();
  });
});
