import type { Checkout, User } from './account-types';
import { getCheckout, startCheckout } from './checkout';
import { signedInCustomer } from './private-page.server';
import { type ShopperApi, shopperApi } from './shopper.server';

/** Who is checking out and their checkout (null when the cart is empty). */
export interface CheckoutVisit {
  shopper: ShopperApi;
  customer: User | null;
  checkout: Checkout | null;
}

/**
 * The start of every checkout page: the checkout the API keeps (started from the cart when there
 * is none), so a reload or the back button finds every step as the shopper left it.
 */
export async function checkoutVisit(request: Request): Promise<CheckoutVisit> {
  const shopper = shopperApi(request);
  const customer = await signedInCustomer(shopper);
  let checkout = await getCheckout(shopper.api.silent);
  if (!checkout || checkout.order_id !== null) checkout = await startCheckout(shopper.api.silent).catch(() => null);
  return { shopper, customer, checkout };
}
