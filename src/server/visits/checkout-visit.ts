import type { User } from '../../contract/account';
import type { Cart } from '../../contract/cart';
import type { Checkout } from '../../contract/checkout';
import { es } from '../../i18n/es';
import { toApiError } from '../../api/api-error';
import { beginCheckout, getCheckout, getCheckoutCart, startCheckout } from '../../api/checkout';
import { toastForFailure } from '../../api/errors';
import { signedInCustomer } from './private-page';
import { type ShopperApi, shopperApi } from './shopper';

/** Who is checking out, the cart in checkout and the checkout's data (both null when the cart is empty). */
export type CheckoutVisit = {
  shopper: ShopperApi;
  customer: User | null;
  /** Why no checkout could begin when the cart is not simply empty (the API's message, in Spanish). */
  problem?: string;
} & ({ checkout: Checkout; cart: Cart } | { checkout: null; cart: null });

/**
 * The start of every checkout page. The cart in checkout (`GET checkout_b2c`) and the checkout's
 * data (`GET /api/v2/sales/checkout`), which the API keeps, so a reload or the back button finds
 * every step as the shopper left it. A cart not yet in checkout is moved into it (`POST
 * cart_b2c/transition`: begin checkout), and missing or placed data is created for it (`POST
 * /api/v2/sales/checkout`).
 */
export async function checkoutVisit(request: Request): Promise<CheckoutVisit> {
  const shopper = shopperApi(request);
  const customer = await signedInCustomer(shopper);
  const api = shopper.api.silent;
  try {
    const [inCheckout, kept] = await Promise.all([getCheckoutCart(api), getCheckout(api)]);
    const cart = inCheckout ?? (await beginCheckout(api));
    const checkout = kept && kept.order_id === null ? kept : await startCheckout(api);
    return { shopper, customer, checkout, cart };
  } catch (error) {
    // 422 names an empty cart (the page says so); anything else is shown as it is, not as an empty cart.
    const failure = toApiError(error);
    if (failure.status === 422) return { shopper, customer, checkout: null, cart: null };
    return {
      shopper,
      customer,
      checkout: null,
      cart: null,
      problem: toastForFailure(failure)?.title ?? es.cart.errors.server,
    };
  }
}
