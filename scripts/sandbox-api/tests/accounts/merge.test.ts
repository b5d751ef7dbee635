/** Guest data moving to the customer at login (accounts/merge.ts): cart, coupon, wishlist, age. */
import { describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contract/cart';
import { registerClient, sessionClient, withSandbox } from '../../testing/helpers.ts';
import { SEED_FACTS } from '../../testing/seed-facts.ts';
import { login } from '../support/accounts.ts';

const sandbox = withSandbox();

const CART = '/store-front/api/sales/cart_b2c';
const PAN = SEED_FACTS.pan.id;
const BOARD = SEED_FACTS.cheap.id;
const BOWL = SEED_FACTS.lastUnits.id; // 2 in stock
const WINE = SEED_FACTS.wine.id; // adult

describe('guest data moves to the customer at login', () => {
  it('adds up cart quantities (capped at the stock), keeps the guest coupon, merges the wishlist and the age check', async () => {
    const { client: customer, email, password } = await registerClient(sandbox);
    expect(
      (
        await customer.json('POST', CART, {
          products: [
            { id: PAN, quantity: 1 },
            { id: BOWL, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(200);
    await customer.json('POST', `/api/v1/wish-list/${PAN}`);
    expect((await customer.json('GET', '/api/v1/auth/logout')).status).toBe(204);

    const guest = await sessionClient(sandbox).start();
    const guestSession = guest.cookies.get('sandbox_session')!;
    await guest.json('GET', '/store-front/api/vino-tinto/greater-18');
    const saved = await guest.json('POST', CART, {
      products: [
        { id: BOWL, quantity: 2 },
        { id: BOARD, quantity: 3 },
        { id: WINE, quantity: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(
      (await guest.json('POST', '/store-front/api/sales/cart/coupon/apply', { code: 'bienvenida10' })).status,
    ).toBe(200);
    await guest.json('POST', `/api/v1/wish-list/${BOARD}`);
    await guest.json('POST', `/api/v1/wish-list/${PAN}`);

    expect((await login(guest, email, password)).status).toBe(200);
    const { body } = await guest.json<{ data: Cart }>('GET', CART);
    expect(body.data.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [PAN, 1],
      [BOWL, 2], // 1 + 2, but only 2 in stock
      [BOARD, 3],
      [WINE, 1],
    ]);
    expect(body.data.coupon?.code).toBe('BIENVENIDA10');
    const ids = (await guest.json<{ data: number[] }>('GET', '/api/v1/wish-list/ids')).body.data;
    expect([...ids].sort((a, b) => a - b)).toEqual([PAN, BOARD].sort((a, b) => a - b));
    // The age confirmation came along: saving the wine again is not a 409.
    expect((await guest.json('POST', CART, { products: [{ id: WINE, quantity: 2 }] })).status).toBe(200);

    // The guest's rows are gone: the old session cookie sees nothing.
    const stale = await sandbox.get(CART, { headers: { Cookie: `sandbox_session=${guestSession}` } });
    expect(stale.status).toBe(204);
  });

  it('keeps the customer’s own coupon over the guest’s', async () => {
    const { client: customer, email, password } = await registerClient(sandbox);
    await customer.json('POST', CART, { products: [{ id: PAN, quantity: 2 }] });
    await customer.json('POST', '/store-front/api/sales/cart/coupon/apply', { code: 'VERANO5' });
    await customer.json('GET', '/api/v1/auth/logout');

    const guest = await sessionClient(sandbox).start();
    await guest.json('POST', CART, { products: [{ id: BOARD, quantity: 1 }] });
    await guest.json('POST', '/store-front/api/sales/cart/coupon/apply', { code: 'BIENVENIDA10' });
    await login(guest, email, password);
    const { body } = await guest.json<{ data: Cart }>('GET', CART);
    expect(body.data.coupon?.code).toBe('VERANO5');
    expect(body.data.items.map((item) => item.product.id)).toEqual([PAN, BOARD]);
  });
});
