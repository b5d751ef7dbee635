import type { User } from '@shop/contract/account';
import type { Cart } from '@shop/contract/cart';
import type { Checkout } from '@shop/contract/checkout';
import { es } from '../../i18n/es';
import { toApiError } from '../../api/api-error';
import { beginCheckout, getCheckout, getCheckoutCart, startCheckout } from '../../api/checkout';
import { toastForFailure } from '../../api/errors';
import { type PageFailure, pageFailureFor } from '../http/page-errors';
import { signedInCustomer } from './private-page';
import { type ShopperApi, shopperApi } from './shopper';

/** Who is checking out, the cart in checkout and the checkout's data (both null when the cart is empty). */
export type CheckoutVisit = {
  shopper: ShopperApi;
  customer: User | null;
  /** Why no checkout could begin when the cart is not simply empty (the API's refusal, in Spanish). */
  problem?: string;
  /** The API could not answer (an outage, its maintenance): the page is spec §8's error, with its status. */
  failure?: PageFailure;
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
  let customer: User | null = null;
  const api = shopper.api.silent;
  try {
    customer = await signedInCustomer(shopper);
    const [inCheckout, kept] = await Promise.all([getCheckoutCart(api), getCheckout(api)]);
    const cart = inCheckout ?? (await beginCheckout(api));
    const checkout = kept && kept.order_id === null ? kept : await startCheckout(api);
    return { shopper, customer, checkout, cart };
  } catch (error) {
    // 422 names an empty cart (the page says so); anything else is shown as it is, not as an empty
    // cart: a refusal as the API's message, an outage as the error page with its status.
    const failure = toApiError(error);
    if (failure.status === 422) return { shopper, customer, checkout: null, cart: null };
    if (failure.status === undefined || failure.status >= 500)
      return { shopper, customer, checkout: null, cart: null, failure: pageFailureFor(failure) };
    return {
      shopper,
      customer,
      checkout: null,
      cart: null,
      problem: toastForFailure(failure)?.title ?? es.cart.errors.server,
    };
  }
}
