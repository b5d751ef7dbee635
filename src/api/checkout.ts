import type { $Fetch } from 'ofetch';
import type { Cart } from '@shop/contract/cart';
import type { AvailableCarrier, Checkout, CheckoutChanges, PaymentMethod } from '@shop/contract/checkout';
import type { Order } from '@shop/contract/orders';
import { call } from './call.ts';
import { nullOn404 } from './not-found.ts';

/**
 * Spec §7 "Cart" and "Checkout", each call for one thing: `POST cart_b2c/transition` moves the
 * cart into checkout (begin checkout), `GET checkout_b2c` is that cart priced with the chosen
 * carrier (the summary), `/api/v2/sales/checkout` keeps the checkout's own data (contact,
 * addresses, carrier, payment method) and `POST /api/v1/cart/checkout` places the order.
 */

/** `POST cart_b2c/transition`: the cart moves into checkout (begin checkout); answers the cart as checkout_b2c shows it. */
export async function beginCheckout(api: $Fetch): Promise<Cart> {
  return (await call(api, 'POST /store-front/api/sales/cart_b2c/transition')).data;
}

/**
 * `GET checkout_b2c`: the cart in checkout, its shipping the chosen carrier's. Null when the cart
 * is empty (204) or not in checkout yet (404).
 */
export async function getCheckoutCart(api: $Fetch): Promise<Cart | null> {
  return (await nullOn404(call(api, 'GET /store-front/api/sales/checkout_b2c')))?.data ?? null;
}

/** `GET /api/v2/sales/checkout`: the checkout's data, or null when none was created. */
export async function getCheckout(api: $Fetch): Promise<Checkout | null> {
  return (await nullOn404(call(api, 'GET /api/v2/sales/checkout')))?.data ?? null;
}

/**
 * `POST /api/v2/sales/checkout`: creates the checkout's data for the cart in checkout (or opens a
 * placed one again for the new cart, keeping its contact, addresses and choices).
 */
export async function startCheckout(api: $Fetch): Promise<Checkout> {
  return (await call(api, 'POST /api/v2/sales/checkout')).data;
}

/** `PUT /api/v2/sales/checkout`: saves a step's data; a key left out keeps its value. */
export async function updateCheckout(api: $Fetch, changes: CheckoutChanges): Promise<Checkout> {
  return (await call(api, 'PUT /api/v2/sales/checkout', { body: changes })).data;
}

/** The carriers to a postal code, priced for the caller's cart (an empty cart's for a caller without a session). */
export async function availableCarriers(api: $Fetch, postalCode: string): Promise<AvailableCarrier[]> {
  const body = { postal_code: postalCode };
  return (await call(api, 'POST /api/v2/sales/carriers/availables', { body })).data;
}

export async function paymentMethods(api: $Fetch): Promise<PaymentMethod[]> {
  return (await call(api, 'GET /api/v2/sales/payments/available')).data;
}

/** `POST /api/v1/cart/checkout`: places the order from the cart in checkout and a complete checkout; placing it twice gives the same order. */
export async function placeOrder(api: $Fetch): Promise<Order> {
  return (await call(api, 'POST /api/v1/cart/checkout')).data;
}

/** Asks for a gift card by mobile (spec §7). */
export async function requestGiftCard(api: $Fetch, mobile: string): Promise<void> {
  await call(api, 'POST /store-front/api/sales/cart_b2c/gift-card/request', { body: { mobile } });
}
