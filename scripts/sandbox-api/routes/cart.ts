import type { Context, Hono } from 'hono';
import type { AdultCheckBody, AgeConfirmation } from '@shop/contract/cart';
import type { GiftCardRequested } from '@shop/contract/checkout';
import { parseCartLines } from '../cart/lines.ts';
import { cartJson } from '../cart/serialize.ts';
import type { CartStore } from '../cart/store.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { requireOwner, sessionOwner } from '../http/owner.ts';
import { jsonBody, PRODUCT_SEGMENT } from '../http/params.ts';
import { requestClient } from '../http/client-address.ts';
import { createThrottle, digestKey, retryAfter } from '../http/throttle.ts';
import type { SandboxState } from '../state.ts';

export const CART_PATH = '/store-front/api/sales/cart_b2c';
export const ADULT_MESSAGE = 'Alguno de los productos agregados al carrito son para mayores de edad.';
const INVALID_MOBILE = 'Introduce un móvil válido.';
/** A Spanish mobile: 9 digits starting with 6 or 7, optionally after +34 (spaces ignored). */
const SPANISH_MOBILE = /^(?:\+34)?([67]\d{8})$/;

/** The owner's cart as the contract's JSON. */
export function cartBody(state: SandboxState, store: CartStore, owner: string) {
  return cartJson(store.lines(owner), store.cartCoupon(owner), state.index, state.urls);
}

/**
 * The guest cart of spec §7 "Cart": read, save whole (replacing the lines), empty, the age check of
 * spec §5 (409 until `greater-18` is called) and the gift-card request by mobile.
 */
export function cartRoutes(app: Hono<AppEnv>, state: SandboxState, store: CartStore): void {
  const owner = (c: Context) => requireOwner(c, state.sessions);
  const throttle = createThrottle(state.db);

  app.get(CART_PATH, (c) => {
    const guest = sessionOwner(c, state.sessions);
    const cart = guest ? cartBody(state, store, guest) : null;
    if (!cart || cart.items.length === 0) return c.body(null, 204);
    return c.json({ data: cart });
  });

  app.post(CART_PATH, async (c) => {
    const guest = owner(c);
    const lines = parseCartLines(await jsonBody(c), store.product);
    const adult = lines.filter((line) => line.product.adult === 1).map((line) => line.product.id);
    if (adult.length > 0 && !store.ageConfirmed(guest)) {
      const body: AdultCheckBody = { message: ADULT_MESSAGE, products: adult };
      return c.json(body, 409);
    }
    store.replace(guest, lines);
    return c.json({ data: cartBody(state, store, guest) });
  });

  app.delete(CART_PATH, (c) => {
    store.clear(owner(c));
    return c.body(null, 204);
  });

  app.post(`${CART_PATH}/gift-card/request`, async (c) => {
    const guest = owner(c);
    const { mobile } = await jsonBody(c);
    const match = typeof mobile === 'string' ? SPANISH_MOBILE.exec(mobile.replace(/\s+/g, '')) : null;
    if (!match) throw new HttpError(422, INVALID_MOBILE, { mobile: [INVALID_MOBILE] });
    // Each request messages a mobile: counted per client and per mobile.
    const { perClient, perMobile, windowSeconds } = state.limits.giftCard;
    throttle.take(
      [
        { key: `gift:client:${requestClient(c, state.trustedProxies)}`, max: perClient, windowSeconds },
        { key: digestKey('gift:mobile', match[1]!), max: perMobile, windowSeconds },
      ],
      retryAfter(c),
    );
    store.recordGiftCardRequest(guest, match[1]!);
    return c.json({ data: { requested: true } satisfies GiftCardRequested });
  });

  // {product} is the platform's product code; the confirmation holds for the whole session.
  app.get(`/store-front/api/${PRODUCT_SEGMENT}/greater-18`, (c) => {
    store.confirmAge(owner(c));
    return c.json({ data: { confirmed: true } satisfies AgeConfirmation });
  });
}
