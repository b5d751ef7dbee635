import type { User } from '../../contract/account';
import type { Checkout } from '../../contract/checkout';
import { es } from '../../i18n/es';
import { toApiError } from '../../api/api-error';
import { getCheckout, startCheckout } from '../../api/checkout';
import { toastForFailure } from '../../api/errors';
import { signedInCustomer } from './private-page';
import { type ShopperApi, shopperApi } from './shopper';

/** Who is checking out and their checkout (null when the cart is empty). */
export interface CheckoutVisit {
  shopper: ShopperApi;
  customer: User | null;
  checkout: Checkout | null;
  /** Why no checkout could start when the cart is not simply empty (the API's message, in Spanish). */
  problem?: string;
}

/**
 * The start of every checkout page: the checkout the API keeps (started from the cart when there
 * is none), so a reload or the back button finds every step as the shopper left it.
 */
export async function checkoutVisit(request: Request): Promise<CheckoutVisit> {
  const shopper = shopperApi(request);
  const customer = await signedInCustomer(shopper);
  const checkout = await getCheckout(shopper.api.silent);
  if (checkout && checkout.order_id === null) return { shopper, customer, checkout };
  try {
    return { shopper, customer, checkout: await startCheckout(shopper.api.silent) };
  } catch (error) {
    // 422 names an empty cart (the page says so); anything else is shown as it is, not as an empty cart.
    const failure = toApiError(error);
    if (failure.status === 422) return { shopper, customer, checkout: null };
    return {
      shopper,
      customer,
      checkout: null,
      problem: toastForFailure(failure)?.title ?? es.cart.errors.server,
    };
  }
}
