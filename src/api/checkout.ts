import type { $Fetch } from 'ofetch';
import { Cart } from '@shop/contract/cart';
import {
  AvailableCarrier,
  type CarriersRequest,
  Checkout,
  type CheckoutChanges,
  type GiftCardRequest,
  PaymentMethod,
} from '@shop/contract/checkout';
import { Order } from '@shop/contract/orders';
import { Data } from '@shop/contract/paginated';
import * as z from 'zod/mini';
import { ApiError } from './api-error.ts';
import { readAnswer } from './read-answer.ts';

/**
 * Spec §7 "Cart" and "Checkout", each call for one thing: `POST cart_b2c/transition` moves the
 * cart into checkout (begin checkout), `GET checkout_b2c` is that cart priced with the chosen
 * carrier (the summary), `/api/v2/sales/checkout` keeps the checkout's own data (contact,
 * addresses, carrier, payment method) and `POST /api/v1/cart/checkout` places the order.
 */
const CHECKOUT = '/api/v2/sales/checkout';
const CART = '/store-front/api/sales/cart_b2c';

/** `POST cart_b2c/transition`: the cart moves into checkout (begin checkout); answers the cart as checkout_b2c shows it. */
export async function beginCheckout(api: $Fetch): Promise<Cart> {
  const body = await api(`${CART}/transition`, { method: 'POST' });
  return readAnswer(api, 'POST /store-front/api/sales/cart_b2c/transition', Data(Cart), body).data;
}

/**
 * `GET checkout_b2c`: the cart in checkout, its shipping the chosen carrier's. Null when the cart
 * is empty (204) or not in checkout yet (404).
 */
export async function getCheckoutCart(api: $Fetch): Promise<Cart | null> {
  try {
    const response = await api.raw('/store-front/api/sales/checkout_b2c');
    if (response.status === 204) return null;
    return readAnswer(api, 'GET /store-front/api/sales/checkout_b2c', Data(Cart), response._data).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `GET /api/v2/sales/checkout`: the checkout's data, or null when none was created. */
export async function getCheckout(api: $Fetch): Promise<Checkout | null> {
  try {
    return readAnswer(api, 'GET /api/v2/sales/checkout', Data(Checkout), await api(CHECKOUT)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * `POST /api/v2/sales/checkout`: creates the checkout's data for the cart in checkout (or opens a
 * placed one again for the new cart, keeping its contact, addresses and choices).
 */
export async function startCheckout(api: $Fetch): Promise<Checkout> {
  const body = await api(CHECKOUT, { method: 'POST' });
  return readAnswer(api, 'POST /api/v2/sales/checkout', Data(Checkout), body).data;
}

/** `PUT /api/v2/sales/checkout`: saves a step's data; a key left out keeps its value. */
export async function updateCheckout(api: $Fetch, changes: CheckoutChanges): Promise<Checkout> {
  const body = await api(CHECKOUT, { method: 'PUT', body: changes });
  return readAnswer(api, 'PUT /api/v2/sales/checkout', Data(Checkout), body).data;
}

/** The carriers to a postal code, priced for the caller's cart (an empty cart's for a caller without a session). */
export async function availableCarriers(api: $Fetch, postalCode: string): Promise<AvailableCarrier[]> {
  const body = await api('/api/v2/sales/carriers/availables', {
    method: 'POST',
    body: { postal_code: postalCode } satisfies CarriersRequest,
  });
  return readAnswer(api, 'POST /api/v2/sales/carriers/availables', Data(z.array(AvailableCarrier)), body)
    .data;
}

export async function paymentMethods(api: $Fetch): Promise<PaymentMethod[]> {
  const body = await api('/api/v2/sales/payments/available');
  return readAnswer(api, 'GET /api/v2/sales/payments/available', Data(z.array(PaymentMethod)), body).data;
}

/** `POST /api/v1/cart/checkout`: places the order from the cart in checkout and a complete checkout; placing it twice gives the same order. */
export async function placeOrder(api: $Fetch): Promise<Order> {
  const body = await api('/api/v1/cart/checkout', { method: 'POST' });
  return readAnswer(api, 'POST /api/v1/cart/checkout', Data(Order), body).data;
}

/** Asks for a gift card by mobile (spec §7). */
export async function requestGiftCard(api: $Fetch, mobile: string): Promise<void> {
  await api('/store-front/api/sales/cart_b2c/gift-card/request', {
    method: 'POST',
    body: { mobile } satisfies GiftCardRequest,
  });
}
